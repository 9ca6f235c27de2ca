/**
 * What a process's threads ran in each gap of its event loop, read off a sampling profile taken
 * from outside it (`perf record -k mono`, written out by `perf script`) beside the gaps a bench
 * logged on the same monotonic clock (`BENCH_STALL_LOG_MS`, `stall-meter.ts`). The inspector's
 * profiler runs in the process and changed the stalls it was to explain (ADR 58); perf's samples
 * are taken by the kernel.
 */

/** One sample of `perf script`: its thread, when (s, monotonic) and its frames, innermost first. */
export interface Sample {
  pid: number;
  tid: number;
  seconds: number;
  event: string;
  frames: string[];
}

/** A gap a bench logged: how long, and when it ended (s, monotonic). */
export interface LoggedGap {
  ms: number;
  endedAt: number;
}

/** What a gap held. */
export interface GapSeen extends LoggedGap {
  /** Samples of the event loop's thread in the gap: its time on a CPU, a sample a period. */
  loopSamples: number;
  /** The frames most often on the loop thread's stacks, each with its count, the most first. */
  loopFrames: [string, number][];
  /** Samples of the process's other threads (V8's helpers, libuv's), by thread. */
  helperSamples: [number, number][];
}

const sampleHead = /^\s*\S.*?\s+(\d+)\/(\d+)\s+([\d.]+):\s+(?:\d+\s+)?([\w:-]+):/;

/**
 * `perf script`'s samples (`-F comm,pid,tid,time,event,ip,sym`), with their call chains, read a
 * line at a time: a bench's whole run writes out to more than a string may hold.
 */
export async function* samplesOf(lines: AsyncIterable<string> | Iterable<string>) {
  let current: Sample | undefined;
  for await (const line of lines) {
    if (line.trim() === '') {
      if (current) yield current;
      current = undefined;
      continue;
    }
    if (!/^\s/.test(line)) {
      if (current) yield current;
      const head = sampleHead.exec(line);
      current = head
        ? {
            pid: Number(head[1]),
            tid: Number(head[2]),
            seconds: Number(head[3]),
            event: head[4]!,
            frames: [],
          }
        : undefined;
      continue;
    }
    // A frame: its address, then its symbol and, in brackets, its object.
    const frame = /^\s*[0-9a-f]+\s+(.*?)(?:\s+\([^()]*\))?$/.exec(line);
    if (current && frame) current.frames.push(frame[1]!.replace(/\+0x[0-9a-f]+$/, ''));
  }
  if (current) yield current;
}

/** The gaps a bench logged (`a gap of N ms, ended at T ms (monotonic S s)`), of `overMs` or more. */
export function gapsLogged(log: string, overMs = 0): LoggedGap[] {
  const gaps: LoggedGap[] = [];
  for (const found of log.matchAll(
    /a gap of (\d+) ms, ended at \d+ ms \(monotonic ([\d.]+) s\)/g,
  )) {
    const ms = Number(found[1]);
    if (ms >= overMs) gaps.push({ ms, endedAt: Number(found[2]) });
  }
  return gaps;
}

/**
 * Frames that tell nothing of a gap: Node's and libuv's, the calls into JavaScript, the system
 * call's entry and the runtime's loops, which most stacks hold.
 */
const plumbing =
  /^(\[unknown\]|Builtins_|node::|uv_|uv__|v8::Function::Call|v8::internal::Execution|v8::internal::MicrotaskQueue|v8::internal::\(anonymous namespace\)::Invoke|entry_SYSCALL|do_syscall_64|__libc_start|_start$|main$|JS:\*(processTicksAndRejections|listOnTimeout|processTimers) )/;

/**
 * Each gap with what the store's process's threads ran in it. The store's process is the one
 * whose first thread (the event loop's) has the most samples of `event` in the whole record.
 */
export async function gapsSeen(
  samples: AsyncIterable<Sample>,
  gaps: readonly LoggedGap[],
  { event = 'cpu-clock', top = 12 }: { event?: string; top?: number } = {},
): Promise<{ pid: number; gaps: GapSeen[] }> {
  const windows = gaps.map((gap) => ({ gap, startedAt: gap.endedAt - gap.ms / 1000 }));
  const loopSamplesOf = new Map<number, number>();
  const inGaps = windows.map(() => [] as Sample[]);
  for await (const sample of samples) {
    if (sample.event !== event) continue;
    if (sample.pid === sample.tid) {
      loopSamplesOf.set(sample.pid, (loopSamplesOf.get(sample.pid) ?? 0) + 1);
    }
    windows.forEach(({ gap, startedAt }, at) => {
      if (sample.seconds >= startedAt && sample.seconds <= gap.endedAt) inGaps[at]!.push(sample);
    });
  }
  const [busiest] = mostFirst(loopSamplesOf);
  if (!busiest)
    throw new Error(`no ${event} samples (perf script -F comm,pid,tid,time,event,ip,sym)`);
  const pid = busiest[0];
  return { pid, gaps: windows.map(({ gap }, at) => seenIn(gap, inGaps[at]!, pid, top)) };
}

function seenIn(gap: LoggedGap, samples: readonly Sample[], pid: number, top: number): GapSeen {
  const frames = new Map<string, number>();
  const helpers = new Map<number, number>();
  let loopSamples = 0;
  for (const sample of samples) {
    if (sample.pid !== pid) continue;
    if (sample.tid !== pid) {
      helpers.set(sample.tid, (helpers.get(sample.tid) ?? 0) + 1);
      continue;
    }
    loopSamples += 1;
    for (const frame of new Set(sample.frames)) {
      if (!plumbing.test(frame)) frames.set(frame, (frames.get(frame) ?? 0) + 1);
    }
  }
  return {
    ...gap,
    loopSamples,
    loopFrames: mostFirst(frames).slice(0, top),
    helperSamples: mostFirst(helpers),
  };
}

const mostFirst = <K>(counts: Map<K, number>) => [...counts].sort((a, b) => b[1] - a[1]);

import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** The event loop's longest stall over a stretch of a bench, and how its thread spent it. */
export interface Stall {
  /** `monitorEventLoopDelay`'s longest delay, ms: the figure held to the goal. */
  ms: number;
  /**
   * Through the longest gap a 5 ms timer saw, the thread's time on a CPU and its time ready to
   * run but waiting for one, ms (Linux's `schedstat`; undefined elsewhere). On two cores shared
   * with the database and the load, most of a stall was measured to be the second (issue 80).
   */
  ran?: number;
  waited?: number;
}

/**
 * With `BENCH_STALL_LOG_MS` set, each gap a 5 ms timer sees over that many ms is printed with
 * when it ended, on the clock `--trace-gc` prints (ms since the process began, within a few):
 * which collections lie in a stall is read off the two side by side (ADR 58). Also on the system's
 * monotonic clock, s, which `perf record -k mono` stamps its samples with: what the thread ran in
 * a gap is read off a sampling profile taken from outside, which does not change the run.
 */
const logGapsOverMs = Number(process.env.BENCH_STALL_LOG_MS) || Infinity;

/** The main thread's time on a CPU and waiting on the run queue, ns, as Linux counts them. */
const schedstatFile = `/proc/self/task/${process.pid}/schedstat`;
const readSchedstat = (): [number, number] | undefined => {
  try {
    const [ran, waited] = fs.readFileSync(schedstatFile, 'utf8').split(' ').map(Number);
    return [ran!, waited!];
  } catch {
    return undefined;
  }
};

/** Watches the event loop from now until `ended`. */
export function watchStalls(): { ended(): Promise<Stall> } {
  const delays = monitorEventLoopDelay({ resolution: 5 });
  delays.enable();
  let longestGap = 0;
  let split: Pick<Stall, 'ran' | 'waited'> = {};
  let last = performance.now();
  let lastStat = readSchedstat();
  const timer = setInterval(() => {
    const now = performance.now();
    const stat = readSchedstat();
    if (now - last > logGapsOverMs) {
      const monotonic = Number(process.hrtime.bigint()) / 1e9;
      console.log(
        `a gap of ${(now - last).toFixed(0)} ms, ended at ${now.toFixed(0)} ms (monotonic ${monotonic.toFixed(3)} s)`,
      );
    }
    if (now - last > longestGap) {
      longestGap = now - last;
      split =
        stat && lastStat
          ? { ran: (stat[0] - lastStat[0]) / 1e6, waited: (stat[1] - lastStat[1]) / 1e6 }
          : {};
    }
    last = now;
    lastStat = stat;
  }, 5);
  return {
    async ended() {
      // Work that never yields to the event loop's timers (an embedded database's statements
      // resolve as microtasks) is only measured when a timer runs after it.
      await new Promise((resolve) => setTimeout(resolve, 10));
      clearInterval(timer);
      delays.disable();
      return { ms: delays.max / 1e6, ...split };
    },
  };
}

/** A stall as a row's text says it: its longest gap's time on a CPU and waiting for one. */
export const stallSplitOf = ({ ran, waited }: Stall) =>
  ran === undefined ? '' : `; on a CPU ${ran.toFixed(0)} ms, waiting for one ${waited!.toFixed(0)}`;

/**
 * Says so when this process was not started with the Node options the store's server runs with
 * (`serverNodeOptions` in scripts/lib.mjs, ADR 58; the bench's npm scripts pass them): V8's
 * helpers then mark on every core, and the stalls measured are not the store's.
 */
export async function sayIfNotRunAsTheStore(): Promise<void> {
  const libUrl = pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/lib.mjs')).href;
  const { serverNodeOptions } = (await import(libUrl)) as { serverNodeOptions: string[] };
  const missing = serverNodeOptions.filter((option) => !process.execArgv.includes(option));
  if (missing.length) {
    console.log(
      `Started without the store's Node options (${missing.join(' ')}): the stalls are not the store's.`,
    );
  }
}

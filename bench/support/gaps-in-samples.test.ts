import { describe, expect, it } from 'vitest';
import { gapsLogged, gapsSeen, samplesOf, type Sample } from './gaps-in-samples';

/** `perf script` as it writes samples of the store's thread (100), a helper (101) and another process. */
const script = `node   100/100   10.010: cpu-clock:
\t    7f01 v8::internal::Heap::MarkCompact (/usr/bin/node)
\t    7f02 JS:*put file:///app/search-index.ts:1:2 (/tmp/perf-100.map)
\t    7f03 Builtins_JSEntry (/usr/bin/node)
\t    7f04 uv_run (/usr/bin/node)

node   100/101   10.012:     2004008 cpu-clock:
\t    7f05 v8::internal::Sweeper::RawSweep (/usr/bin/node)

node   100/100   10.014: cpu-clock:
\t    7f01 v8::internal::Heap::MarkCompact (/usr/bin/node)
\t    7f06 v8::internal::(anonymous namespace)::Invoke+0x1f (/usr/bin/node)

postgres 200/200 10.016: cpu-clock:
\t    7f07 ExecScan (/usr/lib/postgresql/15/bin/postgres)

node   100/100   10.030: sched:sched_switch: prev_comm=node prev_pid=100

node   100/100   11.500: cpu-clock:
\t    7f02 JS:*put file:///app/search-index.ts:1:2 (/tmp/perf-100.map)
`;

async function* linesOf(text: string) {
  yield* text.split('\n');
}

const log = `a gap of 40 ms, ended at 500 ms (monotonic 10.040 s)
a gap of 12 ms, ended at 900 ms (monotonic 10.900 s)
the search mix: 20 ms`;

describe("what a gap held, from perf's samples", () => {
  it('reads each sample with its thread, clock and frames', async () => {
    const samples: Sample[] = [];
    for await (const sample of samplesOf(linesOf(script))) samples.push(sample);
    expect(samples.map(({ pid, tid, seconds, event }) => [pid, tid, seconds, event])).toEqual([
      [100, 100, 10.01, 'cpu-clock'],
      [100, 101, 10.012, 'cpu-clock'],
      [100, 100, 10.014, 'cpu-clock'],
      [200, 200, 10.016, 'cpu-clock'],
      [100, 100, 10.03, 'sched:sched_switch'],
      [100, 100, 11.5, 'cpu-clock'],
    ]);
    expect(samples[0]!.frames).toEqual([
      'v8::internal::Heap::MarkCompact',
      'JS:*put file:///app/search-index.ts:1:2',
      'Builtins_JSEntry',
      'uv_run',
    ]);
    expect(samples[2]!.frames[1]).toBe('v8::internal::(anonymous namespace)::Invoke');
  });

  it('reads the gaps a bench logged, from a length on', () => {
    expect(gapsLogged(log)).toEqual([
      { ms: 40, endedAt: 10.04 },
      { ms: 12, endedAt: 10.9 },
    ]);
    expect(gapsLogged(log, 35)).toEqual([{ ms: 40, endedAt: 10.04 }]);
  });

  it("counts the store's thread's samples in each gap, its frames and its helpers'", async () => {
    const { pid, gaps } = await gapsSeen(samplesOf(linesOf(script)), gapsLogged(log));
    expect(pid).toBe(100);
    const [held, empty] = gaps;
    expect(held!.loopSamples).toBe(2);
    // The runtime's plumbing left out; a frame counted once a sample.
    expect(held!.loopFrames).toEqual([
      ['v8::internal::Heap::MarkCompact', 2],
      ['JS:*put file:///app/search-index.ts:1:2', 1],
    ]);
    // Another process's samples are not the store's helpers'.
    expect(held!.helperSamples).toEqual([[101, 1]]);
    // The sample at 11.5 s lies in no gap.
    expect(empty).toMatchObject({ loopSamples: 0, loopFrames: [], helperSamples: [] });
  });
});

import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the event loop is sampled: a timer that cannot fire while the loop is held. */
const SAMPLE_MS = 2;

/** Where Linux tells the calling thread's time on the CPU, in ns (its first field). */
const THREAD_SCHEDSTAT = '/proc/thread-self/schedstat';

/**
 * The event loop's thread's time on the CPU, in ms, where Linux tells it; else the process's, of
 * all its threads. The process's counts the garbage collector's helper threads and the thread
 * pool too, which do not hold the event loop: on a loaded machine they doubled what was measured.
 */
const cpuMs = (() => {
  try {
    fs.readFileSync(THREAD_SCHEDSTAT, 'utf8');
    return () => Number(fs.readFileSync(THREAD_SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
  }
})();

/**
 * How long the event loop was held while `work` ran, in milliseconds, two ways:
 * - `delay`: the longest delay `monitorEventLoopDelay` saw, in wall time;
 * - `held`: the longest wall-time gap between two samples that the event loop's thread also spent
 *   on the CPU (the smaller of the two), which is what its own work held the loop for. On a machine shared
 *   with other busy processes a few milliseconds of work can take a hundred of wall time while
 *   the process waits for a core; that is the machine's load, not the request's.
 * A sample is taken after `work` too, so a hold that lasted to its end is counted.
 */
export async function eventLoopHold(
  work: () => Promise<unknown>,
): Promise<{ delay: number; held: number }> {
  const histogram = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  let held = 0;
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  const sample = () => {
    const wall = performance.now();
    const cpu = cpuMs();
    held = Math.max(held, Math.min(wall - lastWall, cpu - lastCpu));
    lastWall = wall;
    lastCpu = cpu;
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  histogram.enable();
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS * 2));
  } finally {
    histogram.disable();
    clearInterval(sampler);
  }
  return { delay: histogram.max / 1e6, held };
}

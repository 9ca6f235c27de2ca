import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a slice of work may hold the event loop: well under the 100 ms a request may wait. */
export const SLICE_MS = 8;

/**
 * `each` of `items`, yielding to the event loop whenever a slice has run `SLICE_MS`: building an
 * index of 100,000 templates takes seconds, which no request may wait behind (ADR 58).
 */
export async function inSlices<T>(
  items: readonly T[],
  each: (item: T) => void,
  sliceMs = SLICE_MS,
): Promise<void> {
  await timesInSlices(items.length, (at) => each(items[at]!), sliceMs);
}

/** `each` of the numbers from 0 below `count`, in slices as `inSlices`: a slot table's slots. */
export async function timesInSlices(
  count: number,
  each: (at: number) => void,
  sliceMs = SLICE_MS,
): Promise<void> {
  let started = performance.now();
  for (let at = 0; at < count; at += 1) {
    each(at);
    // The clock read every few items: a template takes tens of microseconds to index.
    if ((at & 7) === 7 && performance.now() - started > sliceMs) {
      await nextTurn();
      started = performance.now();
    }
  }
}

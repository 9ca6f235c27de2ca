import type { JobTiming } from './job-timings';
import type { PlacedBatch } from './orders';
import type { RenderRecord } from './store';

/** The value below which `share` of the values lie (nearest rank). */
export function quantile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export const median = (values: number[]) => quantile(values, 0.5);

/**
 * How long each row waited for a free worker to take it, once one was free: the runs replayed in
 * the order they started, each given to the worker that became free last before it started (so a
 * gap is never made longer than it was), the first ones measured from when the batch was placed.
 */
function pickingGaps(timings: JobTiming[], placedAt: number, workers: number): number[] {
  const freeAt = Array.from({ length: workers }, () => placedAt);
  const gaps: number[] = [];
  for (const run of [...timings].sort((a, b) => a.start - b.start)) {
    let worker = -1;
    for (const [index, free] of freeAt.entries()) {
      if (free <= run.start && (worker < 0 || free > freeAt[worker]!)) worker = index;
    }
    if (worker < 0) worker = freeAt.indexOf(Math.min(...freeAt));
    gaps.push(Math.max(0, run.start - freeAt[worker]!));
    freeAt[worker] = run.end;
  }
  return gaps;
}

export interface BatchFigures {
  rows: number;
  /** From the confirming request to the last row's job ending, seconds. */
  wall: number;
  /** The confirming request (holding the total, placing every row), per row, ms. */
  placingPerRow: number;
  /** A free worker's wait for the row's job to reach it (median, p95), ms. */
  picking: { median: number; p95: number };
  /** A job's run from taking the row to settling it (median), ms. */
  job: number;
  /** Drawing and encoding, and the composition's ffmpeg run (median), ms. */
  making: number;
  /** Other ffmpeg and ffprobe runs of the job: probing, the poster (median), ms. */
  otherProcesses: number;
  /** The rest of the job: taking the row, reading the template and photos, storing, settling (median), ms. */
  rest: number;
}

/** What a finished batch's runs of the render job tell (see BatchFigures). */
export function batchFigures(
  placed: PlacedBatch,
  renders: RenderRecord[],
  timings: JobTiming[],
  workers: number,
): BatchFigures {
  const lastEnd = Math.max(...timings.map((run) => run.end), ...renders.map((r) => r.finishedAt));
  const gaps = pickingGaps(timings, placed.answered, workers);
  return {
    rows: renders.length,
    wall: (lastEnd - placed.posted) / 1000,
    placingPerRow: (placed.answered - placed.posted) / renders.length,
    picking: { median: median(gaps), p95: quantile(gaps, 0.95) },
    job: median(timings.map((run) => run.end - run.start)),
    making: median(timings.map((run) => run.drawing + run.composing)),
    otherProcesses: median(timings.map((run) => run.otherProcesses)),
    rest: median(
      timings.map((run) => run.end - run.start - run.drawing - run.composing - run.otherProcesses),
    ),
  };
}

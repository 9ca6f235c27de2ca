import { performance } from 'node:perf_hooks';

/** What a load run did: every attempt either succeeded or failed for a reason (counted by reason). */
export interface LoadResult {
  /** Attempts begun, so the caller knows how many of its jobs were used up. */
  started: number;
  succeeded: number;
  failures: Record<string, number>;
  elapsedMs: number;
  /** Milliseconds per attempt, in the order they finished. */
  latencies: number[];
}

/**
 * Runs `attempt` over `jobs` with `connections` in flight at once until `seconds` have passed or
 * the jobs run out. An attempt answers undefined when it succeeded and the reason when it did not;
 * a thrown error is a failure with the error's message.
 */
export async function runLoad<Job>(
  jobs: readonly Job[],
  options: { connections: number; seconds: number },
  attempt: (job: Job) => Promise<string | undefined>,
): Promise<LoadResult> {
  const result: LoadResult = {
    started: 0,
    succeeded: 0,
    failures: {},
    elapsedMs: 0,
    latencies: [],
  };
  const began = performance.now();
  const deadline = began + options.seconds * 1000;
  const fail = (reason: string) => {
    result.failures[reason] = (result.failures[reason] ?? 0) + 1;
  };
  async function worker() {
    while (result.started < jobs.length && performance.now() < deadline) {
      const job = jobs[result.started]!;
      result.started += 1;
      const sent = performance.now();
      let failure: string | undefined;
      try {
        failure = await attempt(job);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      result.latencies.push(performance.now() - sent);
      if (failure === undefined) result.succeeded += 1;
      else fail(failure);
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker));
  result.elapsedMs = performance.now() - began;
  return result;
}

/** Several runs as one: their attempts, time and latencies added up. */
export function combined(results: LoadResult[]): LoadResult {
  const failures: Record<string, number> = {};
  for (const result of results) {
    for (const [reason, count] of Object.entries(result.failures)) {
      failures[reason] = (failures[reason] ?? 0) + count;
    }
  }
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    started: sum((result) => result.started),
    succeeded: sum((result) => result.succeeded),
    failures,
    elapsedMs: sum((result) => result.elapsedMs),
    latencies: results.flatMap((result) => result.latencies),
  };
}

/** The latency below which `share` (0–1) of the attempts finished. */
export function percentile(latencies: readonly number[], share: number): number {
  if (latencies.length === 0) return NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

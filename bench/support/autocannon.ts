import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const autocannonBin = path.resolve(import.meta.dirname, '../../node_modules/.bin/autocannon');

export interface LoadResult {
  /** Requests per second, on average. */
  requests: number;
  p50: number;
  p99: number;
  /** The slowest answer, ms. */
  max: number;
  /** Answers received in the whole run (0: none came back in time, so no latency was seen). */
  answered: number;
}

/**
 * Load on one URL from autocannon in its own process, so the load does not share the measured
 * server's event loop: for `seconds`, or until `amount` requests were answered. Any answer but a
 * 2xx, or any error, fails the run.
 */
export async function autocannon(
  url: string,
  options: {
    connections: number;
    seconds?: number;
    amount?: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ]);
  const length =
    options.amount === undefined
      ? ['-d', String(options.seconds ?? 1)]
      : ['-a', String(options.amount)];
  const { stdout } = await run(
    autocannonBin,
    ['-j', '-c', String(options.connections), ...length, ...headerArgs, url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return loadResultOf(url, stdout);
}

/** The figures of autocannon's JSON report; a run with any answer but a 2xx, or an error, fails. */
export function loadResultOf(target: string, reportJson: string): LoadResult {
  const report = JSON.parse(reportJson);
  if (report.non2xx > 0 || report.errors > 0) {
    // Which answers: a 429 is a limit the load met, a 500 the app's own failure.
    const statuses = JSON.stringify(report.statusCodeStats ?? {});
    throw new Error(`${target}: ${report.non2xx} non-2xx, ${report.errors} errors (${statuses})`);
  }
  return {
    requests: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    max: report.latency.max,
    answered: report.requests.total,
  };
}

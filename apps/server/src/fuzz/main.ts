import { randomInt } from 'node:crypto';
import { testEngine } from '../test-support/test-database';
import { formatReport } from './fuzz-run';
import { createFuzzTarget, fuzzTarget } from './fuzz-target';
import { seedFrom } from './random';

/**
 * One full fuzz run on the engine TEST_DATABASE names (scripts/fuzz.mjs runs it per engine):
 * FUZZ_REQUESTS requests (default 2,500) from FUZZ_SEED (default: a fresh seed, printed). Exits 1
 * when any answer failed its checks.
 */
const seed = seedFrom(process.env.FUZZ_SEED, () => randomInt(2 ** 31));
const requests = Number(process.env.FUZZ_REQUESTS ?? 2500);
if (!Number.isSafeInteger(requests) || requests < 1) {
  throw new Error('FUZZ_REQUESTS must be a whole number of at least 1');
}

const target = await createFuzzTarget();
const started = performance.now();
try {
  const report = await fuzzTarget(target, seed, requests);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.warn(`${formatReport(report, testEngine, 25)}\n  time: ${seconds} s`);
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  await target.close();
}

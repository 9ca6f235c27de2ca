import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-support/test-database';
import { formatReport } from './fuzz-run';
import { createFuzzTarget, fuzzTarget, type FuzzTarget } from './fuzz-target';
import { seedFrom } from './random';

/**
 * A short fuzz run on every test run (`npm run fuzz` is the long one): generated bad input for every
 * route of the OpenAPI document must never answer 5xx, never answer an error in any other body than
 * the store's, never name a library, a file or SQL, and never accept a control character.
 * The seed is fixed so CI is repeatable; FUZZ_SEED and FUZZ_REQUESTS change the run.
 */
const seed = seedFrom(process.env.FUZZ_SEED, () => 20_261_122);
const requests = Number(process.env.FUZZ_REQUESTS ?? 400);

describe(`fuzzing the API on ${testEngine}`, () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await createFuzzTarget();
  });
  afterAll(async () => {
    await target.close();
  });

  it(`answers ${requests} generated requests with no 5xx, leak or foreign error body`, async () => {
    const report = await fuzzTarget(target, seed, requests);
    const summary = formatReport(report, testEngine);
    console.warn(summary);
    expect(report.requests).toBe(requests);
    expect(report.failures.length, summary).toBe(0);
  });
});

import { z } from 'zod';
import type { JobLog } from '../job-types';

/** A job that exists only in tests: its handler records the number it carries. */
export const echoJobPayloads = { 'test-echo': z.object({ n: z.number().int() }) };

/** A job that always fails and is tried once, and the queue its failure is sent on to. */
export const deadLetterJobPayloads = {
  'test-doomed': z.object({ n: z.number().int() }),
  'test-dead-letter': z.object({ n: z.number().int() }),
};
export const deadLetterQueueOptions = {
  'test-doomed': { retryLimit: 0, deadLetter: 'test-dead-letter' },
};

export const silentJobLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A job its test holds running as long as it likes, tried twice, with a dead letter. */
export const longJobPayloads = {
  'test-long': z.object({ n: z.number().int() }),
  'test-long-dead-letter': z.object({ n: z.number().int() }),
};
export const longJobQueueOptions = {
  'test-long': { retryLimit: 1, deadLetter: 'test-long-dead-letter' },
};

/**
 * pg-boss's shortest poll, for queues whose tests wait on a retry or a dead letter coming due:
 * those are found by polling, which on the embedded database is otherwise every 10 s.
 */
export const BRISK_POLLING_SECONDS = 0.5;

import { z } from 'zod';
import type { JobLog } from '../job-types';

/** A job that exists only in tests: its handler records the number it carries. */
export const echoJobPayloads = { 'test-echo': z.object({ n: z.number().int() }) };

export const silentJobLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

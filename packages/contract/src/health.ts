import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** The job queue as the database holds it, for operators and autoscalers (a second or two old). */
export const queueHealthSchema = z.object({
  /** Jobs due to run that no process has taken yet. */
  waiting: z.number().int().nonnegative(),
  /** Jobs some process is running. */
  running: z.number().int().nonnegative(),
  /** How long the longest-waiting due job has waited, in seconds; null when none waits. */
  oldestWaitSeconds: z.number().nonnegative().nullable(),
});
export type QueueHealth = z.infer<typeof queueHealthSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'down']),
  /**
   * Whether the media store answers: the local disk, or the S3 bucket. Optional, so a client of an
   * older server still reads the answer.
   */
  storage: z.enum(['ok', 'down']).optional(),
  version: z.string(),
  /** Absent when the database is down or the queue could not be read. */
  queue: queueHealthSchema.optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const healthEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/api/health',
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
});

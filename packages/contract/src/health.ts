import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';

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

/** The process is up: answered while its event loop runs, whatever else is down. */
export const liveResponseSchema = z.object({ status: z.literal('ok') });

/**
 * Whether to send this process traffic: ready when its database answers, its search index is
 * loaded and it is not stopping. `reason` says why not: the database did not answer in time, the
 * search index is still loading (at boot), or the process is shutting down.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  reason: z.enum(['database', 'search-loading', 'stopping']).optional(),
});

/**
 * A 503 of a probe: its own answer, or, once the process has begun a graceful stop, the store's
 * error body that every request then gets (`SERVICE_UNAVAILABLE`). Either way: send no traffic.
 */
const probeUnavailable = <T extends z.ZodType>(own: T) => z.union([own, apiErrorSchema]);

export const healthEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/api/health',
    response: { 200: healthResponseSchema, 503: probeUnavailable(healthResponseSchema) },
  },
  live: {
    method: 'GET',
    path: '/api/health/live',
    response: { 200: liveResponseSchema },
  },
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    response: { 200: readyResponseSchema, 503: probeUnavailable(readyResponseSchema) },
  },
});

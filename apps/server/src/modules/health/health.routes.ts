import { healthEndpoints, type QueueHealth } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import type { Database } from '../../db/database';

/** A load balancer may ask every second: the queue's figures are read again at most this often. */
const QUEUE_STATS_TTL_MS = 2000;

export interface HealthRoutesOptions {
  database: Database;
  /** Whether the media store answers (cached briefly). */
  storage: () => Promise<'ok' | 'down'>;
  version: string;
  /** The job queue's figures across every process (one query). */
  queueStats: () => Promise<QueueHealth>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const queue = refreshedEvery(QUEUE_STATS_TTL_MS, options.queueStats);
  app.route({
    ...routeOf(healthEndpoints.health, {
      summary: 'Liveness, whether the database and the media store answer, and the job queue',
      tags: ['system'],
    }),
    handler: async (request, reply) => {
      const [db, storage, figures] = await Promise.all([
        options.database.ping().then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'health check: database unreachable');
            return 'down' as const;
          },
        ),
        options.storage(),
        // The queue's figures inform; they never make a live process look sick.
        queue().catch((error: unknown) => {
          request.log.warn({ err: error }, 'health check: job queue figures not read');
          return undefined;
        }),
      ]);
      // Either one down makes this process unable to serve: a load balancer should skip it.
      const up = db === 'ok' && storage === 'ok';
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'unavailable',
        db,
        storage,
        version: options.version,
        ...(up && figures ? { queue: figures } : {}),
      });
    },
  });
};

/**
 * `read`'s last result, read again in the background once older than `ttlMs`: only the first
 * caller waits for a read, so a probe never waits on the figures' query. Callers share one read;
 * a failed one is forgotten, and the next caller waits for a read that may fail in its turn.
 */
function refreshedEvery<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: T } | undefined;
  let reading: Promise<T> | undefined;
  const refresh = () => {
    reading ??= read()
      .then((value) => {
        last = { at: Date.now(), value };
        return value;
      })
      .catch((error: unknown) => {
        last = undefined;
        throw error;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return async () => {
    if (!last) return refresh();
    // A failed refresh is reported by the next caller's own read.
    if (Date.now() - last.at >= ttlMs) refresh().catch(() => undefined);
    return last.value;
  };
}

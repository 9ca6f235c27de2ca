import { healthEndpoints, type QueueHealth } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import type { Database } from '../../db/database';

/** A load balancer may ask every second: the queue's figures are read at most this often. */
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
  const queue = cachedFor(QUEUE_STATS_TTL_MS, options.queueStats);
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

/** `read`, answered from its last result for `ttlMs`; callers meanwhile share one read. */
function cachedFor<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (last && now - last.at < ttlMs) return last.value;
    const value = read();
    last = { at: now, value };
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (last?.value === value) last = undefined;
    });
    return value;
  };
}

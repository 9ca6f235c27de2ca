import { healthEndpoints, type QueueHealth } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import type { Database } from '../../db/database';

/** A load balancer may ask every second: the queue's figures are read again at most this often. */
const QUEUE_STATS_TTL_MS = 2000;

/**
 * How long readiness waits for the database's trivial query: well inside a load balancer's own
 * probe timeout (commonly 2–5 s), so a slow database reads as not ready rather than as no answer.
 */
export const READY_DB_TIMEOUT_MS = 1000;

/** Probes come from load balancers and orchestrators at a fixed rate; never throttle them. */
const probeConfig = { rateLimit: false } as const;

export interface HealthRoutesOptions {
  database: Database;
  /** Whether the media store answers (cached briefly). */
  storage: () => Promise<'ok' | 'down'>;
  version: string;
  /** The job queue's figures across every process (one query). */
  queueStats: () => Promise<QueueHealth>;
  /** The search index (ADR 58): ready once loaded; asking starts its load if none has begun. */
  search: { readonly ready: boolean; load(): Promise<void> };
}

/**
 * How long readiness waits for the search index's load it starts (a probe before the server
 * listened, as tests ask): a small catalogue loads well within it; a large one says "loading".
 */
export const READY_SEARCH_WAIT_MS = 250;

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const queue = refreshedEvery(QUEUE_STATS_TTL_MS, options.queueStats);
  // From the moment closing begins (SIGTERM). Requests arriving then are answered 503 before they
  // reach a route (`registerClosingAnswer`); this covers a probe already past that point.
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });

  app.route({
    ...routeOf(healthEndpoints.live, {
      summary: 'Liveness: the process is up and its event loop runs',
      description:
        'Always 200 while the process answers at all; for restarting a hung process, never for ' +
        'taking one out of a load balancer (see ready).',
      tags: ['system'],
    }),
    config: probeConfig,
    handler: () => ({ status: 'ok' as const }),
  });

  app.route({
    ...routeOf(healthEndpoints.ready, {
      summary: 'Readiness: whether a load balancer should send this process requests',
      description:
        '200 when the database answers a trivial query within a second, the search index is ' +
        'loaded and the process is not stopping; 503 otherwise (`search-loading` while the index ' +
        'loads at boot), and from the moment a graceful stop begins, so the process is drained.',
      tags: ['system'],
    }),
    config: probeConfig,
    handler: async (request, reply) => {
      if (stopping) return reply.status(503).send({ status: 'unavailable', reason: 'stopping' });
      try {
        await options.database.ping(READY_DB_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return reply.status(503).send({ status: 'unavailable', reason: 'database' });
      }
      if (!(await loadedWithin(options.search, READY_SEARCH_WAIT_MS))) {
        return reply.status(503).send({ status: 'unavailable', reason: 'search-loading' });
      }
      return reply.status(200).send({ status: 'ready' });
    },
  });

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

/** Whether the search index is loaded, or loads within `waitMs` (its load started if need be). */
async function loadedWithin(search: HealthRoutesOptions['search'], waitMs: number) {
  if (search.ready) return true;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  // A failed load is not readiness's to report: the load is tried again by the next search.
  await Promise.race([search.load().catch(() => undefined), waited]);
  clearTimeout(timer);
  return search.ready;
}

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

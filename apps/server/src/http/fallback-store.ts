import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { CountingNotice } from './counting-notice';
import { LocalWindowCounts, sharedWindowCounts } from './window-counts';

type Count = { current: number; ttl: number };

/**
 * The store of the per-route limits (@fastify/rate-limit's `store` option): each request counted in
 * Redis, so every process shares the count, keyed as the plugin's own Redis store keys them; while
 * Redis does not answer, counted in this process instead (fixed windows, as the plugin's local
 * store), so sign-in and code limits still hold, per process.
 */
export function fallbackStore(
  redis: Redis,
  nameSpace: string,
  notice: CountingNotice,
): FastifyRateLimitStoreCtor {
  const shared = sharedWindowCounts(redis);
  const local = new LocalWindowCounts();
  const countHere = (key: string, windowMs: number): Count => {
    const now = Date.now();
    const window = local.add(key, windowMs, now);
    return { current: window.count, ttl: window.endsAt - now };
  };

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      shared.frameshopWindowCount(this.prefix + key, 1, timeWindow, (error, reply) => {
        if (!error && reply) {
          notice.shared();
          callback(null, { current: Number(reply[0]), ttl: Number(reply[1]) });
          return;
        }
        notice.local();
        callback(null, countHere(this.prefix + key, timeWindow));
      });
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands each route's merged options, with the route under `routeInfo`.
      const route = (routeOptions as unknown as { routeInfo: { method?: unknown; url?: string } })
        .routeInfo;
      return new FallbackStore(undefined, `${nameSpace}${String(route.method)}${route.url}-`);
    }
  }
  return FallbackStore;
}

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { CountingNotice } from './counting-notice';
import type { RateLimiterNames } from './rate-limiter-names';
import { LocalWindowCounts, sharedWindowCounts } from './window-counts';

type Count = { current: number; ttl: number };
/** What the plugin's merged options for a limiter say of it. */
type LimiterOptions = { keyGenerator?: unknown; routeInfo: { method?: string; url?: string } };

/**
 * The store of the per-route limits (@fastify/rate-limit's `store` option): each request counted in
 * Redis, so every process shares the count; while Redis does not answer, or when there is none,
 * counted in this process instead (fixed windows, as the plugin's local store), so sign-in and
 * code limits still hold, per process. A key is the limiter's own (`RateLimiterNames`), under
 * `nameSpace`, the same for every route the limiter counts: a limit whose keys were not named
 * there is refused as its route is added.
 */
export function fallbackStore(
  redis: Redis | undefined,
  nameSpace: string,
  notice: CountingNotice,
  names: RateLimiterNames,
): FastifyRateLimitStoreCtor {
  const shared = redis ? sharedWindowCounts(redis) : undefined;
  const local = new LocalWindowCounts();
  const countHere = (key: string, windowMs: number): Count => {
    const now = Date.now();
    const window = local.add(key, windowMs, now);
    return { current: window.count, ttl: window.endsAt - now };
  };

  class FallbackStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      if (!shared) {
        callback(null, countHere(nameSpace + key, timeWindow));
        return;
      }
      shared.frameshopWindowCount(nameSpace + key, 1, timeWindow, (error, reply) => {
        if (!error && reply) {
          notice.shared();
          callback(null, { current: Number(reply[0]), ttl: Number(reply[1]) });
          return;
        }
        notice.local();
        callback(null, countHere(nameSpace + key, timeWindow));
      });
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands each limiter's merged options: a route's limit, or `createRateLimit`'s.
      const limiter = options as unknown as LimiterOptions;
      if (!names.isNamed(limiter.keyGenerator)) {
        const route = limiter.routeInfo;
        throw new Error(
          `The rate limit of ${route.method ?? 'a check'} ${route.url ?? ''} has no name: make it with perIpLimit, perAccountLimit or accountLimitExceeded (http/request-limits.ts).`,
        );
      }
      return this;
    }
  }
  return FallbackStore;
}

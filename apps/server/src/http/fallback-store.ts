import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { CountingNotice } from './counting-notice';

/** One more request in a key's window, which opens with the key; answers the count and time left. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

interface CountCommand {
  frameshopRouteCount(
    key: string,
    windowMs: number,
    callback: (error: Error | null | undefined, reply?: [number, number]) => void,
  ): void;
}

type Count = { current: number; ttl: number };

/** Keys counted here at once while Redis is away; past that the oldest window is forgotten. */
const MAX_LOCAL_KEYS = 5000;

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
  if (!('frameshopRouteCount' in redis)) {
    redis.defineCommand('frameshopRouteCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  }
  const shared = redis as Redis & CountCommand;
  const local = new Map<string, { current: number; endsAt: number }>();
  const countHere = (key: string, windowMs: number): Count => {
    const now = Date.now();
    let window = local.get(key);
    if (!window || window.endsAt <= now) {
      local.delete(key);
      window = { current: 0, endsAt: now + windowMs };
      local.set(key, window);
      if (local.size > MAX_LOCAL_KEYS) local.delete(local.keys().next().value as string);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      shared.frameshopRouteCount(this.prefix + key, timeWindow, (error, reply) => {
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

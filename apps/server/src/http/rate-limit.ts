import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ErrorCode, healthEndpoints } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { Config } from '../config/env';
import { AppError } from './app-error';
import { connectCounterStore, counterStoreReady } from './counter-store';
import type { CountedValueHash } from './counted-value-hash';
import { countingNotice } from './counting-notice';
import { fallbackStore } from './fallback-store';
import { FallbackWindows } from './fallback-windows';
import { registerRateLimiterNames, type CountedBy } from './rate-limiter-names';
import { MemoryWindows, RedisWindows, type Windows } from './rate-limit-windows';

const NAMESPACE = 'frameshop-rate-limit:';
// Health probes come from load balancers at a fixed rate; never throttle them.
const UNLIMITED_URLS = new Set<string>([healthEndpoints.health.path]);

/**
 * A generous per-IP ceiling on every API route, with stricter per-route limits added by the modules
 * that need them (`config: { rateLimit: {...} }`, handled by @fastify/rate-limit). Counters live in
 * memory by default, and in Redis when REDIS_URL is set so that many server processes share one
 * count; while Redis is away each process counts by itself (`FallbackWindows`, `fallbackStore`).
 * Every limiter counts under a name of its own (`RateLimiterNames`), the API-wide one as `api:ip`.
 * The ceiling is checked on every request, so it is a plain synchronous hook rather than the
 * plugin's promise chain (see docs/decisions/0009-cheap-per-request-work.md).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config['rateLimit'],
  hash: CountedValueHash,
): Promise<LimitWindows> {
  const redis = config.redisUrl
    ? connectCounterStore(app, config.redisUrl, 'rate limit store')
    : undefined;
  if (redis) await counterStoreReady(redis);
  const notice = countingNotice(app.log, () => redis?.status === 'ready');
  const names = registerRateLimiterNames(app, hash);
  await app.register(rateLimit, {
    // Only the routes that ask for their own limit; the API-wide ceiling is the hook below.
    global: false,
    max: config.max,
    timeWindow: config.windowMs,
    store: fallbackStore(redis, NAMESPACE, notice, names),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });

  const windowsOf: LimitWindows = (limit, countedBy, options) => {
    const keys = NAMESPACE + names.take(limit, countedBy);
    const windows = redis
      ? new FallbackWindows(
          new RedisWindows(redis, keys, options),
          new MemoryWindows(options),
          notice,
        )
      : new MemoryWindows(options);
    return {
      take: (value, done) => windows.take(names.counted(countedBy, value), done),
    };
  };
  const windows = windowsOf('api', 'ip', config);
  const limit = String(config.max);
  const ceiling: onRequestHookHandler = (request, reply, done) => {
    windows.take(clientKey(request), (result) => {
      if (result === 'unavailable') {
        // As @fastify/rate-limit's skipOnError: a lost store must not take the API down with it.
        // (FallbackWindows never answers so: it counts in this process instead.)
        setHeaders(reply, limit, config.max, 0);
        done();
        return;
      }
      const resetSeconds = Math.ceil(result.ttlMs / 1000);
      if (result.allowed) {
        setHeaders(reply, limit, result.remaining, resetSeconds);
        done();
        return;
      }
      setHeaders(reply, limit, 0, resetSeconds);
      done(tooManyRequests(result.ttlMs));
    });
  };
  // Added per route, as @fastify/rate-limit does: routes with their own limit keep only that one.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined || !isRateLimited(route)) return;
    route.onRequest = [...toArray(route.onRequest), ceiling];
  });
  return windowsOf;
}

/**
 * Windows for a limit of the app's own beside the API-wide one (a key's, `apiKey:key`), kept where
 * the others are: in Redis when REDIS_URL is set, shared by every process, else in this one.
 */
export type LimitWindows = (
  limit: string,
  countedBy: CountedBy,
  options: { max: number; windowMs: number },
) => Windows;

/**
 * Whether a limit counts the route: its own (`config: { rateLimit: {...} }`) or the API-wide
 * ceiling. `rateLimit: false` opts a route out altogether, as it does with the plugin.
 */
export function isRateLimited(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  return route.config?.rateLimit !== false && !UNLIMITED_URLS.has(route.url ?? '');
}

function tooManyRequests(ttlMs: number): AppError {
  const seconds = Math.ceil(ttlMs / 1000);
  return new AppError(
    ErrorCode.RateLimited,
    429,
    `Too many requests. Please wait ${aboutWait(seconds)} and try again.`,
    { retryAfterSeconds: seconds },
  );
}

function setHeaders(reply: FastifyReply, limit: string, remaining: number, resetSeconds: number) {
  reply
    .header('x-ratelimit-limit', limit)
    .header('x-ratelimit-remaining', remaining)
    .header('x-ratelimit-reset', resetSeconds);
}

/** The client address, IPv6 grouped by /64 as @fastify/rate-limit does; IPv4 is used as it is. */
export function clientKey(request: FastifyRequest): string {
  const ip = request.ip;
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

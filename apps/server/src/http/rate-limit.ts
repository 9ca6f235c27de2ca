import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@frameshop/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/env';
import { AppError } from './app-error';

/**
 * A generous per-IP ceiling on every API route, with stricter per-route limits added by the modules
 * that need them (`config: { rateLimit: {...} }`). Counters live in memory by default, and in Redis
 * when REDIS_URL is set so that many server processes share one count.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config['rateLimit'],
): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
      })
    : undefined;
  if (redis) {
    // Without a listener a lost Redis would crash the process; skipOnError lets requests through.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit store unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.max,
    timeWindow: config.windowMs,
    redis,
    nameSpace: 'frameshop-rate-limit:',
    skipOnError: true,
    // Health probes come from load balancers at a fixed rate; never throttle them.
    allowList: (request) => request.url === '/api/health',
    errorResponseBuilder: (_request, context) =>
      new AppError(
        ErrorCode.RateLimited,
        429,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      ),
  });
}

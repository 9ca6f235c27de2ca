import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 2000;

/**
 * A Redis connection for counts that many server processes share (rate limits, sign-in failures).
 * Commands fail at once rather than queue while Redis is away, so a lost store slows no request;
 * the callers count in their own process then. Closed with the app.
 */
export function connectCounterStore(app: FastifyInstance, url: string, purpose: string): Redis {
  const redis = new Redis(url, {
    // Named per purpose and process, so that Redis' client list tells who holds each connection.
    connectionName: `frameshop:${purpose.replaceAll(' ', '-')}:${process.pid}`,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  // Without a listener a lost Redis would crash the process. It is said once per outage, when
  // the connection is lost and when it is back, not at every reconnect attempt (twenty a minute).
  let away = false;
  redis.on('error', (error) => {
    if (away) return;
    away = true;
    app.log.warn({ err: error }, `${purpose} unavailable`);
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    app.log.warn(`${purpose} available again`);
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * Waits until the store answers, or its connect timeout passes: a process that takes requests
 * before its first connection is up would let them all through uncounted.
 */
export function counterStoreReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, CONNECT_TIMEOUT_MS);
    timer.unref();
    redis.once('ready', finish);
    function finish() {
      clearTimeout(timer);
      redis.off('ready', finish);
      resolve();
    }
  });
}

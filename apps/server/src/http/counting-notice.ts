import type { FastifyBaseLogger } from 'fastify';

/**
 * Says, once each way, when this process's rate limits stop being shared through Redis and count
 * here instead, and when they are shared again: an operator learns of the switch without a line
 * per request. The API-wide ceiling and the per-route limits tell the same notice. Only a live
 * connection (`connected`) counts as shared again: a request admitted from a lease taken before
 * the outage says nothing of Redis.
 */
export function countingNotice(log: Pick<FastifyBaseLogger, 'warn'>, connected: () => boolean) {
  let local = false;
  return {
    local(): void {
      if (local) return;
      local = true;
      log.warn('rate limits counted in this process until Redis answers again');
    },
    shared(): void {
      if (!local || !connected()) return;
      local = false;
      log.warn('rate limits shared through Redis again');
    },
  };
}

export type CountingNotice = ReturnType<typeof countingNotice>;

import type { Redis } from 'ioredis';

/**
 * Adds ARGV[1] to a key's count, opening the key's window (ARGV[2] ms) when the key is new, and
 * answers the count after it and the time left in the window.
 */
const WINDOW_COUNT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

interface WindowCountCommand {
  frameshopWindowCount(
    key: string,
    by: number,
    windowMs: number,
    callback: (error: Error | null | undefined, reply?: [number, number]) => void,
  ): void;
}

/** Fixed windows counted in Redis, shared by every process: one script, one round trip. */
export type SharedWindowCounts = Redis & WindowCountCommand;

export function sharedWindowCounts(redis: Redis): SharedWindowCounts {
  if (!('frameshopWindowCount' in redis)) {
    redis.defineCommand('frameshopWindowCount', { numberOfKeys: 1, lua: WINDOW_COUNT_SCRIPT });
  }
  return redis as SharedWindowCounts;
}

const DEFAULT_MAX_KEYS = 5000;

/**
 * Fixed windows counted in this process, as @fastify/rate-limit's local store keeps them: a key's
 * window opens at its first count and closes `windowMs` later. Past `maxKeys` keys at once, the
 * window that opened first is forgotten, so a flood of addresses cannot grow memory without end.
 */
export class LocalWindowCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys?: number) {}

  /** One more in `key`'s window; answers the count after it and when the window closes. */
  add(key: string, windowMs: number, now: number): { count: number; endsAt: number } {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      forgetOldest(this.windows, this.maxKeys);
    }
    window.count += 1;
    return window;
  }

  /** `key`'s open window, without counting; undefined when it has none. */
  peek(key: string, now: number): { count: number; endsAt: number } | undefined {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  }

  /**
   * One fewer in `key`'s open window, which keeps its end; the window left empty is gone, so the
   * next count opens a new one. Nothing when it has no open window.
   */
  giveBack(key: string, now: number): void {
    const window = this.peek(key, now);
    if (!window) return;
    if (window.count > 1) window.count -= 1;
    else this.windows.delete(key);
  }

  forget(key: string): void {
    this.windows.delete(key);
  }
}

/** Keeps a map of windows to `maxKeys` by forgetting the one added first. */
export function forgetOldest(map: Map<string, unknown>, maxKeys = DEFAULT_MAX_KEYS): void {
  if (map.size > maxKeys) map.delete(map.keys().next().value as string);
}

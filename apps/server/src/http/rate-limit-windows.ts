import type { Redis } from 'ioredis';
import {
  forgetOldest,
  LocalWindowCounts,
  sharedWindowCounts,
  type SharedWindowCounts,
} from './window-counts';

export type TakeResult =
  | { allowed: boolean; remaining: number; ttlMs: number }
  /** The shared store could not be reached. */
  | 'unavailable';

/** Counts one request against a key's current window and reports, maybe later, whether it fits. */
export interface Windows {
  take(key: string, done: (result: TakeResult) => void): void;
}

interface WindowOptions {
  max: number;
  windowMs: number;
  /** Keys remembered at once; past that the window that opened first is forgotten. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * Fixed windows in this process, as @fastify/rate-limit's local store keeps them: a key's window
 * opens at its first request and admits `max` requests until it closes. Answers synchronously.
 */
export class MemoryWindows implements Windows {
  private readonly windows: LocalWindowCounts;
  private readonly now: () => number;

  constructor(private readonly options: WindowOptions) {
    this.windows = new LocalWindowCounts(options.maxKeys);
    this.now = options.now ?? Date.now;
  }

  take(key: string, done: (result: TakeResult) => void): void {
    const now = this.now();
    const window = this.windows.add(key, this.options.windowMs, now);
    const { max } = this.options;
    done({
      allowed: window.count <= max,
      remaining: Math.max(0, max - window.count),
      ttlMs: window.endsAt - now,
    });
  }
}

interface Lease {
  /** When the shared window closes, by Redis' clock as seen from here. */
  endsAt: number;
  /** Requests this process may admit in the window, and how many it has. */
  granted: number;
  used: number;
  /** The shared count after this process's last lease: everything every process has taken. */
  total: number;
  /** Requests waiting for a lease in flight. */
  waiting: ((result: TakeResult) => void)[] | undefined;
}

/** At most this share of what is left in a window is leased at once, and never more than `MAX_LEASE`. */
const LEASE_FRACTION = 32;
const MAX_LEASE = 100;

/**
 * Fixed windows shared by every process through Redis. Instead of one round trip per request, a
 * process takes a small lease of requests from the shared count (a 32nd of what is left, at most
 * 100; a single request once little is left) and admits them locally. The shared count is taken
 * before requests are admitted, so no window ever admits more than `max` requests in total; a lease
 * one process has not used yet counts against the others, so a client that spreads its requests over
 * several processes may be stopped a few requests early.
 */
export class RedisWindows implements Windows {
  private readonly leases = new Map<string, Lease>();
  private readonly now: () => number;
  private readonly redis: SharedWindowCounts;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly options: WindowOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.redis = sharedWindowCounts(redis);
  }

  take(key: string, done: (result: TakeResult) => void): void {
    const now = this.now();
    let lease = this.leases.get(key);
    if (lease && lease.endsAt <= now && !lease.waiting) {
      this.leases.delete(key);
      lease = undefined;
    }
    if (!lease) {
      lease = { endsAt: 0, granted: 0, used: 0, total: 0, waiting: undefined };
      this.leases.set(key, lease);
      forgetOldest(this.leases, this.options.maxKeys);
    }
    if (lease.used < lease.granted && lease.endsAt > now) {
      lease.used += 1;
      done(this.admitted(lease, now));
    } else if (lease.total >= this.options.max && lease.endsAt > now) {
      // Every request of this window has been handed out, here or elsewhere.
      done({ allowed: false, remaining: 0, ttlMs: lease.endsAt - now });
    } else if (lease.waiting) {
      lease.waiting.push(done);
    } else {
      lease.waiting = [done];
      this.renew(key, lease);
    }
  }

  private renew(key: string, lease: Lease): void {
    const { max, windowMs } = this.options;
    const waiting = lease.waiting ?? [];
    const left = max - (lease.endsAt > this.now() ? lease.total : 0);
    const size = Math.min(
      max,
      MAX_LEASE,
      Math.max(1, waiting.length, Math.floor(left / LEASE_FRACTION)),
    );
    this.redis.frameshopWindowCount(this.prefix + key, size, windowMs, (error, reply) => {
      const now = this.now();
      lease.waiting = undefined;
      if (error || !reply) {
        for (const done of waiting) done('unavailable');
        return;
      }
      const [count, ttlMs] = reply;
      // A new window: ours has closed, or the shared count started again from zero.
      if (lease.endsAt <= now || count - size < lease.total) {
        lease.granted = 0;
        lease.used = 0;
      }
      lease.endsAt = now + ttlMs;
      lease.total = count;
      lease.granted += Math.max(0, Math.min(size, max - (count - size)));
      let next = 0;
      while (next < waiting.length && lease.used < lease.granted) {
        lease.used += 1;
        waiting[next++]!(this.admitted(lease, now));
      }
      if (next === waiting.length) return;
      const rest = waiting.slice(next);
      if (count >= max) {
        for (const done of rest) done({ allowed: false, remaining: 0, ttlMs });
        return;
      }
      lease.waiting = rest;
      this.renew(key, lease);
    });
  }

  /** What is left for the client: this process's unused lease plus whatever nobody has taken yet. */
  private admitted(lease: Lease, now: number): TakeResult {
    return {
      allowed: true,
      remaining: lease.granted - lease.used + Math.max(0, this.options.max - lease.total),
      ttlMs: lease.endsAt - now,
    };
  }
}

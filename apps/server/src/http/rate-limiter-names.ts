import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountedValueHash } from './counted-value-hash';

/**
 * What a limiter counts requests by: the client's address, the account a request names, or the
 * API key it carries.
 */
export type CountedBy = 'ip' | 'email' | 'phone' | 'user' | 'key';

/** What is counted by personal data, kept in a key only as its keyed hash (ADR 57). */
const PERSONAL: ReadonlySet<CountedBy> = new Set<CountedBy>(['ip', 'email', 'phone']);

/** A limiter's key for a request, as @fastify/rate-limit's `keyGenerator` makes it. */
type LimiterKey = (request: FastifyRequest) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /** The names of the app's rate limiters, each taken once (`http/rate-limiter-names.ts`). */
    rateLimiterNames: RateLimiterNames;
  }
}

const LIMIT_NAME = /^[a-z][A-Za-z]*$/;

/**
 * The rate limiters of one app, each under a name no other has. A limiter's keys are
 * `<limit>:<what it counts by>:<value>` (`otpSend:phone:…`), so a key in Redis says what it
 * counts; the limit's name is one word and what it counts by one of a few, so two names can never
 * make the same key. A value that is personal data (an address, an email, a phone number) is
 * kept as its keyed hash, never as sent. A limiter is made once and shared by every route it counts; a second one under
 * a name already taken is refused while the app is built, as is a limit whose keys were not named
 * here (`isNamed`).
 */
export class RateLimiterNames {
  private readonly taken = new Set<string>();
  private readonly named = new WeakSet<LimiterKey>();

  constructor(private readonly hash: CountedValueHash) {}

  /** Takes `limit:countedBy` for one limiter; answers the prefix of its keys. */
  take(limit: string, countedBy: CountedBy): string {
    if (!LIMIT_NAME.test(limit)) {
      throw new Error(`A rate limit's name is one camelCase word, not ${JSON.stringify(limit)}.`);
    }
    const name = `${limit}:${countedBy}`;
    if (this.taken.has(name)) {
      throw new Error(
        `Two rate limiters are named ${name}: make the limiter once and give it to each route it counts, or name the other by what it counts.`,
      );
    }
    this.taken.add(name);
    return `${name}:`;
  }

  /** Takes a name for a limiter of @fastify/rate-limit: its key for a request is `valueOf`'s, named. */
  keyOf(limit: string, countedBy: CountedBy, valueOf: (request: FastifyRequest) => string) {
    const prefix = this.take(limit, countedBy);
    const key: LimiterKey = (request) => prefix + this.counted(countedBy, valueOf(request));
    this.named.add(key);
    return key;
  }

  /** What a key holds of the value it counts: a keyed hash of personal data, else the value. */
  counted(countedBy: CountedBy, value: string): string {
    return PERSONAL.has(countedBy) ? this.hash(value) : value;
  }

  /** Whether `keyGenerator` was made here, under a name of its own. */
  isNamed(keyGenerator: unknown): boolean {
    return typeof keyGenerator === 'function' && this.named.has(keyGenerator as LimiterKey);
  }
}

/** Gives `app` and its plugins the one register of its limiters' names. */
export function registerRateLimiterNames(
  app: FastifyInstance,
  hash: CountedValueHash,
): RateLimiterNames {
  const names = new RateLimiterNames(hash);
  app.decorate('rateLimiterNames', names);
  return names;
}

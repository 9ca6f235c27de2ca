import { ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { clientKey } from './rate-limit';
import type { CountedBy } from './rate-limiter-names';

/**
 * Per-route ceilings for calls worth guessing at (passwords, codes, who has an account). They count
 * every request, so the per-address ones are set for an office or a school behind one address:
 * guessing is held back by the per-account counts, the codes' own tries and, for passwords, the
 * wrong-password limits of the auth service. Sign-in has no per-account ceiling here: one that
 * counts successes, or anyone's attempts, would let a stranger lock the owner out.
 */
export const limits = {
  login: { perIp: 200, windowMs: 15 * 60_000 },
  register: { perIp: 60, perEmail: 5, windowMs: 60 * 60_000 },
  // Each sign-up sends an email and a text code, and may resend each.
  otpSend: { perIp: 120, perEmail: 5, windowMs: 60 * 60_000 },
  otpVerify: { perIp: 30, perEmail: 15, windowMs: 15 * 60_000 },
  passwordReset: { perIp: 10, perEmail: 5, windowMs: 15 * 60_000 },
  checkUserExists: { perIp: 20, perEmail: 10, windowMs: 15 * 60_000 },
  usernameCheck: { perIp: 60, perEmail: 60, windowMs: 60_000 },
  // A person writes a few messages an hour at most; more is someone using the form to send mail.
  contact: { perIp: 5, perEmail: 3, windowMs: 60 * 60_000 },
} as const;
export type LimitName = keyof typeof limits;
/** The limits that also have a per-account ceiling. */
type AccountLimitName = {
  [Name in LimitName]: (typeof limits)[Name] extends { perEmail: number } ? Name : never;
}[LimitName];

/**
 * Route options for the per-IP ceiling of `name`, enforced by @fastify/rate-limit before the body
 * is read. One limiter: made once, and given to every route it counts, which share its count.
 */
export function perIpLimit(app: FastifyInstance, name: LimitName) {
  return {
    rateLimit: {
      max: limits[name].perIp,
      timeWindow: limits[name].windowMs,
      keyGenerator: app.rateLimiterNames.keyOf(name, 'ip', clientKey),
    },
  };
}

interface AccountCount {
  /** The limit's name, one camelCase word. */
  limit: string;
  /** What the account's value is: the key says it (`otpSend:phone:…`). */
  countedBy: Exclude<CountedBy, 'ip'>;
  max: number;
  windowMs: number;
  /** The account a request names; a request that names none is not counted. */
  accountOf: (request: FastifyRequest) => string | undefined;
}

/**
 * Counts a request against the account it names, so one account cannot be hammered from many
 * IPs; answers the plugin's result when the account is past its limit, else undefined. Runs after
 * body parsing because the account is in the body.
 */
export function accountLimitExceeded(app: FastifyInstance, count: AccountCount) {
  const check = app.createRateLimit({
    max: count.max,
    timeWindow: count.windowMs,
    keyGenerator: app.rateLimiterNames.keyOf(
      count.limit,
      count.countedBy,
      (request) => count.accountOf(request) ?? '',
    ),
  });
  return async (request: FastifyRequest) => {
    if (!count.accountOf(request)) return undefined;
    const result = await check(request);
    // isAllowed means "not counted at all" (allow-listed); a counted request passes until exceeded.
    return result.isAllowed || !result.isExceeded ? undefined : result;
  };
}

/**
 * A preHandler that also limits `name` per account (an email, a phone number, a user). One
 * limiter, as `perIpLimit`: made once, and given to every route it counts.
 */
export function perAccountLimit(
  app: FastifyInstance,
  name: AccountLimitName,
  countedBy: AccountCount['countedBy'],
  accountOf: AccountCount['accountOf'],
) {
  const exceeded = accountLimitExceeded(app, {
    limit: name,
    countedBy,
    max: limits[name].perEmail,
    windowMs: limits[name].windowMs,
    accountOf,
  });
  return async (request: FastifyRequest) => {
    const result = await exceeded(request);
    if (!result) return;
    throw new AppError(
      ErrorCode.RateLimited,
      429,
      `Too many attempts for this account. Please wait ${aboutWait(result.ttlInSeconds)} and try again.`,
      { retryAfterSeconds: result.ttlInSeconds },
    );
  };
}

/** The normalised email in a parsed body, for keying per-account limits. */
export const emailInBody = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;

/**
 * The email in the body together with the client's address. For the steps of a password reset,
 * whose per-email budget a stranger could otherwise spend from anywhere to keep the owner from
 * resetting: each address has its own budget for an email, and guessing a code is bounded by the
 * code's own wrong tries, whoever makes them.
 */
export const emailFromAddress = (request: FastifyRequest) => {
  const email = emailInBody(request);
  return email === undefined ? undefined : `${email}:${clientKey(request)}`;
};

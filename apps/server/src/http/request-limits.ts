import { ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { clientKey } from './rate-limit';

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

/** Route options for the per-IP ceiling, enforced by @fastify/rate-limit before the body is read. */
export function perIpLimit(name: LimitName) {
  return {
    rateLimit: { max: limits[name].perIp, timeWindow: limits[name].windowMs, groupId: name },
  };
}

/**
 * A preHandler that also limits per account (an email, a phone number, a user), so one address
 * cannot be hammered from many IPs. Runs after body parsing because the key is in the body.
 */
export function perAccountLimit(
  app: FastifyInstance,
  name: AccountLimitName,
  accountOf: (request: FastifyRequest) => string | undefined,
) {
  const check = app.createRateLimit({
    max: limits[name].perEmail,
    timeWindow: limits[name].windowMs,
    keyGenerator: (request) => `${name}:${accountOf(request) ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    if (!accountOf(request)) return;
    const result = await check(request);
    // isAllowed means "not counted at all" (allow-listed); a counted request passes until exceeded.
    if (result.isAllowed || !result.isExceeded) return;
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

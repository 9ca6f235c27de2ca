import { createHash, timingSafeEqual } from 'node:crypto';
import { AdminMessage, ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import { AppError } from '../../http/app-error';
import type { FailureCounts } from '../auth';
import type { UserRow } from '../users';

/** Wrong admin passwords let through before the gate waits, like sign-in's limits. */
export const adminGateLimits = {
  windowMs: 15 * 60_000,
  /** For one account, from anywhere. */
  failuresPerAccount: 5,
  /** From one address, for any accounts. */
  failuresPerAddress: 20,
} as const;

/** Equal strings, compared in a time that tells nothing of where they differ or of their length. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The dashboard's password gate: only a signed-in admin who knows ADMIN_PASSWORD passes. Every
 * refusal counts against the account and the address, and a success clears the account's count.
 */
export class AdminGate {
  constructor(
    private readonly counts: FailureCounts,
    private readonly password: string | null,
  ) {}

  /** Throws the refusal as an AppError; returns when `user` may have an admin token. */
  async check(user: UserRow, given: string, address: string): Promise<void> {
    // Not a fault of the server's, so not a 5xx: access is simply refused until it is configured.
    if (!this.password) throw AppError.forbidden(AdminMessage.notConfigured);
    const keys = {
      account: `admin-gate:account:${user.id}`,
      address: `admin-gate:address:${address}`,
    };
    const [account, fromAddress] = await this.counts.read([keys.account, keys.address]);
    const waiting =
      account!.count >= adminGateLimits.failuresPerAccount
        ? account!
        : fromAddress!.count >= adminGateLimits.failuresPerAddress
          ? fromAddress!
          : undefined;
    if (waiting) {
      const seconds = Math.max(1, Math.ceil(waiting.ttlMs / 1000));
      throw new AppError(
        ErrorCode.RateLimited,
        429,
        AdminMessage.tooManyAttempts(aboutWait(seconds)),
        { retryAfterSeconds: seconds },
      );
    }
    const refusal = !sameSecret(given, this.password)
      ? AppError.unauthorized(AdminMessage.invalidPassword)
      : user.role !== 'admin'
        ? AppError.forbidden(AdminMessage.invalidPassword)
        : undefined;
    if (refusal) {
      await Promise.all([
        this.counts.add(keys.account, adminGateLimits.windowMs),
        this.counts.add(keys.address, adminGateLimits.windowMs),
      ]);
      throw refusal;
    }
    await this.counts.clear(keys.account);
  }
}

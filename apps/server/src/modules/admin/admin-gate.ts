import { AdminMessage, ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import { AppError } from '../../http/app-error';
import { sameSecret } from '../../http/same-secret';
import type { FailureCounts } from '../auth';
import type { UserRow } from '../users';

/** Wrong admin passwords let through before the gate waits, like sign-in's limits. */
export const adminGateLimits = {
  windowMs: 15 * 60_000,
  /** For one account from one address: what a guesser at that address can try. */
  failuresPerAccountAndAddress: 5,
  /** For one account from anywhere: a guesser spread over many addresses. */
  failuresPerAccount: 20,
} as const;

/**
 * The dashboard's password gate: only a signed-in admin who knows ADMIN_PASSWORD passes. Refusals
 * count against the account (per address and in all), never against an address alone: anyone can
 * make requests from an address an admin shares (an office, a proxy without TRUST_PROXY), and one
 * account's failures must not lock another out. A non-admin is refused without the password being
 * looked at, with the answer a wrong password gets, so the gate tells nobody but an admin whether
 * a password is right.
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
      accountAndAddress: `admin-gate:account:${user.id}:address:${address}`,
    };
    const [account, accountAndAddress] = await this.counts.read([
      keys.account,
      keys.accountAndAddress,
    ]);
    const waiting =
      accountAndAddress!.count >= adminGateLimits.failuresPerAccountAndAddress
        ? accountAndAddress!
        : account!.count >= adminGateLimits.failuresPerAccount
          ? account!
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
    if (user.role !== 'admin' || !sameSecret(given, this.password)) {
      await Promise.all([
        this.counts.add(keys.account, adminGateLimits.windowMs),
        this.counts.add(keys.accountAndAddress, adminGateLimits.windowMs),
      ]);
      throw AppError.unauthorized(AdminMessage.invalidPassword);
    }
    await Promise.all([this.counts.clear(keys.account), this.counts.clear(keys.accountAndAddress)]);
  }
}

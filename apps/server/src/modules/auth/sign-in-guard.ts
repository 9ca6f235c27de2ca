import { ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import { AppError } from '../../http/app-error';
import type { Count, FailureCounts } from './failure-counts';

/**
 * How many wrong passwords are let through, and from where. Only failures count and a success
 * wipes the failures of its account and address, so people who sign in often are never stopped.
 */
export const signInLimits = {
  windowMs: 15 * 60_000,
  /** Wrong passwords for one account from one address: the hard limit on guessing. */
  failuresPerAccountAndAddress: 10,
  /**
   * Wrong passwords from one address for any accounts. Successes do not count, so an office behind
   * one address signs in as often as it likes; one guesser cannot try many accounts.
   */
  failuresPerAddress: 30,
  /** Wrong passwords for one account from all addresses, after which the account backs off. */
  accountBackOffAfter: 20,
  /**
   * While an account backs off, after each wrong password from an address that has never signed in
   * to it, no such address may try it for this long. Addresses that have signed in to it are not
   * held back: someone guessing elsewhere slows the guessing down but never locks the owner out.
   */
  accountBackOffMs: 30_000,
  /** How long an address that signed in to an account stays known to it. */
  knownAddressMs: 30 * 24 * 3600_000,
} as const;

export const SignInLimitMessage = {
  accountAndAddress: (wait: string) =>
    `Too many wrong passwords for this account. Please wait ${wait} and try again, or reset your password.`,
  address: (wait: string) =>
    `Too many wrong passwords from your network. Please wait ${wait} and try again.`,
  backingOff: (wait: string) =>
    `This account has had many wrong passwords, so sign-ins from new places are slowed down. ` +
    `Please wait ${wait} and try again, or reset your password.`,
} as const;

const keys = (account: string, address: string) => ({
  pair: `pair:${account}:${address}`,
  address: `address:${address}`,
  account: `account:${account}`,
  known: `known:${account}:${address}`,
  backOff: `backoff:${account}`,
});

function refuse(message: (wait: string) => string, count: Count): never {
  const seconds = Math.max(1, Math.ceil(count.ttlMs / 1000));
  throw new AppError(ErrorCode.RateLimited, 429, message(aboutWait(seconds)), {
    retryAfterSeconds: seconds,
  });
}

/** Checks a sign-in before the password is verified, and records how it went. */
export class SignInGuard {
  constructor(private readonly counts: FailureCounts) {}

  /** Throws a 429 AppError (with retryAfterSeconds) when this attempt must wait. */
  async admit(account: string, address: string): Promise<void> {
    const key = keys(account, address);
    const [pair, byAddress, known, backOff] = await this.counts.read([
      key.pair,
      key.address,
      key.known,
      key.backOff,
    ]);
    if (pair!.count >= signInLimits.failuresPerAccountAndAddress) {
      refuse(SignInLimitMessage.accountAndAddress, pair!);
    }
    if (byAddress!.count >= signInLimits.failuresPerAddress) {
      refuse(SignInLimitMessage.address, byAddress!);
    }
    if (backOff!.count > 0 && known!.count === 0) refuse(SignInLimitMessage.backingOff, backOff!);
  }

  async failed(account: string, address: string): Promise<void> {
    const key = keys(account, address);
    const { windowMs } = signInLimits;
    const [, , forAccount, known] = await Promise.all([
      this.counts.add(key.pair, windowMs),
      this.counts.add(key.address, windowMs),
      this.counts.add(key.account, windowMs),
      this.counts.read([key.known]).then(([count]) => count!),
    ]);
    if (forAccount.count > signInLimits.accountBackOffAfter && known.count === 0) {
      await this.counts.add(key.backOff, signInLimits.accountBackOffMs);
    }
  }

  async succeeded(account: string, address: string): Promise<void> {
    const key = keys(account, address);
    await Promise.all([
      this.counts.clear(key.pair),
      this.counts
        .clear(key.known)
        .then(() => this.counts.add(key.known, signInLimits.knownAddressMs)),
    ]);
  }
}

import { createHmac } from 'node:crypto';
import {
  AccountMessage,
  NEW_ACCOUNT_CREDITS,
  PROFILE_COMPLETION_CREDITS,
} from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { applyCreditChange } from '../credits';
import type { UserRow } from '../users';
import { anyDigestKept, insertDigests } from './welcome-credits.repository';

/** Who a person is, as far as welcome credits go: the account's email and phone number. */
export type Identity = Pick<UserRow, 'email' | 'phoneNumber'>;

/** A credit award that is the person's once, ever, and why one was not paid. */
export interface Award {
  /** The balance after it (unchanged when withheld). */
  balanceAfter: number;
  /** Said to the person when the award was withheld; absent when it was paid. */
  withheld?: string;
}

/**
 * The credits a new person gets: the sign-up bonus and the profile-completion award, each once
 * per email and per phone number, ever (ADR 31). Closing an account frees its email and number for
 * a new account; what is kept of them is a keyed hash (`key` is derived from the server's secret),
 * so a match is known without the address or number being stored.
 */
export class WelcomeCredits {
  constructor(private readonly key: string) {}

  /** At the close, in its transaction: the account's email and phone are remembered as digests. */
  async rememberClosed(tx: Tx, identity: Identity): Promise<void> {
    await insertDigests(tx, this.digestsOf(identity));
  }

  /** The sign-up bonus of a new account, unless its email or phone was a closed account's. */
  async grantSignupBonus(tx: Tx, user: UserRow): Promise<Award> {
    if (await anyDigestKept(tx, this.digestsOf(user))) {
      return { balanceAfter: user.credits, withheld: AccountMessage.signupBonusWithheld };
    }
    const { balanceAfter } = await applyCreditChange(tx, {
      userId: user.id,
      delta: NEW_ACCOUNT_CREDITS,
      reason: 'signup_bonus',
      reference: 'signup',
    });
    return { balanceAfter };
  }

  /**
   * The award for completing the profile, under the same rule: a Google sign-up whose address had
   * an account before gets no bonus, and must not get these credits in its place.
   */
  async grantProfileAward(tx: Tx, user: UserRow): Promise<Award & { applied: boolean }> {
    if (await anyDigestKept(tx, this.digestsOf(user))) {
      return {
        balanceAfter: user.credits,
        applied: false,
        withheld: AccountMessage.profileAwardWithheld,
      };
    }
    const { balanceAfter, applied } = await applyCreditChange(tx, {
      userId: user.id,
      delta: PROFILE_COMPLETION_CREDITS,
      reason: 'profile_completion',
      reference: 'profile',
    });
    return { balanceAfter, applied };
  }

  /**
   * The digests of an identity, as the accounts store it: the email lower-cased and trimmed, the
   * phone number as `+` and its digits (the contract's forms); an empty one has none.
   */
  private digestsOf({ email, phoneNumber }: Identity): string[] {
    const values = [
      ['email', email.trim().toLowerCase()],
      ['phone', phoneNumber.replace(/[^\d+]/g, '')],
    ] as const;
    return values
      .filter(([, value]) => value !== '' && value !== '+')
      .map(([kind, value]) =>
        createHmac('sha256', this.key).update(`${kind}:${value}`).digest('hex'),
      );
  }
}

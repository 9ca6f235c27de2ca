import { CREDIT_BALANCE_MAX, ErrorCode, TeamMessage } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { reportAppliedChange } from './credit-observers';
import { creditWatch } from './credit-watch';
import { giveBackToMonth, memberOfSpend, type RefundedSpend } from './member-refunds';
import type { CreditReason } from './credits.schema';
import {
  changeBalanceOnce,
  changeBalancesTogether,
  currentBalance,
  ledgerSum,
  lockTeamSpenderRows,
  type BalanceChange,
  type ChangedBalance,
  type CreditGrant,
  type SpendingApiKey,
  type SpendingMember,
} from './credits.repository';

export interface CreditChange {
  userId: string;
  /** Positive to add credits, negative to spend them. */
  delta: number;
  reason: CreditReason;
  /** What caused the change (an order id, 'signup'…); the same cause never applies twice. */
  reference: string | null;
  /** The API key a spend was made with: its ledger row names it (id and name). */
  apiKey?: SpendingApiKey;
  /** A team's change (`userId` is the team's): the member, whose monthly limit a spend keeps to. */
  member?: TeamSpender;
  /** Credits bought for a team (`userId` is the team's): the member who bought them, named on its row. */
  boughtBy?: string;
  /**
   * A refund: the spend it gives back. A team member's spend also goes back into their month
   * (the one it counted in), and the refund's row names them.
   */
  refunds?: RefundedSpend;
}

/** The member a team's change is made by, with what their spend is held to (ADR 59). */
export interface TeamSpender extends SpendingMember {
  month: string;
  teamName: string;
  /** Credits a calendar month; null for no limit. */
  monthlyLimit: number | null;
  /** What the member has spent this month, when the caller read it under the member's lock already. */
  spentThisMonth?: number;
}

export { GRANT_VALUES_FROM } from './credits.repository';

/**
 * Locks the member's row, then the team's, and reads what a spend of theirs needs (see
 * `lockTeamSpenderRows`); undefined for a team closed or gone. A member no longer in the team,
 * removed after their request was checked, is refused as the request's check refuses them (403),
 * not told the account is gone: the team is read again only then, off the spends' path.
 */
export async function lockTeamSpender(tx: Tx, teamId: string, member: SpendingMember) {
  const locked = await lockTeamSpenderRows(tx, teamId, member);
  if (!locked && (await currentBalance(tx, teamId)) !== undefined) {
    throw AppError.forbidden(TeamMessage.notMember);
  }
  return locked;
}

/** `applied` is false when this cause had already been applied: nothing changed this time. */
export type AppliedCreditChange = ChangedBalance;

/**
 * How a change is sent. `last`: the caller's transaction wrote nothing before the change and
 * writes nothing after it once it applies, so the transaction's COMMIT goes with the change's
 * statement (on PostgreSQL, ADR 62): a payer's row is held for one round trip less. A change
 * that then does not apply wrote nothing, but its transaction has ended: `UnappliedLastChange`
 * is thrown, and the caller runs its whole transaction again without `last`, where the refusal
 * or the cause applied before is met under the lock as always.
 */
export interface ChangeSending {
  last: boolean;
  /**
   * With `last`: the payer's row is one many spends queue on (a team's, ADR 63), so its lock goes
   * at the COMMIT, before the WAL is flushed; the change is answered once it is flushed.
   */
  releaseFirst?: boolean;
}

/** A change sent with its transaction's COMMIT did not apply: run the transaction again. */
export class UnappliedLastChange extends Error {
  constructor() {
    super('A change sent with its COMMIT did not apply; the spend is run again without it.');
  }
}

/**
 * The one way a balance changes. Must run inside the caller's transaction, so the balance, its ledger
 * row and whatever the credits paid for commit together or not at all. The conditional UPDATE takes
 * the row lock, so concurrent spends on one account queue up and none can overspend. A `grant`
 * (what the credits pay for, such as a licence, and what else the spend writes once paid) is
 * written by the same statement, only when the change applies.
 */
export async function applyCreditChange(
  tx: Tx,
  change: CreditChange,
  grant?: CreditGrant,
  sending?: ChangeSending,
): Promise<AppliedCreditChange> {
  if (!Number.isInteger(change.delta) || change.delta === 0) {
    throw new Error(`A credit change must be a non-zero integer, got ${change.delta}`);
  }
  // A refund writes the member's month after its change: it cannot be the transaction's last.
  if (sending?.last && change.refunds) throw new Error('A refund is never sent with its COMMIT.');
  if (change.member && change.delta < 0) await keepToMonthlyLimit(tx, change, change.member);
  const refunded = change.refunds && (await memberOfSpend(tx, change.userId, change.refunds));
  const watch = creditWatch();
  const changed = await changeBalanceOnce(tx, ledgerChangeOf(change, refunded), grant, watch, {
    withCommit: sending?.last === true,
    releaseFirst: sending?.releaseFirst,
  });
  if (sending?.last && !changed?.applied) throw new UnappliedLastChange();
  if (changed) {
    const { watched, ...result } = changed;
    // What the watch wrote rides on this change (`credits.low`'s delivery): woken after the commit.
    if (watched) watch!.afterWriting(tx);
    // Counted once the caller's transaction commits: a spend rolled back after it never happened.
    if (result.applied) {
      if (refunded) await giveBackToMonth(tx, change.userId, refunded, change.delta);
      const { userId, delta, reason, reference } = change;
      const { ledgerId, balanceAfter } = result;
      reportAppliedChange(tx, { userId, delta, reason, reference, ledgerId, balanceAfter });
    }
    return result;
  }
  const available = await currentBalance(tx, change.userId);
  if (available === undefined) throw AppError.notFound('That account no longer exists.');
  if (available + change.delta > CREDIT_BALANCE_MAX) {
    throw AppError.conflict(
      `That would take the balance past ${CREDIT_BALANCE_MAX.toLocaleString('en-US')} credits, the most one account can hold.`,
      { userCredits: available },
    );
  }
  const short = change.member ? TeamMessage.teamBalanceLow(change.member.teamName) : undefined;
  throw new AppError(ErrorCode.InsufficientCredits, 402, short ?? 'Not enough credits', {
    creditsRequired: -change.delta,
    userCredits: available,
  });
}

/** A spend of a team's member charged with others of the team's (`applyCreditChanges`). */
export interface MemberCharge {
  /** The cause, as `CreditChange.reference`: each applies once. */
  reference: string;
  credits: number;
  /** The member, their month read under their row's lock by the caller (`spentThisMonth`). */
  member: TeamSpender;
}

/**
 * Spends of one team's members charged together by one statement (ADR 66): what `applyCreditChange`
 * does for each, the team's row taken once for them all. All apply or none (a cause applied before,
 * a balance the sum would take below 0, a team closed: none), and a `grant` written for them all.
 * The caller locked each member's row and read their month (`withinMonthlyLimit` for their spends
 * together, as each one's alone is kept to it); sent `last`, none applying throws
 * `UnappliedLastChange`. Answers each spend's ledger row and the balance it left, in their order.
 */
export async function applyCreditChanges(
  tx: Tx,
  change: { userId: string; reason: CreditReason; charges: readonly MemberCharge[] },
  grant: CreditGrant,
  sending: ChangeSending,
): Promise<AppliedCreditChange[] | undefined> {
  const { userId, reason, charges } = change;
  const month = charges[0]?.member.month;
  const spent = new Map<string, number>();
  for (const { credits, member } of charges) {
    if (!Number.isInteger(credits) || credits <= 0) {
      throw new Error(`A spend charged together must be a positive integer, got ${credits}`);
    }
    if (member.month !== month) throw new Error('Spends charged together count in one month.');
    const before = spent.get(member.userId) ?? member.spentThisMonth;
    if (before === undefined || !withinMonthlyLimit(member, before, credits)) {
      throw new Error("A spend charged together passes its member's monthly limit.");
    }
    spent.set(member.userId, before + credits);
  }
  const watch = creditWatch();
  const spends = charges.map(({ reference, credits, member }) => ({
    reference,
    delta: -credits,
    memberId: member.userId,
  }));
  const changed = await changeBalancesTogether(
    tx,
    { userId, reason, month: month!, spends },
    grant,
    watch,
    { withCommit: sending.last, releaseFirst: sending.releaseFirst },
  );
  if (!changed) {
    if (sending.last) throw new UnappliedLastChange();
    return undefined;
  }
  if (changed.watched) watch!.afterWriting(tx);
  changed.changed.forEach(({ ledgerId, balanceAfter }, at) => {
    const { reference, delta } = spends[at]!;
    reportAppliedChange(tx, { userId, delta, reason, reference, ledgerId, balanceAfter });
  });
  return changed.changed;
}

/** Whether `credits` more keeps a member who spent `spent` this month within their limit. */
export const withinMonthlyLimit = (
  member: Pick<TeamSpender, 'monthlyLimit'>,
  spent: number,
  credits: number,
) => member.monthlyLimit === null || spent + credits <= member.monthlyLimit;

/**
 * The change as its ledger row names it: a team's member who spent, who bought the credits, or
 * whose spend a refund gives back (with the month it goes back into; only a spend adds to one).
 */
function ledgerChangeOf(change: CreditChange, refunded: SpendingMember | undefined): BalanceChange {
  const { boughtBy, ...rest } = change;
  if (boughtBy !== undefined) return { ...rest, member: { userId: boughtBy, month: null } };
  return refunded ? { ...rest, member: refunded } : rest;
}

/**
 * Refuses a member's spend that would pass their monthly limit, with the limit, what is spent and
 * what is left. What is spent is read under the member's row lock (ADR 63; taken here with the
 * team's unless the caller read it under them), so one member's spends are counted one after
 * another.
 */
async function keepToMonthlyLimit(tx: Tx, change: CreditChange, member: TeamSpender) {
  let spent = member.spentThisMonth;
  if (spent === undefined) {
    const locked = await lockTeamSpender(tx, change.userId, member);
    if (!locked) throw AppError.notFound('That account no longer exists.');
    spent = locked.spentThisMonth;
  }
  if (withinMonthlyLimit(member, spent, -change.delta)) return;
  const limit = member.monthlyLimit!;
  throw new AppError(ErrorCode.MonthlyLimitReached, 402, TeamMessage.overLimit(limit, spent), {
    monthlyLimit: limit,
    spentThisMonth: spent,
    remainingThisMonth: Math.max(0, limit - spent),
    creditsRequired: -change.delta,
  });
}

/** The sum of a user's ledger, which always equals the balance kept on the user's row. */
export function ledgerBalance(tx: Tx, userId: string): Promise<number> {
  return ledgerSum(tx, userId);
}

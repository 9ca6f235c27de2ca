import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import type { SpendingMember } from './credits.repository';
import { teamMemberMonths } from './credits.schema';

/**
 * The spend a refund gives back (a failed render's hold, a batch row not made), so that a team
 * member's monthly limit gets back what the spend counted against it (ADR 59): the spend's ledger
 * row, by id or by its cause's reference, and the store's time zone (STORE_TIME_ZONE), whose
 * calendar month the spend was counted in.
 */
export type RefundedSpend = SpendEntry & { timeZone: string };

/** A spend's ledger row: by its id, or by its cause's reference. */
export type SpendEntry = { ledgerId: number } | { reference: string };

/**
 * The spend a refund gives back, in STORE_TIME_ZONE; none where no member's month is kept (null:
 * an account being closed, with every month it limited).
 */
export const refundedSpend = (
  spend: SpendEntry,
  timeZone: string | null,
): RefundedSpend | undefined => (timeZone === null ? undefined : { ...spend, timeZone });

/**
 * The member who made the refunded spend, and the month it counted in; undefined for any spend a
 * member did not make (a person's, a team key's). The month is the store's calendar month of the
 * spend's ledger row, which its transaction wrote as the spend was counted.
 */
export async function memberOfSpend(
  tx: Tx,
  accountId: string,
  spend: RefundedSpend,
): Promise<{ userId: string; month: string } | undefined> {
  const ledgerId = 'ledgerId' in spend ? spend.ledgerId : null;
  const reference = 'reference' in spend ? spend.reference : null;
  const { rows } = await tx.execute<{ member: string; month: string }>(sql`
    select member_user_id as member,
      to_char(date_trunc('month', created_at at time zone ${spend.timeZone}), 'YYYY-MM-DD') as month
    from "credit_ledger"
    where user_id = ${accountId}::uuid and delta < 0 and member_user_id is not null
      and (id = ${ledgerId}::bigint
        or (reason = 'template_purchase' and reference = ${reference}::text))`);
  const [row] = rows;
  return row && { userId: row.member, month: row.month };
}

/**
 * Lowers the member's spend in the month their refunded spend counted in by the credits given
 * back, never below 0 (a limit lowered or a month reset by hand must not go negative). Runs in the
 * refund's transaction, after its balance change took the team's row lock, so it is counted in
 * turn with the members' spends, which read the month under that lock.
 */
export async function giveBackToMonth(
  tx: Tx,
  teamId: string,
  member: SpendingMember & { month: string },
  credits: number,
): Promise<void> {
  await tx
    .update(teamMemberMonths)
    .set({ spent: sql`greatest(${teamMemberMonths.spent} - ${credits}, 0)` })
    .where(
      and(
        eq(teamMemberMonths.teamId, teamId),
        eq(teamMemberMonths.userId, member.userId),
        eq(teamMemberMonths.month, member.month),
      ),
    );
}

import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema';
import { creditLedger, type CreditReason } from './credits.schema';

export interface BalanceChange {
  userId: string;
  delta: number;
  reason: CreditReason;
  reference: string | null;
}

/**
 * In one statement (one round trip, on the hot path of every spend): the ledger row of this cause
 * when it was applied before; otherwise the balance moved by `delta` and its ledger row written.
 * Answers nothing when the balance would go below 0 or the user does not exist. Two transactions
 * applying one cause at once still cannot both write it: the second waits for the user's row, then
 * its ledger insert meets the unique cause and fails.
 */
export async function changeBalanceOnce(
  tx: Tx,
  { userId, delta, reason, reference }: BalanceChange,
): Promise<{ ledgerId: number; balanceAfter: number; applied: boolean } | undefined> {
  const result = await tx.execute<{ id: string | number; balance_after: number; applied: boolean }>(
    sql`with existing as (
          select id, balance_after from ${creditLedger}
          where user_id = ${userId}::uuid and reason = ${reason}::text
            and reference = ${reference}::text
        ), changed as (
          update ${users} set credits = credits + ${delta}::int, updated_at = now()
          where id = ${userId}::uuid and credits + ${delta}::int >= 0
            and not exists (select 1 from existing)
          returning credits
        ), entry as (
          insert into ${creditLedger} (user_id, delta, reason, reference, balance_after)
          select ${userId}::uuid, ${delta}::int, ${reason}::text, ${reference}::text, credits
          from changed
          returning id, balance_after
        )
        select id, balance_after, true as applied from entry
        union all
        select id, balance_after, false as applied from existing`,
  );
  const [row] = result.rows;
  if (!row) return undefined;
  return { ledgerId: Number(row.id), balanceAfter: row.balance_after, applied: row.applied };
}

export async function currentBalance(tx: Tx, userId: string) {
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits;
}

export async function ledgerSum(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total ?? 0;
}

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema';
import { creditLedger, type CreditReason } from './credits.schema';

export async function addToBalance(tx: Tx, userId: string, delta: number) {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), gte(sql`${users.credits} + ${delta}`, 0)))
    .returning({ credits: users.credits });
  return row?.credits;
}

export async function currentBalance(tx: Tx, userId: string) {
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits;
}

export async function insertLedgerEntry(
  tx: Tx,
  entry: {
    userId: string;
    delta: number;
    reason: CreditReason;
    reference: string | null;
    balanceAfter: number;
  },
) {
  const [row] = await tx.insert(creditLedger).values(entry).returning({ id: creditLedger.id });
  return row!.id;
}

export async function findLedgerEntry(
  tx: Tx,
  userId: string,
  reason: CreditReason,
  reference: string,
) {
  const [row] = await tx
    .select({ id: creditLedger.id, balanceAfter: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, reason),
        eq(creditLedger.reference, reference),
      ),
    );
  return row;
}

export async function ledgerSum(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total ?? 0;
}

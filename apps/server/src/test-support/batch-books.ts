import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import { batches, batchRows, creditLedger } from '../db/schema';
import { balanceOf } from './payments-fixture';

/**
 * The books of a buyer with batches: the ledger sums to the balance, and each batch's held credits
 * are what it charged, what it returned and what its rows (and licence) still hold; what it
 * charged is its charged rows and the licence once granted, so no row is charged twice.
 */
export async function expectBatchBooksBalance(db: Db, userId: string): Promise<void> {
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  expect(Number(ledger!.sum)).toBe(await balanceOf(db, userId));
  for (const batch of await db.select().from(batches).where(eq(batches.userId, userId))) {
    const rows = await db.select().from(batchRows).where(eq(batchRows.batchId, batch.id));
    const stillHeld =
      rows.filter((row) => row.share === 'held').length * batch.perResult +
      (batch.licenceState === 'held' ? batch.licence : 0);
    expect(batch.held).toBe(batch.charged + batch.returned + stillHeld);
    expect(batch.charged).toBe(
      rows.filter((row) => row.share === 'charged').length * batch.perResult +
        (batch.licenceState === 'granted' ? batch.licence : 0),
    );
  }
}

/** How many "batch finished" mails were queued for the batch: one, once it has ended. */
export async function batchMailJobs(db: Db, batchId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'mail-batch-finished' and data->>'batchId' = ${batchId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

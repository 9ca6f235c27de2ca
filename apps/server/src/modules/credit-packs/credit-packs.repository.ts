import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { creditPacks, type CreditPackRow } from './credit-packs.schema';

export type { CreditPackRow } from './credit-packs.schema';
export type NewCreditPack = typeof creditPacks.$inferInsert;
/** What the owner sets on a pack. */
export type CreditPackChange = Pick<
  CreditPackRow,
  'credits' | 'priceInr' | 'popular' | 'savingsLabel' | 'active'
>;

const inOrder = [asc(creditPacks.position), asc(creditPacks.id)];

/** The packs on sale, in the owner's order. */
export function packsOnSale(tx: Tx): Promise<CreditPackRow[]> {
  return tx
    .select()
    .from(creditPacks)
    .where(eq(creditPacks.active, true))
    .orderBy(...inOrder);
}

export function allPacks(tx: Tx): Promise<CreditPackRow[]> {
  return tx
    .select()
    .from(creditPacks)
    .orderBy(...inOrder);
}

/**
 * Every pack, locked until the transaction ends: the owner's changes take turns, so the checks
 * that span packs (one popular, one pack per credit count, one on sale at least) hold.
 */
export function lockAllPacks(tx: Tx): Promise<CreditPackRow[]> {
  return tx
    .select()
    .from(creditPacks)
    .orderBy(...inOrder)
    .for('update');
}

export async function updatePack(
  tx: Tx,
  id: string,
  change: CreditPackChange,
): Promise<CreditPackRow> {
  const [row] = await tx
    .update(creditPacks)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(creditPacks.id, id))
    .returning();
  return row!;
}

/**
 * Numbers the packs 1, 2, 3… in the order given. `updatedAt` stays: it dates a pack's own fields,
 * which the dashboard reloads a row from when it moves, and a new order changes none of them.
 */
export async function setPositions(tx: Tx, packIds: readonly string[]): Promise<void> {
  for (const [index, id] of packIds.entries()) {
    await tx
      .update(creditPacks)
      .set({ position: index + 1 })
      .where(eq(creditPacks.id, id));
  }
}

export async function insertPack(tx: Tx, pack: NewCreditPack): Promise<CreditPackRow> {
  const [row] = await tx.insert(creditPacks).values(pack).returning();
  return row!;
}

/** Takes the popular mark off every pack but `keep`; answers the ids it was taken from. */
export async function unmarkPopularBut(tx: Tx, keep: string): Promise<string[]> {
  const rows = await tx
    .update(creditPacks)
    .set({ popular: false, updatedAt: sql`now()` })
    .where(and(eq(creditPacks.popular, true), ne(creditPacks.id, keep)))
    .returning({ id: creditPacks.id });
  return rows.map((row) => row.id);
}

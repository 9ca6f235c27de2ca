import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { receiptNumbers, receipts } from './receipts.schema';

/** A receipt as it is written: everything but its number, which is taken as it is written. */
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'number' | 'issuedAt' | 'mailedAt'>;

/** Writes the receipt of an order credited in `tx`, under the next number; answers the number. */
export async function insertReceipt(tx: Tx, receipt: NewReceipt): Promise<number> {
  const [taken] = await tx
    .update(receiptNumbers)
    .set({ lastNumber: sql`${receiptNumbers.lastNumber} + 1` })
    .returning({ number: receiptNumbers.lastNumber });
  if (!taken) throw new Error('receipt_numbers has no row: no receipt can be numbered.');
  await tx.insert(receipts).values({ ...receipt, number: taken.number });
  return taken.number;
}

/** A receipt, with the sale it records. */
export type ReceiptRow = typeof receipts.$inferSelect;

export async function findReceipt(tx: Tx, number: number): Promise<ReceiptRow | undefined> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.number, number));
  return row;
}

/** A buyer's receipts, newest first; a buyer has a few dozen at most, `limit` bounds the answer. */
export function receiptsOf(tx: Tx, userId: string, limit: number): Promise<ReceiptRow[]> {
  return tx
    .select()
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(desc(receipts.number))
    .limit(limit);
}

/** The receipt of one paid order; undefined before it is paid. */
export async function receiptNumberOfOrder(tx: Tx, orderId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.paymentOrderId, orderId));
  return row?.number;
}

/** The receipt numbers of a user's paid orders, by order id. */
export async function receiptNumbersOf(tx: Tx, userId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderId: receipts.paymentOrderId, number: receipts.number })
    .from(receipts)
    .where(eq(receipts.userId, userId));
  return new Map(rows.map((row) => [row.orderId, row.number]));
}

/** The receipt numbers of a user's paid orders, by the provider's order id. */
export async function receiptNumbersOfProviderOrders(
  tx: Tx,
  userId: string,
  providerOrderIds: string[],
): Promise<Map<string, number>> {
  if (providerOrderIds.length === 0) return new Map();
  const rows = await tx
    .select({ providerOrderId: receipts.providerOrderId, number: receipts.number })
    .from(receipts)
    .where(and(eq(receipts.userId, userId), inArray(receipts.providerOrderId, providerOrderIds)));
  return new Map(rows.map((row) => [row.providerOrderId, row.number]));
}

export async function setReceiptPaymentMethod(tx: Tx, number: number, method: string) {
  await tx
    .update(receipts)
    .set({ paymentMethod: method })
    .where(and(eq(receipts.number, number), isNull(receipts.paymentMethod)));
}

/** Marks the receipt mailed; answers false when it already was (another try got there first). */
export async function markReceiptMailed(tx: Tx, number: number): Promise<boolean> {
  const rows = await tx
    .update(receipts)
    .set({ mailedAt: new Date() })
    .where(and(eq(receipts.number, number), isNull(receipts.mailedAt)))
    .returning({ number: receipts.number });
  return rows.length > 0;
}

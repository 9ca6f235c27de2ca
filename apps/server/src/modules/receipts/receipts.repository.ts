import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
// Not yet the rule (ADR 39): a receipt reads its order's facts and the buyer's name from the payments
// and users tables; they are to be copied onto the receipt when it is issued.
// eslint-disable-next-line import-x/no-restricted-paths -- the one exception left, see above
import { paymentOrders, users } from '../../db/schema';
import { receiptNumbers, receipts } from './receipts.schema';

export interface NewReceipt {
  paymentOrderId: string;
  userId: string;
  sellerName: string;
  sellerAddress: string;
  paymentMethod: string | null;
}

/**
 * Writes the receipt of an order credited in `tx`, under the next number. The buyer's name and
 * email are copied from the account as it is now. Answers the receipt's number.
 */
export async function insertReceipt(tx: Tx, receipt: NewReceipt): Promise<number> {
  const [taken] = await tx
    .update(receiptNumbers)
    .set({ lastNumber: sql`${receiptNumbers.lastNumber} + 1` })
    .returning({ number: receiptNumbers.lastNumber });
  const [buyer] = await tx
    .select({ name: users.actualName, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, receipt.userId));
  if (!taken || !buyer) throw new Error(`No receipt can be written for user ${receipt.userId}.`);
  await tx.insert(receipts).values({
    ...receipt,
    number: taken.number,
    buyerName: buyer.name || buyer.username,
    buyerEmail: buyer.email,
  });
  return taken.number;
}

const receiptColumns = {
  number: receipts.number,
  userId: receipts.userId,
  issuedAt: receipts.issuedAt,
  sellerName: receipts.sellerName,
  sellerAddress: receipts.sellerAddress,
  buyerName: receipts.buyerName,
  buyerEmail: receipts.buyerEmail,
  paymentMethod: receipts.paymentMethod,
  mailedAt: receipts.mailedAt,
  packId: paymentOrders.packId,
  credits: paymentOrders.credits,
  amount: paymentOrders.amount,
  currency: paymentOrders.currency,
  provider: paymentOrders.provider,
  providerOrderId: paymentOrders.providerOrderId,
  paymentId: paymentOrders.paymentId,
};

const selectReceipts = (tx: Tx) =>
  tx
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(paymentOrders, eq(paymentOrders.id, receipts.paymentOrderId));

/** A receipt with the order it is for. */
export type ReceiptRow = Awaited<ReturnType<typeof selectReceipts>>[number];

export async function findReceipt(tx: Tx, number: number): Promise<ReceiptRow | undefined> {
  const [row] = await selectReceipts(tx).where(eq(receipts.number, number));
  return row;
}

/** A buyer's receipts, newest first; a buyer has a few dozen at most, `limit` bounds the answer. */
export function receiptsOf(tx: Tx, userId: string, limit: number): Promise<ReceiptRow[]> {
  return selectReceipts(tx)
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

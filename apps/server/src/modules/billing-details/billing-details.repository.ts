import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { billingDetails } from './billing-details.schema';

export type BillingDetailsRow = typeof billingDetails.$inferSelect;

export async function findBillingDetails(
  tx: Tx,
  accountId: string,
): Promise<BillingDetailsRow | undefined> {
  const [row] = await tx
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.accountId, accountId));
  return row;
}

/** Writes the account's details, replacing the ones it had. */
export async function saveBillingDetails(
  tx: Tx,
  details: Omit<BillingDetailsRow, 'updatedAt'>,
): Promise<BillingDetailsRow> {
  const updatedAt = new Date();
  const { accountId: _key, ...fields } = details;
  const [row] = await tx
    .insert(billingDetails)
    .values({ ...details, updatedAt })
    .onConflictDoUpdate({ target: billingDetails.accountId, set: { ...fields, updatedAt } })
    .returning();
  return row!;
}

export async function deleteBillingDetails(tx: Tx, accountId: string): Promise<void> {
  await tx.delete(billingDetails).where(eq(billingDetails.accountId, accountId));
}

import { asc, eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { receipts } from './receipts.schema';

/** What a closed account's receipts say of their buyer: the sale is kept, the person is not. */
const CLOSED_BUYER = 'Closed account';

/** Receipts: exported; at closing kept without the buyer's name and address. */
export const receiptsPersonalData: PersonalDataStep = {
  module: 'receipts',
  tables: ['receipts'],
  async exportData(tx, userId) {
    const own = await tx
      .select()
      .from(receipts)
      .where(eq(receipts.userId, userId))
      .orderBy(asc(receipts.number));
    return {
      receipts: own.map((receipt) => ({
        receiptNumber: receipt.number,
        issuedAt: receipt.issuedAt,
        buyerName: receipt.buyerName,
        buyerEmail: receipt.buyerEmail,
        paymentMethod: receipt.paymentMethod,
      })),
    };
  },
  async erase(tx, owner) {
    await tx
      .update(receipts)
      .set({ buyerName: CLOSED_BUYER, buyerEmail: '' })
      .where(eq(receipts.userId, owner.id));
  },
};

import { asc, eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { paymentOrders } from './payments.schema';

/** Credit pack orders: exported, and kept at closing (they are the store's books). */
export const paymentsPersonalData: PersonalDataStep = {
  module: 'payments',
  tables: ['payment_orders'],
  async exportData(tx, userId) {
    const orders = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, userId))
      .orderBy(asc(paymentOrders.createdAt));
    return {
      creditPackOrders: orders.map((order) => ({
        orderId: order.providerOrderId,
        packId: order.packId,
        credits: order.credits,
        amountPaise: order.amount,
        currency: order.currency,
        status: order.status,
        paymentId: order.paymentId,
        createdAt: order.createdAt,
        paidAt: order.paidAt,
      })),
    };
  },
};

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { generatedVideos, paymentOrders } from '../db/schema';
import { markPaidAndCredit } from '../modules/payments';
import { createInvoicesService } from '../modules/invoices';
import { createReceiptsService } from '../modules/receipts';
import { releaseHold, settleHold, takeHold } from '../modules/renders';
import { UsersService } from '../modules/users';
import { testConfig, type TestApp } from './test-app';

/**
 * The credit changes that take a job or a provider to make, made directly: a credit pack order
 * paid, a render order's hold settled or released. What they write is what the real paths write.
 */

/** A credit pack order as checkout makes it, unpaid, unless `fields` say otherwise. */
export async function insertPackOrder(
  db: Db,
  userId: string,
  credits: number,
  amount: number,
  fields: Partial<typeof paymentOrders.$inferInsert> = {},
) {
  const [order] = await db
    .insert(paymentOrders)
    .values({
      userId,
      packId: 'fixture',
      credits,
      amount,
      currency: 'INR',
      provider: 'sandbox',
      providerOrderId: `order_${randomUUID()}`,
      ...fields,
    })
    .returning();
  return order!;
}

/** Pays and credits an order as a captured payment's confirmation does, its receipt included. */
export function payOrder({ database: { db }, jobs }: TestApp, orderId: string) {
  const config = testConfig();
  const receipts = createReceiptsService({ config, db, jobs });
  const invoices = createInvoicesService({ config, db });
  const payment = { id: `pay_${randomUUID()}`, method: 'upi' };
  return db.transaction((tx) =>
    markPaidAndCredit(
      tx,
      { receipts, invoices, jobs, users: new UsersService(db) },
      { id: orderId },
      payment,
    ),
  );
}

/**
 * A paid render order of one template: its hold, then (as the render job does) settled when it
 * completed, released when it failed, or left held while it waits.
 */
export async function renderOrderWithHold(
  db: Db,
  order: {
    userId: string;
    templateId: string;
    templateName?: string;
    price: number;
    outcome: 'completed' | 'failed' | 'queued';
  },
) {
  await db.transaction(async (tx) => {
    const id = randomUUID();
    const hold = await takeHold(tx, order.userId, id, order.price, {});
    const [row] = await tx
      .insert(generatedVideos)
      .values({
        id,
        userId: order.userId,
        templateId: order.templateId,
        templateName: order.templateName ?? '',
        status: order.outcome,
        credits: order.price,
        holdLedgerId: hold.ledgerId,
      })
      .returning();
    const settling = { storeTimeZone: testConfig().storeTimeZone };
    if (order.outcome === 'completed') await settleHold(tx, row!, settling);
    if (order.outcome === 'failed') await releaseHold(tx, row!, settling);
  });
}

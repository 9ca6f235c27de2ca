import type { Tx } from '../../db/database';
import { applyCreditChange } from '../credits';
import type { ReceiptsService } from '../receipts';
import { lockOrder, setOrderPaid, type PaymentOrderRow } from './payments.repository';

export interface PaidOrder {
  order: PaymentOrderRow;
  /** True when this call credited the order; false when it had been credited before. */
  credited: boolean;
}

/** The payment that paid an order: the provider's id and, when it said, its method. */
export interface OrderPayment {
  id: string;
  method: string | null;
}

/**
 * The one way an order is paid and credited, whichever of verification, the payment event or the
 * reconciliation pass gets there first. Under the order's row lock, in the caller's transaction:
 * a second caller waits for the first to commit, then finds the order paid and credits nothing.
 * The pack's credits come from the stored order, never from a request; the ledger's unique cause
 * (user, 'credit_purchase', provider order id) would refuse a second credit even without the lock.
 * The credit writes the order's receipt in the same transaction, so each paid order has exactly
 * one. An order marked failed or expired is still credited: money that moved is never lost.
 */
export async function markPaidAndCredit(
  tx: Tx,
  receipts: Pick<ReceiptsService, 'issue'>,
  order: Pick<PaymentOrderRow, 'id'>,
  payment: OrderPayment,
): Promise<PaidOrder> {
  const locked = await lockOrder(tx, order.id);
  if (!locked) throw new Error(`Payment order ${order.id} does not exist.`);
  if (locked.status === 'paid') return { order: locked, credited: false };
  const { applied } = await applyCreditChange(tx, {
    userId: locked.userId,
    delta: locked.credits,
    reason: 'credit_purchase',
    reference: locked.providerOrderId,
  });
  const paidAt = new Date();
  await setOrderPaid(tx, locked.id, payment.id);
  if (applied) await receipts.issue(tx, locked, payment.method);
  return { order: { ...locked, status: 'paid', paymentId: payment.id, paidAt }, credited: applied };
}

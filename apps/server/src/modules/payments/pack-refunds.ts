import { PackRefundMessage, PaymentMessage, type PackRefund } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobLog } from '../../jobs';
import { auditLog } from '../admin';
import { commerceRecords } from '../commerce';
import { applyCreditChange } from '../credits';
import type { PaymentsServiceDependencies } from './payments-dependencies';
import {
  findOrderByProviderId,
  lockOrder,
  setPaidOrderRefunded,
  setPaidOrderRefunding,
  type PaymentOrderRow,
} from './payments.repository';

/** Who refunds from the dashboard, for the audit log. */
export interface RefundingAdmin {
  adminUserId: string;
  address: string;
}

/** A refund Razorpay reports (`refund.processed`): made at its dashboard, or the store's own. */
export interface ProviderRefund {
  providerOrderId: string;
  paymentId: string;
  refundId: string;
  /** Paise. */
  amount: number;
}

/**
 * Giving a paid credit pack's money back (ADR 55), whether the owner refunds it from the dashboard
 * or at Razorpay's own: in one transaction under the order's lock, the pack's credits are taken
 * back (as many as the balance still holds: spent credits are the store's loss, never a debt),
 * the invoice gets its credit note, and the order leaves `paid`, so a second refund of either kind
 * finds nothing to do.
 */
export class PackRefunds {
  constructor(private readonly deps: PaymentsServiceDependencies) {}

  /** The owner's refund: the money goes back through the `refund-payment` job, retried until it is made. */
  async refundByOwner(providerOrderId: string, admin: RefundingAdmin): Promise<PackRefund> {
    const { db, jobs } = this.deps;
    const order = await findOrderByProviderId(db, providerOrderId);
    if (!order) throw AppError.notFound(PaymentMessage.orderNotFound);
    return db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked || locked.status !== 'paid') {
        throw AppError.conflict(PackRefundMessage.notPaid(locked?.status ?? 'gone'));
      }
      const taken = await this.takeBack(tx, locked);
      await setPaidOrderRefunding(tx, locked.id);
      await jobs.send('refund-payment', { orderId: locked.id }, { tx });
      await auditLog.insertAuditEntry(tx, {
        adminUserId: admin.adminUserId,
        action: 'payments.refund',
        details: { orderId: providerOrderId, amount: locked.amount, ...taken },
        address: admin.address,
      });
      return { orderId: providerOrderId, status: 'refunding' as const, ...taken };
    });
  }

  /**
   * Razorpay's word that a payment was refunded. A whole refund of a paid order made at Razorpay
   * takes the credits back and issues the credit note; the store's own refunds (the order is no
   * longer paid) and unknown orders change nothing. A part refund is left to the owner, loudly:
   * a credit note for part of a pack is not something the store issues on its own.
   */
  async refundedAtProvider(refund: ProviderRefund, log: JobLog): Promise<void> {
    const { db } = this.deps;
    const order = await findOrderByProviderId(db, refund.providerOrderId);
    if (!order || order.paymentId !== refund.paymentId) {
      log.warn({ refund }, 'a refund names a payment this store did not credit');
      return;
    }
    if (refund.amount !== order.amount) {
      log.error(
        { refund, orderAmount: order.amount },
        'a part of a paid credit pack was refunded at Razorpay: no credit note was issued',
      );
      return;
    }
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== 'paid') return;
      await this.takeBack(tx, locked);
      await setPaidOrderRefunded(tx, locked.id, refund.refundId);
    });
  }

  /** The pack's credits back from the balance, and the invoice's credit note. */
  private async takeBack(
    tx: Tx,
    order: PaymentOrderRow,
  ): Promise<Pick<PackRefund, 'creditsTakenBack' | 'creditNoteNumber'>> {
    // Locked as a spend locks it; a closed account's credits were forfeited already.
    const balance = await commerceRecords.lockBuyer(tx, order.userId);
    const creditsTakenBack = Math.min(order.credits, balance ?? 0);
    if (creditsTakenBack > 0) {
      await applyCreditChange(tx, {
        userId: order.userId,
        delta: -creditsTakenBack,
        reason: 'purchase_refunded',
        reference: order.providerOrderId,
      });
    }
    const creditNoteNumber =
      (await this.deps.invoices.issueCreditNote(tx, order.id, PackRefundMessage.reason)) ?? null;
    return { creditsTakenBack, creditNoteNumber };
  }
}

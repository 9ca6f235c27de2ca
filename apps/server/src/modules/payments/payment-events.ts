import { PaymentMessage } from '@frameshop/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { logWith, type JobLog, type JobPayloads } from '../../jobs';
import { plainFailureReason } from './failure-reason';
import { countCredited, markPaidAndCredit } from './mark-paid-and-credit';
import type { PaymentsServiceDependencies } from './payments-dependencies';
import {
  findOrderById,
  findOrderByProviderId,
  recordWebhookEvent,
  setOrderRefunded,
  setOrderUnpaidStatus,
} from './payments.repository';
import { parseWebhook, webhookSignatureValid } from './webhook';

export type PaymentEvent = z.output<JobPayloads['payment-event']>;

/** The provider's word about payments: its webhook taken in, then each event's and refund's job. */
export class PaymentEvents {
  constructor(private readonly deps: PaymentsServiceDependencies) {}

  /**
   * A webhook request, taken in fast: the signature is checked over the exact bytes received, the
   * event id is recorded (a replay stops there), and the work goes to a job in the same
   * transaction, so it exists exactly when the event was recorded.
   */
  async acceptWebhook(
    body: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<void> {
    const secret = this.deps.webhookSecret;
    if (!secret) throw AppError.notFound('Payment webhooks are not configured.');
    if (!signature || !webhookSignatureValid(secret, body, signature)) {
      // Many of these mean a wrong secret, or someone forging events: worth an alert.
      this.deps.metrics?.payments.webhookSignatureFailures.inc();
      throw AppError.badRequest(PaymentMessage.signatureInvalid);
    }
    if (!eventId) throw AppError.badRequest('The webhook has no x-razorpay-event-id header.');
    const parsed = parseWebhook(body);
    if (!parsed) throw AppError.badRequest('The webhook body is not a Razorpay event.');
    await this.deps.db.transaction(async (tx) => {
      const fresh = await recordWebhookEvent(tx, {
        eventId: eventId.slice(0, 200),
        event: parsed.name.slice(0, 100),
        providerOrderId: parsed.work?.providerOrderId ?? parsed.refund?.providerOrderId ?? null,
      });
      if (fresh && parsed.work) await this.deps.jobs.send('payment-event', parsed.work, { tx });
      if (fresh && parsed.refund) await this.deps.jobs.send('refund-event', parsed.refund, { tx });
    });
  }

  /**
   * The job of a payment event: credit a captured payment's order, mark a failed one's. `log` is
   * the job's own (its lines carry the job's id); each line also names the order.
   */
  async applyPaymentEvent(event: PaymentEvent, jobLog: JobLog = this.deps.log): Promise<void> {
    const { db } = this.deps;
    // The order id as the API and the provider name it (the row's own id is internal).
    const log = logWith(jobLog, { orderId: event.providerOrderId });
    const order = await findOrderByProviderId(db, event.providerOrderId);
    if (!order) {
      log.warn({ payment: event }, 'a payment event names an order this store never made');
      return;
    }
    if (event.event === 'payment.failed') {
      // Only an order still waiting turns failed; one paid meanwhile stays paid.
      if (order.status === 'created') {
        await setOrderUnpaidStatus(db, order.id, 'failed', plainFailureReason(event.failureReason));
      }
      return;
    }
    // An event that does not say what was paid credits nothing: the reconciliation pass asks the
    // provider about the order and credits it if a matching payment was captured.
    if (event.amount !== order.amount || event.currency !== order.currency) {
      log.error({ payment: event, orderRowId: order.id }, 'a payment does not match its order');
      return;
    }
    const paid = await db.transaction((tx) =>
      markPaidAndCredit(tx, this.deps, order, { id: event.paymentId, method: event.method }),
    );
    if (paid.credited) countCredited(this.deps.metrics, 'payment-event');
    if (paid.order.status === 'refunding') {
      log.warn({ paymentId: event.paymentId }, 'a payment came in after its account closed');
    }
  }

  /**
   * The job of a payment taken in after its account closed (ADR 31): the provider refunds it in
   * full, keyed by the order so that a retry after a lost answer refunds nothing more, and the
   * order turns `refunded`. A provider that does not answer fails the try; the queue retries.
   */
  async refund(orderId: string, jobLog: JobLog = this.deps.log): Promise<void> {
    const { db, provider } = this.deps;
    const order = await findOrderById(db, orderId);
    if (order?.status !== 'refunding' || !order.paymentId) return;
    const refund = await provider.refund(
      { id: order.paymentId, amount: order.amount, currency: order.currency },
      order.id,
    );
    await setOrderRefunded(db, order.id, refund.id);
    logWith(jobLog, { orderId: order.providerOrderId }).info(
      { refundId: refund.id },
      'a payment that came in after its account closed was refunded',
    );
  }
}

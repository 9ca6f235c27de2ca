import { z } from 'zod';
import type { JobPayloads } from '../../jobs';
import { hmacHex, signatureMatches } from './payment-provider';

/** X-Razorpay-Signature: HMAC-SHA256 of the exact bytes received, with the webhook secret. */
export function webhookSignatureValid(secret: string, body: Buffer, signature: string): boolean {
  return signatureMatches(hmacHex(secret, body), signature);
}

const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100).nullable().optional(),
  amount: z.number().int().optional(),
  currency: z.string().max(8).optional(),
  error_description: z.string().max(500).nullable().optional(),
  method: z.string().max(40).nullable().optional(),
});

const refundEntity = z.object({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  amount: z.number().int(),
});

const eventSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string().min(1).max(100) }) }).optional(),
    })
    .optional(),
});

const handledEvents = ['payment.captured', 'order.paid', 'payment.failed'] as const;
type HandledEvent = (typeof handledEvents)[number];
const isHandled = (name: string): name is HandledEvent =>
  (handledEvents as readonly string[]).includes(name);

export interface ParsedWebhook {
  name: string;
  /** The job to run; absent for events the store does not act on. */
  work?: z.input<JobPayloads['payment-event']>;
  /** A refund Razorpay made (`refund.processed`): the refund job's work (ADR 55). */
  refund?: z.input<JobPayloads['refund-event']>;
}

/** A Razorpay event as the payment-event job takes it; null when the body is no Razorpay event. */
export function parseWebhook(body: Buffer): ParsedWebhook | null {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { event: name, payload } = parsed.data;
  const payment = payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? payload?.order?.entity.id;
  const refund = payload?.refund?.entity;
  if (name === 'refund.processed' && refund && providerOrderId) {
    return {
      name,
      refund: {
        providerOrderId,
        paymentId: refund.payment_id,
        refundId: refund.id,
        amount: refund.amount,
      },
    };
  }
  if (!isHandled(name) || !payment || !providerOrderId) return { name };
  return {
    name,
    work: {
      event: name,
      providerOrderId,
      paymentId: payment.id,
      amount: payment.amount ?? null,
      currency: payment.currency ?? null,
      failureReason: payment.error_description ?? null,
      method: payment.method ?? null,
    },
  };
}

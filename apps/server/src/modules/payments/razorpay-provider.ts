import { z } from 'zod';
import type { PaymentsConfig } from '../../config/env';
import {
  checkoutSignature,
  ProviderUnavailableError,
  signatureMatches,
  type NewProviderOrder,
  type PaymentProviderClient,
  type PaymentToRefund,
  type ProviderPayment,
} from './payment-provider';

type RazorpaySettings = NonNullable<PaymentsConfig['razorpay']>;

/** A slow provider must not hold a request, a job or the reconciliation pass for long. */
const REQUEST_TIMEOUT_MS = 10_000;

const orderSchema = z.object({ id: z.string(), amount: z.number(), currency: z.string() });

const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  amount: z.number(),
  currency: z.string(),
  error_description: z.string().nullable().optional(),
  method: z.string().max(40).nullable().optional(),
});

const collectionSchema = z.object({ items: z.array(paymentSchema) });

const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  currency: z.string(),
});

const toPayment = (payment: z.infer<typeof paymentSchema>, orderId: string): ProviderPayment => ({
  id: payment.id,
  orderId: payment.order_id ?? orderId,
  status: payment.status,
  amount: payment.amount,
  currency: payment.currency,
  errorDescription: payment.error_description ?? null,
  method: payment.method ?? null,
});

/** An answer of another shape than Razorpay documents is no answer to act on. */
function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ProviderUnavailableError(
      `Razorpay answered an unexpected shape: ${result.error.message}`,
    );
  }
  return result.data;
}

/** Razorpay's Orders and Payments API (https://razorpay.com/docs/api/), with basic auth. */
export class RazorpayProvider implements PaymentProviderClient {
  readonly name = 'razorpay';
  readonly onlyMethod = null;

  constructor(private readonly settings: RazorpaySettings) {}

  get keyId(): string {
    return this.settings.keyId;
  }

  async createOrder(order: NewProviderOrder): Promise<{ id: string }> {
    const created = parse(
      orderSchema,
      await this.request('POST', '/orders', {
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        notes: order.notes,
        // Authorized payments are captured at once, so an order is paid when checkout says so.
        payment_capture: 1,
      }),
    );
    if (created.amount !== order.amount || created.currency !== order.currency) {
      throw new ProviderUnavailableError(
        `Razorpay made order ${created.id} for ${created.amount} ${created.currency}, not ` +
          `${order.amount} ${order.currency}.`,
      );
    }
    return { id: created.id };
  }

  async paymentsOf(providerOrderId: string): Promise<ProviderPayment[]> {
    const path = `/orders/${encodeURIComponent(providerOrderId)}/payments`;
    const { items } = parse(collectionSchema, await this.request('GET', path));
    return items.map((payment) => toPayment(payment, providerOrderId));
  }

  async capture(payment: ProviderPayment): Promise<ProviderPayment> {
    const path = `/payments/${encodeURIComponent(payment.id)}/capture`;
    const body = { amount: payment.amount, currency: payment.currency };
    return toPayment(parse(paymentSchema, await this.request('POST', path, body)), payment.orderId);
  }

  /**
   * A normal refund of the whole amount (`POST /payments/{id}/refund`). `X-Refund-Idempotency`
   * makes a retry with the same key and body answer the first refund instead of making another.
   */
  async refund(payment: PaymentToRefund, key: string): Promise<{ id: string }> {
    const path = `/payments/${encodeURIComponent(payment.id)}/refund`;
    const body = { amount: payment.amount, speed: 'normal' };
    const refund = parse(
      refundSchema,
      await this.request('POST', path, body, { 'x-refund-idempotency': key }),
    );
    if (refund.payment_id !== payment.id || refund.amount !== payment.amount) {
      throw new ProviderUnavailableError(
        `Razorpay answered refund ${refund.id} of ${refund.amount} for ${refund.payment_id}, not ` +
          `${payment.amount} for ${payment.id}.`,
      );
    }
    return { id: refund.id };
  }

  checkoutSignatureValid(providerOrderId: string, paymentId: string, signature: string): boolean {
    const expected = checkoutSignature(this.settings.keySecret, providerOrderId, paymentId);
    return signatureMatches(expected, signature);
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const { keyId, keySecret, apiUrl } = this.settings;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`Razorpay did not answer ${method} ${path}.`, {
        cause: error,
      });
    }
    const text = await response.text();
    if (!response.ok) {
      throw new ProviderUnavailableError(
        `Razorpay answered ${response.status} to ${method} ${path}: ${text.slice(0, 300)}`,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ProviderUnavailableError(`Razorpay answered ${method} ${path} with no JSON.`, {
        cause: error,
      });
    }
  }
}

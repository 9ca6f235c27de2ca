import { randomBytes } from 'node:crypto';
import type { Secrets } from '../../config/secrets';
import type { Db, Tx } from '../../db/database';
import {
  checkoutSignature,
  hmacHex,
  signatureMatches,
  type PaymentProviderClient,
  type PaymentToRefund,
  type ProviderPayment,
} from './payment-provider';
import {
  insertSandboxPayment,
  moveSandboxPayment,
  sandboxPaymentsOf,
  type SandboxPaymentRow,
} from './payments.repository';

/** The key id checkout would open with; the sandbox has no real one. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** What the sandbox says of a payment the tester chose to fail, in Razorpay's words. */
export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'The test payment was declined.',
  reason: 'payment_failed',
} as const;

/** The method the sandbox reports for its payments, which receipts name as a test payment. */
export const SANDBOX_PAYMENT_METHOD = 'sandbox';

/** An id shaped like Razorpay's: a prefix and 14 letters and digits. */
export function providerId(prefix: 'order' | 'pay'): string {
  return `${prefix}_${randomBytes(7).toString('hex')}`;
}

/**
 * The sandbox's signing secret, derived from the session secret (kept under DATA_DIR or set in the
 * environment), so it survives restarts and never leaves the server: the browser cannot sign.
 */
export function sandboxSigningSecret(secrets: Pick<Secrets, 'jwtSecret'>): string {
  return hmacHex(secrets.jwtSecret, 'frameshop sandbox payments');
}

const toPayment = (row: SandboxPaymentRow): ProviderPayment => ({
  id: row.id,
  orderId: row.providerOrderId,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  errorDescription: row.status === 'failed' ? SANDBOX_FAILURE.description : null,
  method: SANDBOX_PAYMENT_METHOD,
});

/**
 * The provider of the embedded default: no keys, no network, no money. It keeps its payments in
 * its own table, as Razorpay keeps them in its books, so verification, the payment event and the
 * reconciliation pass walk the same path as with Razorpay.
 */
export class SandboxProvider implements PaymentProviderClient {
  readonly name = 'sandbox';
  readonly keyId = SANDBOX_KEY_ID;
  readonly onlyMethod = SANDBOX_PAYMENT_METHOD;

  constructor(
    private readonly db: Db,
    private readonly signingSecret: string,
  ) {}

  async createOrder(): Promise<{ id: string }> {
    return { id: providerId('order') };
  }

  async paymentsOf(providerOrderId: string): Promise<ProviderPayment[]> {
    return (await sandboxPaymentsOf(this.db, providerOrderId)).map(toPayment);
  }

  async capture(payment: ProviderPayment): Promise<ProviderPayment> {
    const row = await moveSandboxPayment(this.db, payment.id, 'authorized', 'captured');
    if (!row) throw new Error(`The sandbox has no payment ${payment.id}.`);
    return toPayment(row);
  }

  /** Marks the payment refunded; one refund per payment, so its id follows from the payment's. */
  async refund(payment: PaymentToRefund): Promise<{ id: string }> {
    const row = await moveSandboxPayment(this.db, payment.id, 'captured', 'refunded');
    if (row?.status !== 'refunded') {
      throw new Error(`The sandbox has no captured payment ${payment.id} to refund.`);
    }
    return { id: `rfnd_${payment.id.replace(/^pay_/, '')}` };
  }

  checkoutSignatureValid(providerOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.sign(providerOrderId, paymentId), signature);
  }

  /** Plays checkout for an order: records a captured or a failed payment in `tx`. */
  async pay(
    tx: Tx,
    order: { providerOrderId: string; amount: number; currency: string },
    outcome: 'paid' | 'failed',
  ): Promise<{ payment: ProviderPayment; signature: string }> {
    const row: SandboxPaymentRow = {
      id: providerId('pay'),
      providerOrderId: order.providerOrderId,
      status: outcome === 'paid' ? 'captured' : 'failed',
      amount: order.amount,
      currency: order.currency,
      createdAt: new Date(),
    };
    await insertSandboxPayment(tx, row);
    return { payment: toPayment(row), signature: this.sign(order.providerOrderId, row.id) };
  }

  private sign(providerOrderId: string, paymentId: string): string {
    return checkoutSignature(this.signingSecret, providerOrderId, paymentId);
  }
}

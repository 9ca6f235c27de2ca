import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '@frameshop/contract';

/** A payment as the provider's Payments API describes it (Razorpay's statuses). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** Paise. */
  amount: number;
  currency: string;
  /** Why it failed, in the provider's words; null otherwise. */
  errorDescription: string | null;
  /** How it was paid, in Razorpay's words (`upi`, `card`, `netbanking`…); null if not said. */
  method: string | null;
}

/** A captured payment to give back: the provider's id, and its whole amount (paise). */
export interface PaymentToRefund {
  id: string;
  amount: number;
  currency: string;
}

export interface NewProviderOrder {
  /** Paise. */
  amount: number;
  currency: string;
  /** Our own order id, so the provider's dashboard leads back to the row. */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * Where credit packs are paid: Razorpay's Orders and Payments API, or the sandbox that plays it.
 * The service talks to this and never to either one directly.
 */
export interface PaymentProviderClient {
  readonly name: PaymentProvider;
  /** The public key id checkout opens with. */
  readonly keyId: string;
  /** The method every payment of this provider has (the sandbox's); null when each says its own. */
  readonly onlyMethod: string | null;
  createOrder(order: NewProviderOrder): Promise<{ id: string }>;
  /** Every payment attempted on an order, as the provider knows them now. */
  paymentsOf(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Captures an authorized payment for its full amount; answers the payment afterwards. */
  capture(payment: ProviderPayment): Promise<ProviderPayment>;
  /**
   * Refunds a captured payment in full; answers the provider's refund id. Asked again with the
   * same `key` (a retry after a lost answer), it answers the same refund and refunds nothing more.
   */
  refund(payment: PaymentToRefund, key: string): Promise<{ id: string }>;
  /** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(providerOrderId: string, paymentId: string, signature: string): boolean;
}

/** The provider did not answer, or answered with an error: nothing about the order is known. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** HMAC-SHA256 of `data` with `secret`, in lower-case hex, as Razorpay signs. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** The signature checkout hands the page for a paid order. */
export function checkoutSignature(secret: string, providerOrderId: string, paymentId: string) {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  // Unequal lengths end early; a length is no secret (every valid signature has 64 digits).
  return a.length === b.length && timingSafeEqual(a, b);
}

import { z } from 'zod';
import { defineEndpoints, noBody, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { text } from './fields';
import { creditPurchaseItemSchema } from './user-profile';

/**
 * Buying credit packs (catalogue-and-commerce spec, sections 2, 3, 4, 7, 8, 9). The server picks the
 * pack and the amount, keeps the order, verifies the provider's signature against its own record, and
 * credits each payment exactly once, whichever of the browser, the webhook or the reconciliation
 * pass gets there first. Amounts are in paise (1/100 rupee), as Razorpay counts them.
 */

export const paymentProviderSchema = z.enum(['razorpay', 'sandbox']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentOrderStatusSchema = creditPurchaseItemSchema.shape.status;

/** While verification has not answered, the page asks for the order's status this often. */
export const PAYMENT_STATUS_POLL_MS = 2000;

export const PaymentMessage = {
  loginToBuy: 'Please log in to purchase credits',
  razorpayNotLoaded: 'Razorpay is not loaded. Please refresh the page and try again.',
  paymentError: 'Payment Error',
  failedToInitiate: 'Failed to initiate payment. Please try again.',
  verificationFailedContactSupport: 'Payment verification failed. Please contact support.',
  paymentSuccessful: 'Payment Successful!',
  confirming: 'Confirming your payment…',
  sandboxTitle: 'Test payment — no money moves',
  unknownPack: 'Choose one of the credit packs on offer.',
  orderNotFound: 'Payment order not found',
  signatureInvalid: 'The payment signature is not valid.',
  providerUnavailable: 'The payment provider did not answer. Please try again in a moment.',
  refundedAccountClosed:
    'This account was closed before the payment arrived, so no credits were added. The payment ' +
    'is being refunded to where it came from.',
} as const;

export function tooManyOpenOrdersMessage(openOrders: number): string {
  return (
    `You have ${openOrders} payments started in the last hour that are not finished. ` +
    'Complete one of them, or try again later.'
  );
}

/** 'Payment failed: {description}' */
export function paymentFailedMessage(description: string): string {
  return `Payment failed: ${description}`;
}

/** 'Payment verification failed: {error}. Transaction ID: {id}' */
export function verificationFailedMessage(error: string, transactionId: string): string {
  return `Payment verification failed: ${error}. Transaction ID: ${transactionId}`;
}

const providerId = text().trim().min(1).max(100);

/**
 * A pack by id; the spec's amount, currency and credits are accepted only when they match a pack
 * exactly (rupees, as the spec's client sends them), and nothing else is.
 */
export const createPaymentOrderRequestSchema = z
  .object({
    packId: text().trim().max(40).optional(),
    amount: z.number().optional(),
    currency: text().trim().max(8).optional(),
    credits: z.number().optional(),
  })
  .strict();
export type CreatePaymentOrderRequest = z.input<typeof createPaymentOrderRequestSchema>;

export const paymentOrderSchema = z.object({
  orderId: z.string(),
  packId: z.string(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.string(),
  credits: z.number().int().positive(),
  /** The public key id the checkout opens with (the sandbox's is a fixed test id). */
  keyId: z.string(),
  provider: paymentProviderSchema,
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What checkout hands the page's handler; the spec's credits, amount and currency are ignored. */
export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: text().trim().min(1).max(200),
  credits: z.unknown().optional(),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
});

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  newCreditsBalance: z.number().int().nonnegative(),
  credits: z.number().int().positive(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.string(),
  /** The provider's payment id. */
  transactionId: z.string(),
  /** The order's receipt (`/receipts/{receiptNumber}`). */
  receiptNumber: z.number().int().positive().nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const paymentOrderStatusResponseSchema = z.object({
  orderId: z.string(),
  status: paymentOrderStatusSchema,
  credits: z.number().int().positive(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.string(),
  transactionId: z.string().nullable(),
  /** The balance once the order is paid; null before. */
  newCreditsBalance: z.number().int().nonnegative().nullable(),
  /** The provider's description of a failed payment, when it gave one. */
  failureReason: z.string().nullable(),
  /** The receipt once the order is paid; null before. */
  receiptNumber: z.number().int().positive().nullable(),
});
export type PaymentOrderStatusResponse = z.infer<typeof paymentOrderStatusResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true) });

/** The sandbox plays the provider: the browser says how the test payment ends. */
export const sandboxPaymentRequestSchema = z
  .object({
    orderId: providerId,
    outcome: z.enum(['paid', 'failed']),
  })
  .strict();
export type SandboxPaymentRequest = z.input<typeof sandboxPaymentRequestSchema>;

/** What Razorpay's checkout hands `options.handler`, signed with the sandbox's own secret. */
export const sandboxPaidResponseSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/** What Razorpay's checkout hands a `payment.failed` listener; the order is marked failed. */
export const sandboxFailedResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
  }),
});

export const sandboxPaymentResponseSchema = z.union([
  sandboxPaidResponseSchema,
  sandboxFailedResponseSchema,
]);
export type SandboxPaymentResponse = z.infer<typeof sandboxPaymentResponseSchema>;

/** The owner's refund of a paid credit pack (ADR 55). */
export const packRefundSchema = z.object({
  orderId: z.string(),
  status: z.enum(['refunding', 'refunded']),
  /** The credits taken back: the pack's, or as many as the balance still held. */
  creditsTakenBack: z.number().int().nonnegative(),
  /** The credit note issued; null for an order paid before invoices existed. */
  creditNoteNumber: z.string().nullable(),
});
export type PackRefund = z.infer<typeof packRefundSchema>;

export const PackRefundMessage = {
  notPaid: (status: string) =>
    `Only a paid credit pack can be refunded; this order is ${status === 'refunding' || status === 'refunded' ? 'refunded already' : status}.`,
  reason: 'Credit pack refunded',
} as const;

export const paymentEndpoints = defineEndpoints({
  createRazorpayOrder: postEndpoint('/api/create-razorpay-order', createPaymentOrderRequestSchema, {
    200: paymentOrderSchema,
  }),
  verifyRazorpayPayment: postEndpoint('/api/verify-razorpay-payment', verifyPaymentRequestSchema, {
    200: verifyPaymentResponseSchema,
    404: apiErrorSchema,
    // The order's account was closed before the payment arrived: refunded, never credited.
    409: apiErrorSchema,
  }),
  /** The body is read raw (its HMAC is the signature), so it has no schema here. */
  razorpayWebhook: {
    method: 'POST',
    path: '/api/razorpay-webhook',
    response: { 200: webhookResponseSchema, 404: apiErrorSchema },
  },
  paymentOrder: {
    method: 'GET',
    path: '/api/payment-orders/:orderId',
    params: z.object({ orderId: providerId }),
    response: { 200: paymentOrderStatusResponseSchema },
  },
  /** The owner refunds a paid pack in full: its credits taken back, a credit note, the money returned. */
  adminRefundPack: {
    method: 'POST',
    path: '/api/admin/credit-pack-orders/:orderId/refund',
    params: z.object({ orderId: providerId }),
    body: noBody,
    response: { 200: packRefundSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  creditPurchases: {
    method: 'GET',
    path: '/api/credit-purchases',
    // The same items the profile carries.
    response: { 200: z.object({ creditPurchaseHistory: z.array(creditPurchaseItemSchema) }) },
  },
  /** Only while the sandbox is the provider (404 otherwise); the order must be the caller's. */
  sandboxPayment: postEndpoint('/api/sandbox-payments', sandboxPaymentRequestSchema, {
    200: sandboxPaymentResponseSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  }),
});

import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/**
 * Receipts for paid credit packs. Each paid order gets one, numbered in the order they were paid:
 * 1, 2, 3… with no number skipped or used twice. Amounts are in paise, as orders count them.
 */

export const ReceiptMessage = {
  notFound: 'Receipt not found',
  title: 'Receipt',
  /** What a receipt says of a sale while the store was not registered for GST. */
  notRegistered:
    'The seller is not registered for GST: no GST was charged, and this receipt is no tax invoice.',
} as const;

/** The line a receipt gives its invoice: where the tax invoice is, or that there is none. */
export function receiptInvoiceLine(invoice: { number: string; title: string }): string {
  return invoice.title === 'Tax invoice'
    ? `Tax invoice: No. ${invoice.number}`
    : `${invoice.title} No. ${invoice.number}. ${ReceiptMessage.notRegistered}`;
}

/** How Razorpay names a payment method (`payment.method`), and the sandbox's own. */
const paymentMethodLabels: Readonly<Record<string, string>> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay Later',
  bank_transfer: 'Bank transfer',
  sandbox: 'Test payment (no money moved)',
};

/** The method as a buyer reads it; one the provider has not told yet reads "Razorpay". */
export function paymentMethodLabel(method: string | null): string {
  if (method === null) return 'Razorpay';
  return paymentMethodLabels[method] ?? method;
}

export const receiptNumberSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const receiptSchema = z.object({
  receiptNumber: z.number().int().positive(),
  /** When the payment was credited. */
  issuedAt: z.string(),
  /** The IANA zone the store dates its receipts in (STORE_TIME_ZONE). */
  timeZone: z.string(),
  seller: z.object({
    name: z.string(),
    /** Its lines, as configured in STORE_ADDRESS; empty when none is configured. */
    addressLines: z.array(z.string()),
  }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  packId: z.string(),
  credits: z.number().int().positive(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.string(),
  /** The provider's order and payment ids (`order_…`, `pay_…`). */
  orderId: z.string(),
  paymentId: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  /** Razorpay's `method` (`upi`, `card`…); null until the provider has said. */
  paymentMethod: z.string().nullable(),
  /**
   * The order's tax invoice, or its bill of supply while the store was not registered for GST
   * (ADR 55); null on receipts of payments made before invoices existed.
   */
  invoice: z.object({ number: z.string(), title: z.string() }).nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListSchema = z.object({ receipts: z.array(receiptSchema) });

const receiptParams = z.object({ receiptNumber: receiptNumberSchema });

export const receiptEndpoints = defineEndpoints({
  /** The signed-in buyer's receipts, newest first. */
  receipts: { method: 'GET', path: '/api/receipts', response: { 200: receiptListSchema } },
  /** One receipt of the signed-in buyer; another's and an unknown number are both 404. */
  receipt: {
    method: 'GET',
    path: '/api/receipts/:receiptNumber',
    params: receiptParams,
    response: { 200: receiptSchema },
  },
  /** Any receipt, for the dashboard (behind the admin gate). */
  adminReceipt: {
    method: 'GET',
    path: '/api/admin/receipts/:receiptNumber',
    params: receiptParams,
    response: { 200: receiptSchema },
  },
});

/** The receipt's date and time in the store's zone, which it names: "26 November 2026, 2:05 pm (Asia/Kolkata)". */
export function formatReceiptDate(issuedAt: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(issuedAt));
  return `${when} (${timeZone})`;
}

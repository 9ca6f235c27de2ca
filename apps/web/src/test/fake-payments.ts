import { CREDIT_PACKS } from '@frameshop/contract';
import type {
  CreditPack,
  CreditPurchaseItem,
  PaymentOrder,
  PaymentOrderStatusResponse,
  PublicConfig,
} from '@frameshop/contract';
import { vi } from 'vitest';
import { json, publicConfig, stubApi, userWith } from './fake-api';

type Handler = (request: Request) => Response | Promise<Response>;

interface PaymentsServerOptions {
  credits?: number;
  provider?: PublicConfig['payments']['provider'];
  history?: CreditPurchaseItem[];
  /** The packs on sale, as GET /api/credit-packs answers them; the spec's four by default. */
  packs?: readonly CreditPack[];
  /**
   * Replaces or adds handlers, e.g. a verification that fails; `credit` adds to the balance, as
   * the server does when a payment reaches it some other way (webhook, reconciliation).
   */
  handlers?:
    | Record<string, Handler>
    | ((server: { credit: (credits: number) => number }) => Record<string, Handler>);
}

/**
 * A signed-in user's payments API as the server answers it: the packs on sale, orders priced from
 * them, the sandbox's signed payment or failure, verification crediting the balance, and order
 * status.
 */
export function paymentsServer({
  credits = 1250,
  provider = 'sandbox',
  history = [],
  packs = CREDIT_PACKS,
  handlers = {},
}: PaymentsServerOptions = {}) {
  let balance = credits;
  let receiptsIssued = 0;
  let orderCount = 0;
  const orders = new Map<string, PaymentOrder>();
  const credit = (added: number) => (balance += added);
  const fetchMock = stubApi({
    'GET /api/profile': () =>
      json(200, userWith({ credits: balance, creditPurchaseHistory: history })),
    'GET /api/public-config': () =>
      json(
        200,
        publicConfig({
          payments: {
            provider,
            checkoutUrl:
              provider === 'razorpay' ? 'https://checkout.razorpay.test/v1/checkout.js' : null,
          },
        }),
      ),
    'GET /api/credit-packs': () => json(200, { packs }),
    'POST /api/create-razorpay-order': async (request) => {
      const { packId } = (await request.json()) as { packId: string };
      const pack = packs.find((candidate) => candidate.id === packId);
      if (!pack) return json(400, { error: 'Choose one of the credit packs on offer.', code: 'X' });
      const order: PaymentOrder = {
        orderId: `order_${++orderCount}`,
        packId,
        amount: pack.priceInr * 100,
        currency: 'INR',
        credits: pack.credits,
        keyId: 'rzp_test_key',
        provider,
      };
      orders.set(order.orderId, order);
      return json(200, order);
    },
    'POST /api/sandbox-payments': async (request) => {
      const { orderId, outcome } = (await request.json()) as { orderId: string; outcome: string };
      if (outcome === 'failed') {
        return json(200, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined', reason: 'test' },
        });
      }
      return json(200, {
        razorpay_order_id: orderId,
        razorpay_payment_id: `pay_${orderId}`,
        razorpay_signature: 'signed',
      });
    },
    'POST /api/verify-razorpay-payment': async (request) => {
      const payment = (await request.json()) as {
        razorpay_order_id: string;
        razorpay_payment_id: string;
      };
      const order = orders.get(payment.razorpay_order_id);
      if (!order) return json(404, { error: 'Payment order not found', code: 'NOT_FOUND' });
      balance += order.credits;
      return json(200, {
        success: true,
        newCreditsBalance: balance,
        credits: order.credits,
        amount: order.amount,
        currency: 'INR',
        transactionId: payment.razorpay_payment_id,
        receiptNumber: (receiptsIssued += 1),
      });
    },
    ...(typeof handlers === 'function' ? handlers({ credit }) : handlers),
  });
  return fetchMock;
}

/** A GET /api/payment-orders/:id answer. */
export function orderStatus(
  changes: Partial<PaymentOrderStatusResponse> = {},
): PaymentOrderStatusResponse {
  return {
    orderId: 'order_1',
    status: 'created',
    credits: 500,
    amount: 39900,
    currency: 'INR',
    transactionId: null,
    newCreditsBalance: null,
    failureReason: null,
    receiptNumber: null,
    ...changes,
  };
}

/** A network failure, as fetch reports it. */
export function offline(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

/** The parts of checkout.js's options and events a test reads (shared test code knows no feature). */
interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  handler: (response: {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }) => void;
  modal: { ondismiss: () => void };
  prefill: { name?: string; email?: string };
}
interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

/**
 * `window.Razorpay` as checkout.js defines it, recording each checkout so a test can act as the
 * buyer: pay (the handler), fail (payment.failed) or close (ondismiss).
 */
export function fakeRazorpay() {
  const checkouts: {
    options: RazorpayOptions;
    opened: boolean;
    fail: (failure: RazorpayFailure) => void;
  }[] = [];
  const Razorpay = vi.fn(function (this: unknown, options: RazorpayOptions) {
    const listeners: ((failure: RazorpayFailure) => void)[] = [];
    const checkout = {
      options,
      opened: false,
      fail: (failure: RazorpayFailure) => listeners.forEach((listener) => listener(failure)),
    };
    checkouts.push(checkout);
    return {
      open: () => {
        checkout.opened = true;
      },
      on: (_event: string, listener: (failure: RazorpayFailure) => void) => {
        listeners.push(listener);
      },
    };
  });
  vi.stubGlobal('Razorpay', Razorpay);
  return { Razorpay, checkouts, last: () => checkouts[checkouts.length - 1]! };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An order as Razorpay's Orders API keeps it; `payment_capture` is what the store asked for. */
export interface LocalOrder {
  id: string;
  entity: 'order';
  /** Paise. */
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
  payment_capture: unknown;
}

/** A payment as Razorpay's Payments API and its webhooks describe it. */
export interface LocalPayment {
  id: string;
  entity: 'payment';
  /** Paise. */
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'upi';
  /** Paise given back so far. */
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

/** A refund as Razorpay's Refunds API describes it (a normal refund, processed at once here). */
export interface LocalRefund {
  id: string;
  entity: 'refund';
  /** Paise. */
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

export type LocalPaymentStatus = Exclude<LocalPayment['status'], 'refunded'>;
export type LocalWebhookEvent = 'payment.captured' | 'order.paid' | 'payment.failed';

export interface ReceivedRequest {
  method: string;
  path: string;
  /** Whether the request carried basic auth with this stand-in's key id and secret. */
  authorized: boolean;
  body: unknown;
}

export interface LocalRazorpay {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `${url}/v1`, for RAZORPAY_API_URL. */
  apiUrl: string;
  /** `${url}/v1/checkout.js`, for RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The server's environment variables pointing at this stand-in. */
  env(): Record<string, string>;
  /** Orders made through the API, by id. */
  orders: Map<string, LocalOrder>;
  /** Refunds made through the API, by id. */
  refunds: Map<string, LocalRefund>;
  /** Records a payment on an order as if the buyer paid at Razorpay (captured, authorized or failed). */
  pay(
    orderId: string,
    status?: LocalPaymentStatus,
    overrides?: { amount?: number; currency?: string },
  ): LocalPayment;
  /** Checkout's signature for a payment: HMAC-SHA256 hex of `order_id|payment_id` with the key secret. */
  signCheckout(orderId: string, paymentId: string): string;
  /**
   * Posts a signed webhook for a payment to `targetUrl` (the store's /api/razorpay-webhook), with
   * x-razorpay-event-id (given or fresh) and X-Razorpay-Signature (given, or the right one).
   */
  sendWebhook(
    targetUrl: string,
    event: LocalWebhookEvent,
    payment: LocalPayment,
    options?: { eventId?: string; signature?: string },
  ): Promise<Response>;
  /** The body and headers `sendWebhook` would post, for callers that deliver it themselves. */
  webhook(
    event: LocalWebhookEvent,
    payment: LocalPayment,
    options?: { eventId?: string; signature?: string },
  ): { body: string; headers: Record<string, string> };
  /**
   * Refunds a captured payment as the owner would at Razorpay's dashboard (`amount` paise, all of
   * it by default), and posts the signed `refund.processed` event to `targetUrl`.
   */
  refundAtDashboard(
    targetUrl: string,
    payment: LocalPayment,
    amount?: number,
  ): Promise<{ refund: LocalRefund; answer: Response }>;
  /** Requests received by the API (not checkout.js), oldest first, for assertions. */
  requests: ReceivedRequest[];
  /**
   * While set, every API call answers this status with Razorpay's server error, as during an
   * outage; null (the default) answers normally.
   */
  failApiWith(status: number | null): void;
  close(): Promise<void>;
}

/** What checkout says of a payment the buyer chose to fail, in Razorpay's words. */
export const LOCAL_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment declined by the bank',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

const KEY_ID = 'rzp_test_localstandin01';
const KEY_SECRET = 'local-razorpay-key-secret';
const WEBHOOK_SECRET = 'local-razorpay-webhook-secret';

/** An id shaped like Razorpay's: a prefix and 14 letters and digits. */
const razorpayId = (prefix: 'order' | 'pay' | 'evt' | 'rfnd') =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, '').slice(0, 14).padEnd(14, '0')}`;

const unixNow = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay's error answer. */
function errorBody(
  code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR',
  description: string,
  field?: string,
): object {
  return {
    error: {
      code,
      description,
      source: code === 'SERVER_ERROR' ? 'internal' : 'business',
      step: 'payment_initiation',
      reason: code === 'SERVER_ERROR' ? 'server_error' : 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(JSON.stringify(body));
  }
}

const badRequest = (description: string, field?: string) =>
  new ApiError(400, errorBody('BAD_REQUEST_ERROR', description, field));

/** The order's public shape: what the Orders API answers (without the request-only field). */
function orderAnswer(order: LocalOrder): Omit<LocalOrder, 'payment_capture'> {
  const { payment_capture: _capture, ...answer } = order;
  return answer;
}

/**
 * Razorpay at its network boundary, for server tests and the browser journeys: the Orders,
 * Payments and Refunds API (`POST /v1/orders`, `GET /v1/orders`, `GET /v1/orders/{id}/payments`,
 * `POST /v1/payments/{id}/capture`, `POST /v1/payments/{id}/refund` with `X-Refund-Idempotency`)
 * with basic auth and Razorpay's error shapes, a checkout.js that opens an in-page dialog and hands
 * the page's handler a correctly signed payment, and a webhook sender. Plain node:http on loopback,
 * free of test-runner imports, so the end-to-end stack can run it in its own process.
 */
export async function startLocalRazorpay(options: { port?: number } = {}): Promise<LocalRazorpay> {
  const orders = new Map<string, LocalOrder>();
  const payments = new Map<string, LocalPayment>();
  const refunds = new Map<string, LocalRefund>();
  /** Refunds by their idempotency key, with the body that made them. */
  const refundsByKey = new Map<string, { body: string; refund: LocalRefund }>();
  const requests: ReceivedRequest[] = [];
  let outageStatus: number | null = null;
  let url = '';

  const signCheckout = (orderId: string, paymentId: string) =>
    hmacHex(KEY_SECRET, `${orderId}|${paymentId}`);

  function pay(
    orderId: string,
    status: LocalPaymentStatus = 'captured',
    overrides: { amount?: number; currency?: string } = {},
  ): LocalPayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The local Razorpay has no order ${orderId}.`);
    const failed = status === 'failed';
    const payment: LocalPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: overrides.amount ?? order.amount,
      currency: overrides.currency ?? order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: 'Frameshop credits',
      vpa: 'buyer@okbank',
      email: 'buyer@example.com',
      contact: '+919000000000',
      notes: {},
      fee: status === 'captured' ? Math.round(order.amount * 0.02) : null,
      tax: status === 'captured' ? 0 : null,
      error_code: failed ? LOCAL_DECLINE.code : null,
      error_description: failed ? LOCAL_DECLINE.description : null,
      error_source: failed ? LOCAL_DECLINE.source : null,
      error_step: failed ? LOCAL_DECLINE.step : null,
      error_reason: failed ? LOCAL_DECLINE.reason : null,
      created_at: unixNow(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (payment.status === 'captured') markOrderPaid(order, payment);
    return payment;
  }

  function markOrderPaid(order: LocalOrder, payment: LocalPayment) {
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
  }

  function webhook(
    event: LocalWebhookEvent,
    payment: LocalPayment,
    webhookOptions: { eventId?: string; signature?: string } = {},
  ) {
    const order = orders.get(payment.order_id);
    const withOrder = event === 'order.paid' && order;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_LocalStandIn01',
      event,
      contains: withOrder ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(withOrder ? { order: { entity: orderAnswer(order) } } : {}),
      },
      created_at: unixNow(),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': webhookOptions.eventId ?? razorpayId('evt'),
        'x-razorpay-signature': webhookOptions.signature ?? hmacHex(WEBHOOK_SECRET, body),
      },
    };
  }

  // ── The API ────────────────────────────────────────────────────────────────────────────────────

  function authorized(request: IncomingMessage): boolean {
    const header = request.headers.authorization ?? '';
    const match = /^Basic\s+(.+)$/i.exec(header);
    if (!match?.[1]) return false;
    const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
    const expected = Buffer.from(`${KEY_ID}:${KEY_SECRET}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function createOrder(body: Record<string, unknown>): LocalOrder {
    const { amount, currency, receipt, notes, payment_capture: paymentCapture } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw badRequest('The amount must be an integer.', 'amount');
    }
    if (amount < 100) throw badRequest('The amount must be atleast INR 1.00', 'amount');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      throw badRequest('The currency field is required.', 'currency');
    }
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const noteEntries = Object.entries(
      typeof notes === 'object' && notes !== null ? (notes as object) : {},
    );
    if (noteEntries.length > 15 || noteEntries.some(([, v]) => String(v).length > 256)) {
      throw badRequest('The notes may have at most 15 fields of 256 characters.', 'notes');
    }
    const order: LocalOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: Object.fromEntries(noteEntries.map(([k, v]) => [k, String(v)])),
      created_at: unixNow(),
      payment_capture: paymentCapture,
    };
    orders.set(order.id, order);
    return order;
  }

  function capture(paymentId: string, body: Record<string, unknown>): LocalPayment {
    const payment = payments.get(paymentId);
    if (!payment) throw badRequest('The id provided does not exist');
    if (payment.status === 'captured') {
      throw badRequest('This payment has already been captured');
    }
    if (payment.status !== 'authorized') {
      throw badRequest(
        'Only payments which have been authorized and not yet captured can be captured',
      );
    }
    if (body.amount !== payment.amount) {
      throw badRequest('Capture amount must be equal to the amount authorized', 'amount');
    }
    if (body.currency !== undefined && body.currency !== payment.currency) {
      throw badRequest('The currency should be same as the payment currency', 'currency');
    }
    payment.status = 'captured';
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = 0;
    const order = orders.get(payment.order_id);
    if (order) markOrderPaid(order, payment);
    return payment;
  }

  /**
   * A normal refund, processed at once. With a key, the same body again answers the first refund
   * and another body is refused, as Razorpay's idempotent refunds do.
   */
  function refund(paymentId: string, body: Record<string, unknown>, key: string | undefined) {
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) {
        throw badRequest('The idempotency key must be at least 10 characters long.');
      }
      const earlier = refundsByKey.get(key);
      if (earlier) {
        if (earlier.body !== JSON.stringify(body)) {
          throw badRequest('The request body differs from that of the earlier request.');
        }
        return earlier.refund;
      }
    }
    const payment = payments.get(paymentId);
    if (!payment) throw badRequest('The id provided does not exist');
    if (payment.status === 'refunded') {
      throw badRequest('The payment has been fully refunded already');
    }
    if (payment.status !== 'captured') {
      throw badRequest('Refunds can be made only on captured payments');
    }
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      throw badRequest('The amount must be atleast INR 1.00', 'amount');
    }
    if (amount > left) {
      throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    }
    const made: LocalRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: {},
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
    };
    refunds.set(made.id, made);
    if (key !== undefined) refundsByKey.set(key, { body: JSON.stringify(body), refund: made });
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return made;
  }

  function api(
    method: string,
    path: string,
    body: Record<string, unknown>,
    query: URLSearchParams,
    refundKey: string | undefined,
  ): object {
    if (method === 'POST' && path === '/v1/orders') return orderAnswer(createOrder(body));
    if (method === 'GET' && path === '/v1/orders') {
      // Newest first, `count` of them (10 by default, at most 100), as Razorpay lists them.
      const count = Math.min(100, Math.max(1, Number(query.get('count') ?? 10) || 10));
      const items = [...orders.values()].reverse().slice(0, count).map(orderAnswer);
      return { entity: 'collection', count: items.length, items };
    }
    const ordersOf = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (method === 'GET' && ordersOf?.[1]) {
      const orderId = decodeURIComponent(ordersOf[1]);
      if (!orders.has(orderId)) throw badRequest('The id provided does not exist');
      const items = [...payments.values()]
        .filter((payment) => payment.order_id === orderId)
        .sort((a, b) => b.created_at - a.created_at);
      return { entity: 'collection', count: items.length, items };
    }
    const order = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && order?.[1]) {
      const found = orders.get(decodeURIComponent(order[1]));
      if (!found) throw badRequest('The id provided does not exist');
      return orderAnswer(found);
    }
    const captureOf = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && captureOf?.[1]) return capture(decodeURIComponent(captureOf[1]), body);
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundOf?.[1]) {
      return refund(decodeURIComponent(refundOf[1]), body, refundKey);
    }
    throw new ApiError(
      404,
      errorBody('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'),
    );
  }

  // ── Checkout ───────────────────────────────────────────────────────────────────────────────────

  /** What checkout.js posts when the buyer presses Pay or Fail payment in its dialog. */
  function checkoutPayment(outcome: 'pay' | 'fail', body: Record<string, unknown>): object {
    if (body.key !== KEY_ID) throw badRequest('The api key provided is invalid', 'key');
    const orderId = typeof body.order_id === 'string' ? body.order_id : '';
    if (!orders.has(orderId)) throw badRequest('The id provided does not exist', 'order_id');
    if (orders.get(orderId)?.status === 'paid') {
      throw badRequest('Order has already been paid', 'order_id');
    }
    if (outcome === 'fail') {
      const payment = pay(orderId, 'failed');
      return {
        error: { ...LOCAL_DECLINE, metadata: { order_id: orderId, payment_id: payment.id } },
      };
    }
    const payment = pay(orderId, 'captured');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: signCheckout(orderId, payment.id),
    };
  }

  const corsHeaders = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
  };

  function send(response: ServerResponse, status: number, body: object) {
    response.writeHead(status, { 'content-type': 'application/json', ...corsHeaders });
    response.end(JSON.stringify(body));
  }

  async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw badRequest('The request body must be a JSON object.');
    }
    return parsed as Record<string, unknown>;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? 'GET';
    const { pathname: path, searchParams } = new URL(request.url ?? '/', 'http://local');
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders);
      response.end();
      return;
    }
    if (method === 'GET' && path === '/v1/checkout.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        // Loaded by the store's pages from another origin, as checkout.razorpay.com is.
        'cross-origin-resource-policy': 'cross-origin',
        ...corsHeaders,
      });
      response.end(checkoutScript(url));
      return;
    }
    try {
      const body = await readBody(request);
      const checkout = /^\/v1\/checkout\/(pay|fail)$/.exec(path);
      if (method === 'POST' && checkout?.[1]) {
        send(response, 200, checkoutPayment(checkout[1] as 'pay' | 'fail', body));
        return;
      }
      const isAuthorized = authorized(request);
      requests.push({ method, path, authorized: isAuthorized, body });
      if (outageStatus !== null) {
        send(
          response,
          outageStatus,
          errorBody(
            'SERVER_ERROR',
            'We are facing some trouble completing your request at the moment. Please try again shortly.',
          ),
        );
        return;
      }
      if (!isAuthorized) {
        send(response, 401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
        return;
      }
      const refundKey = request.headers['x-refund-idempotency'];
      send(
        response,
        200,
        api(
          method,
          path,
          body,
          searchParams,
          typeof refundKey === 'string' ? refundKey : undefined,
        ),
      );
    } catch (error) {
      if (error instanceof ApiError) send(response, error.status, error.body);
      else send(response, 500, errorBody('SERVER_ERROR', String(error)));
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiUrl = `${url}/v1`;
  const checkoutUrl = `${url}/v1/checkout.js`;

  return {
    url,
    apiUrl,
    checkoutUrl,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    env: () => ({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: apiUrl,
      RAZORPAY_CHECKOUT_URL: checkoutUrl,
    }),
    orders,
    refunds,
    pay,
    signCheckout,
    webhook,
    sendWebhook: (targetUrl, event, payment, webhookOptions) => {
      const { body, headers } = webhook(event, payment, webhookOptions);
      return fetch(targetUrl, { method: 'POST', headers, body });
    },
    refundAtDashboard: (targetUrl, payment, amount) => {
      const made = refund(payment.id, amount === undefined ? {} : { amount }, undefined);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_LocalStandIn01',
        event: 'refund.processed',
        contains: ['refund', 'payment'],
        payload: { refund: { entity: made }, payment: { entity: payments.get(payment.id) } },
        created_at: unixNow(),
      });
      const headers = {
        'content-type': 'application/json',
        'x-razorpay-event-id': razorpayId('evt'),
        'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
      };
      return fetch(targetUrl, { method: 'POST', headers, body }).then((answer) => ({
        refund: made,
        answer,
      }));
    },
    requests,
    failApiWith: (status) => {
      outageStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets (fetch's) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

/**
 * checkout.js as the page sees it: `new Razorpay(options)`, `.on('payment.failed', cb)` and
 * `.open()`, which shows an in-page dialog with the amount and the order. Pay records a captured
 * payment here and hands `options.handler` the signed answer; Fail payment records a failed one
 * and calls the payment.failed listeners, keeping the dialog open for another try, as Razorpay
 * does; Close calls `options.modal.ondismiss`. Built with DOM calls only: the store's policy
 * admits this script but no inline code.
 */
function checkoutScript(baseUrl: string): string {
  return `(() => {
  'use strict';
  const base = ${JSON.stringify(baseUrl)};
  const rupees = (paise, currency) =>
    (currency === 'INR' ? '\\u20b9' : currency + ' ') + (paise / 100).toFixed(2);
  class Razorpay {
    constructor(options) {
      if (!options || !options.key || !options.order_id) {
        throw new Error('Razorpay: key and order_id are required');
      }
      this.options = options;
      this.failedListeners = [];
      this.dialog = null;
    }
    on(event, callback) {
      if (event === 'payment.failed') this.failedListeners.push(callback);
    }
    close() {
      if (this.dialog) this.dialog.remove();
      this.dialog = null;
    }
    open() {
      const options = this.options;
      this.close();
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Razorpay Checkout');
      dialog.style.cssText =
        'position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);z-index:2147483647;' +
        'background:#fff;color:#111;border:1px solid #888;border-radius:8px;padding:16px;' +
        'min-width:280px;font:14px sans-serif;box-shadow:0 8px 32px rgba(0,0,0,.3)';
      const line = (text) => {
        const p = document.createElement('p');
        p.textContent = text;
        p.style.margin = '0 0 8px';
        dialog.append(p);
        return p;
      };
      line(options.name || 'Razorpay Checkout').style.fontWeight = 'bold';
      if (options.description) line(options.description);
      line('Amount: ' + rupees(options.amount, options.currency));
      line('Order: ' + options.order_id);
      const status = line('');
      status.setAttribute('role', 'status');
      const buttons = [];
      const button = (label, onClick) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.style.marginRight = '8px';
        b.addEventListener('click', onClick);
        buttons.push(b);
        dialog.append(b);
      };
      const busy = (on) => buttons.forEach((b) => (b.disabled = on));
      const post = (outcome) =>
        fetch(base + '/v1/checkout/' + outcome, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: options.order_id, key: options.key }),
        }).then((r) => r.json());
      button('Pay', () => {
        busy(true);
        post('pay').then((answer) => {
          if (answer.error) {
            busy(false);
            status.textContent = answer.error.description;
            return;
          }
          this.close();
          options.handler(answer);
        }, () => {
          busy(false);
          status.textContent = 'Checkout could not reach Razorpay.';
        });
      });
      button('Fail payment', () => {
        busy(true);
        post('fail').then((answer) => {
          busy(false);
          status.textContent = answer.error ? answer.error.description : '';
          if (answer.error && answer.error.reason === 'payment_failed') {
            this.failedListeners.forEach((callback) => callback(answer));
          }
        }, () => {
          busy(false);
          status.textContent = 'Checkout could not reach Razorpay.';
        });
      });
      button('Close', () => {
        this.close();
        if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
      });
      this.dialog = dialog;
      document.body.append(dialog);
    }
  }
  window.Razorpay = Razorpay;
})();
`;
}

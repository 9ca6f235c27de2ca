import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { FastifyInstance } from 'fastify';
import { caller, registerBuyer } from '../test-support/commerce-fixture';
import { postUpload } from '../test-support/upload-fixtures';
import { PACK, PRICE, type ClusterStack } from './cluster-stack';

/** What a step's request answered: an injected response, or a webhook delivery's status. */
export interface Answered {
  statusCode: number;
}

/**
 * How a journey takes its steps. The cluster run sends each once and records a wrong status; a
 * chaos scenario retries what the outage refused, as a browser or Razorpay would.
 */
export interface Steps {
  /** Sends one request (`call`, maybe more than once) and answers the last answer. */
  request<A extends Answered>(what: string, expected: number, call: () => Promise<A>): Promise<A>;
  /** Runs a step of several requests that throws when one fails (a sign-up). */
  flow<T>(what: string, run: () => Promise<T>): Promise<T>;
}

export interface JourneyOptions {
  /** Sends an Idempotency-Key with the spending calls, the same on every retry of one. */
  retrySafe?: boolean;
  /** Told once the buyer has an account, and of the catalogue pages browsed. */
  onSignedUp?(): void;
  onBrowsed?(pages: number): void;
}

export interface Journey {
  buyer: Awaited<ReturnType<typeof registerBuyer>>;
  near: FastifyInstance;
  far: FastifyInstance;
  orderId: string;
  renderId: string;
}

/**
 * One buyer's visit, from `address`, through two API processes (slot n and the next): signs up,
 * browses and pays for a credit pack through one (its order verified through the other, Razorpay's
 * webhook to the first), buys a template, uploads through one and orders the render through the
 * other.
 */
export async function buyerJourney(
  stack: ClusterStack,
  n: number,
  address: string,
  steps: Steps,
  options: JourneyOptions = {},
): Promise<Journey> {
  const { pool } = stack;
  const templateId = String(stack.rendered.id);
  const near = await stack.client(() => pool.urlOf(n), address);
  const far = await stack.client(() => pool.urlOf(n + 1), address);
  // One key per spend, sent again with each retry: a retry after an answer lost to an outage finds
  // the first try's outcome instead of spending again.
  const spendKey = () =>
    options.retrySafe ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : ({} as Record<string, string>);
  const buyer = await steps.flow('a sign-up', () => registerBuyer(near));
  options.onSignedUp?.();
  for (const api of [near, far]) {
    await steps.request('browsing', 200, () =>
      api.inject({ method: 'GET', url: '/api/templates' }),
    );
    await steps.request('a template page', 200, () =>
      api.inject({ method: 'GET', url: `/api/template/${templateId}` }),
    );
    options.onBrowsed?.(2);
  }
  const orderId = await payForCreditPack(
    stack,
    { near, far, webhookTo: () => pool.urlOf(n) },
    buyer.token,
    steps,
  );
  const purchaseKey = spendKey();
  await steps.request('a template purchase', 200, () =>
    caller(near, buyer.token)(
      'POST',
      '/api/purchase-template',
      { templateId: String(stack.bought.id), templateType: 'video', isIndianUser: false },
      purchaseKey,
    ),
  );
  const { renderId } = await orderRender(stack, { near, far }, buyer.token, steps, {
    spendKey: spendKey(),
  });
  return { buyer, near, far, orderId, renderId };
}

/** The two API processes a visitor's requests go through (stand-in balancer hops). */
export interface Route {
  near: FastifyInstance;
  far: FastifyInstance;
}

/** The step name of Razorpay's webhook, the one step sent with fetch rather than injected. */
export const WEBHOOK_STEP = 'a webhook';

/**
 * A credit pack paid through Razorpay: ordered through `near`, paid at Razorpay, checkout's
 * signed answer verified through `far` while Razorpay's webhook goes to `webhookTo()` (both
 * credit the order; it must be credited once). Answers the order's id.
 */
export async function payForCreditPack(
  stack: ClusterStack,
  route: Route & { webhookTo: () => string },
  token: string,
  steps: Steps,
): Promise<string> {
  const { razorpay } = stack;
  const made = await steps.request('a credit order', 200, () =>
    caller(route.near, token)('POST', '/api/create-razorpay-order', { packId: PACK.id }),
  );
  const orderId = made.json().orderId as string;
  const payment = razorpay.pay(orderId);
  await Promise.all([
    steps.request('a verification', 200, () =>
      caller(route.far, token)('POST', '/api/verify-razorpay-payment', {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: razorpay.signCheckout(orderId, payment.id),
      }),
    ),
    steps.request(WEBHOOK_STEP, 200, async () => {
      const hooked = await razorpay.sendWebhook(
        `${route.webhookTo()}/api/razorpay-webhook`,
        'payment.captured',
        payment,
      );
      return { statusCode: hooked.status };
    }),
  ]);
  return orderId;
}

/**
 * A render of the stack's template: the photo uploaded through `near` (or the upload `uploadId`
 * again: the same bytes uploaded twice answer the first upload, 200), the render ordered through
 * `far` with `spendKey`'s headers (an Idempotency-Key when retries must be safe). Answers the
 * render's id and the upload's.
 */
export async function orderRender(
  stack: ClusterStack,
  route: Route,
  token: string,
  steps: Steps,
  options: { spendKey?: Record<string, string>; uploadId?: string } = {},
): Promise<{ renderId: string; uploadId: string }> {
  const uploadId =
    options.uploadId ??
    ((
      await steps.request('an upload', 201, () => postUpload(route.near, token, stack.photo))
    ).json().uploadId as string);
  const ordered = await steps.request('a render order', 201, () =>
    caller(route.far, token)(
      'POST',
      '/api/renders',
      renderOrderOf(stack, uploadId),
      options.spendKey ?? {},
    ),
  );
  return { renderId: ordered.json().render.jobId as string, uploadId };
}

/** The body of `POST /api/renders` for the stack's template at its price, from an upload. */
export function renderOrderOf(stack: Pick<ClusterStack, 'rendered'>, uploadId: string) {
  return { templateId: String(stack.rendered.id), uploadId, placement: {}, expectedPrice: PRICE };
}

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
  const { pool, razorpay } = stack;
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
  const made = await steps.request('a credit order', 200, () =>
    caller(near, buyer.token)('POST', '/api/create-razorpay-order', { packId: PACK.id }),
  );
  const orderId = made.json().orderId as string;
  const payment = razorpay.pay(orderId);
  await Promise.all([
    steps.request('a verification', 200, () =>
      caller(far, buyer.token)('POST', '/api/verify-razorpay-payment', {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: razorpay.signCheckout(orderId, payment.id),
      }),
    ),
    steps.request('a webhook', 200, async () => {
      const hooked = await razorpay.sendWebhook(
        `${pool.urlOf(n)}/api/razorpay-webhook`,
        'payment.captured',
        payment,
      );
      return { statusCode: hooked.status };
    }),
  ]);
  const purchaseKey = spendKey();
  await steps.request('a template purchase', 200, () =>
    caller(near, buyer.token)(
      'POST',
      '/api/purchase-template',
      { templateId: String(stack.bought.id), templateType: 'video', isIndianUser: false },
      purchaseKey,
    ),
  );
  const upload = await steps.request('an upload', 201, () =>
    postUpload(near, buyer.token, stack.photo),
  );
  const orderKey = spendKey();
  const ordered = await steps.request('a render order', 201, () =>
    caller(far, buyer.token)(
      'POST',
      '/api/renders',
      { templateId, uploadId: upload.json().uploadId, placement: {}, expectedPrice: PRICE },
      orderKey,
    ),
  );
  return { buyer, near, far, orderId, renderId: ordered.json().render.jobId as string };
}

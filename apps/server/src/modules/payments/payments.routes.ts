import { paymentEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { currentAdmin } from '../admin';
import { payerOf, TEAM_MANAGERS, signedIn } from '../auth';
import type { PaymentsService } from './payments.service';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

const tags = ['payments'];
const docs = (summary: string, description?: string) => ({
  tags,
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** Buying a credit pack, for signed-in users only (the scope's hook admits no one else). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments },
) => {
  app.route({
    ...routeOf(
      paymentEndpoints.createRazorpayOrder,
      docs(
        'Make an order for a credit pack',
        'Name the pack by `packId`, or by the amount (whole rupees) and credits of exactly one ' +
          'pack; the server sets the amount, in paise.',
      ),
    ),
    handler: async (request) => {
      // A team's pack is bought by its owner or an admin, and credits the team's balance.
      const payer = await payerOf(request, TEAM_MANAGERS);
      const { username } = signedIn(request).user;
      return payments.createOrder(
        { id: payer.accountId, username, memberId: payer.team?.memberId },
        request.body,
        request.log,
      );
    },
  });
  app.route({
    ...routeOf(
      paymentEndpoints.verifyRazorpayPayment,
      docs(
        "Verify checkout's signature and credit the order",
        'Credits each order once, however often it is verified; credits and amounts sent are ignored.',
      ),
    ),
    handler: async (request) =>
      payments.verify((await payerOf(request, TEAM_MANAGERS)).accountId, {
        providerOrderId: request.body.razorpay_order_id,
        paymentId: request.body.razorpay_payment_id,
        signature: request.body.razorpay_signature,
      }),
  });
  app.route({
    ...routeOf(paymentEndpoints.paymentOrder, docs("One of the caller's orders and its status")),
    handler: async (request) =>
      payments.orderStatus(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.params.orderId,
      ),
  });
  app.route({
    ...routeOf(paymentEndpoints.creditPurchases, docs("The caller's credit pack orders")),
    handler: async (request) => ({
      creditPurchaseHistory: await payments.history(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
      ),
    }),
  });
  app.route({
    ...routeOf(
      paymentEndpoints.sandboxPayment,
      docs(
        'Pay or fail an order in the sandbox',
        'Only while the sandbox is the provider (404 otherwise): answers what checkout would.',
      ),
    ),
    handler: async (request) =>
      payments.sandboxPayment(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.body.orderId,
        request.body.outcome,
      ),
  });
};

/** The owner's refunds (the scope's hook admits admin tokens only). */
export const adminPaymentRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments },
) => {
  app.route({
    ...routeOf(paymentEndpoints.adminRefundPack, {
      ...docs(
        'Refund a paid credit pack',
        "In one transaction: the pack's credits taken back (as many as the balance holds), a " +
          'credit note for its invoice, the order `refunding`, and the job that returns the money ' +
          'through the provider. 409 for an order that is not paid (a second refund).',
      ),
      tags: ['admin'],
    }),
    handler: async (request) =>
      payments.refundPack(request.params.orderId, {
        adminUserId: currentAdmin(request).id,
        address: request.ip,
      }),
  });
};

/**
 * Razorpay's webhook. Its signature covers the exact bytes sent, so this scope reads every body
 * as raw bytes, whatever its content type; the answer is given before any crediting is done.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.route({
    ...routeOf(paymentEndpoints.razorpayWebhook, {
      tags,
      summary: "Razorpay's payment events",
      description:
        'Signed with X-Razorpay-Signature over the raw body; replays of an x-razorpay-event-id ' +
        'are ignored. Crediting happens in a job after the answer.',
    }),
    handler: async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await payments.acceptWebhook(
        body,
        headerOf(request.headers['x-razorpay-signature']),
        headerOf(request.headers['x-razorpay-event-id']),
      );
      return { received: true as const };
    },
  });
};

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

import { receiptEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { payerOf, TEAM_MANAGERS } from '../auth';
import type { ReceiptsService } from './receipts.service';

export interface ReceiptsRoutesOptions {
  receipts: ReceiptsService;
}

const docs = (summary: string) => ({
  tags: ['payments'],
  summary,
  security: [{ bearerAuth: [] }],
});

/** The signed-in buyer's receipts (the scope's hook admits no one else). */
export const buyerReceiptRoutes: FastifyPluginAsyncZod<ReceiptsRoutesOptions> = async (
  app,
  { receipts },
) => {
  app.route({
    ...routeOf(receiptEndpoints.receipts, docs("The caller's receipts, newest first")),
    handler: async (request) => ({
      receipts: await receipts.listOf((await payerOf(request, TEAM_MANAGERS)).accountId),
    }),
  });
  app.route({
    ...routeOf(receiptEndpoints.receipt, docs("One of the caller's receipts")),
    handler: async (request) =>
      receipts.ofBuyer(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.params.receiptNumber,
      ),
  });
};

/** Any receipt, for the dashboard (the scope's hook admits admin tokens only). */
export const adminReceiptRoutes: FastifyPluginAsyncZod<ReceiptsRoutesOptions> = async (
  app,
  { receipts },
) => {
  app.route({
    ...routeOf(receiptEndpoints.adminReceipt, { ...docs('Any receipt'), tags: ['admin'] }),
    handler: async (request) => receipts.anyOne(request.params.receiptNumber),
  });
};

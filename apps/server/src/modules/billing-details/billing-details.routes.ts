import { billingDetailsEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { payerOf, TEAM_MANAGERS } from '../auth';
import type { BillingDetailsService } from './billing-details.service';

const docs = (summary: string, description?: string) => ({
  tags: ['payments'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** The signed-in buyer's billing details (the scope's hook admits no one else). */
export const billingDetailsRoutes: FastifyPluginAsyncZod<{
  billing: BillingDetailsService;
}> = async (app, { billing }) => {
  app.route({
    ...routeOf(
      billingDetailsEndpoints.getBillingDetails,
      docs("The caller's billing details, as the next invoice will name them"),
    ),
    handler: async (request) => ({
      billingDetails: await billing.of((await payerOf(request, TEAM_MANAGERS)).accountId),
    }),
  });
  app.route({
    ...routeOf(
      billingDetailsEndpoints.putBillingDetails,
      docs(
        "Set the caller's billing details",
        'Legal name, address, GST state code and an optional GSTIN, whose shape, state and check ' +
          'character are verified (400 naming the field and why). Invoices already issued keep the ' +
          'details they were issued with.',
      ),
    ),
    handler: async (request) => ({
      billingDetails: await billing.save(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.body,
      ),
    }),
  });
};

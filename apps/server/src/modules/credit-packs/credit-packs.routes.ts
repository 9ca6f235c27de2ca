import { adminCreditPackEndpoints, creditPackEndpoints } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { currentAdmin } from '../admin';
import type { CreditPacksService, PackEditor } from './credit-packs.service';

interface CreditPacksRoutesOptions {
  packs: CreditPacksService;
}

/** The packs on sale, for everyone: the pricing and Buy Credits pages list them. */
export const creditPacksRoutes: FastifyPluginAsyncZod<CreditPacksRoutesOptions> = async (
  app,
  { packs },
) => {
  app.route({
    ...routeOf(creditPackEndpoints.list, {
      tags: ['payments'],
      summary: 'The credit packs on sale, in order',
    }),
    handler: async () => ({ packs: await packs.onSale() }),
  });
};

const docs = (summary: string, description?: string) => ({
  tags: ['admin'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

const editorOf = (request: FastifyRequest): PackEditor => ({
  adminUserId: currentAdmin(request).id,
  address: request.ip,
});

/** The owner's packs, for an admin token only (the scope's guard admits no one else). */
export const adminCreditPacksRoutes: FastifyPluginAsyncZod<CreditPacksRoutesOptions> = async (
  app,
  { packs },
) => {
  app.route({
    ...routeOf(
      adminCreditPackEndpoints.list,
      docs(
        'Every credit pack, on sale or not',
        'Each with warnings, such as a savings label its prices contradict.',
      ),
    ),
    handler: async () => ({ packs: await packs.forOwner() }),
  });
  app.route({
    ...routeOf(adminCreditPackEndpoints.add, docs('Add a credit pack, last in the list')),
    handler: async (request, reply) =>
      reply.code(201).send(await packs.add(editorOf(request), request.body)),
  });
  app.route({
    ...routeOf(
      adminCreditPackEndpoints.reorder,
      docs(
        'Put the credit packs in a new order',
        'List every pack, on sale or not, once, first to last: the pricing and Buy Credits pages list those on sale in this order.',
      ),
    ),
    handler: async (request) => ({
      packs: await packs.reorder(editorOf(request), request.body.packIds),
    }),
  });
  app.route({
    ...routeOf(
      adminCreditPackEndpoints.save,
      docs(
        'Change a credit pack',
        'For the next order only: an order made keeps the credits and amount it was made with.',
      ),
    ),
    handler: (request) => packs.save(editorOf(request), request.params.packId, request.body),
  });
};

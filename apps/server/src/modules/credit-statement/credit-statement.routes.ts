import { creditStatementEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { payerOf, TEAM_MANAGERS } from '../auth';
import type { CreditStatementService } from './credit-statement.service';

/** The signed-in user's credit statement (the scope's hook admits no one else). */
export const creditStatementRoutes: FastifyPluginAsyncZod<{
  statement: CreditStatementService;
}> = async (app, { statement }) => {
  app.route({
    ...routeOf(creditStatementEndpoints.creditStatement, {
      tags: ['profile'],
      summary: "The caller's credit changes, newest first, a page at a time",
      description:
        'Every row of the credit ledger: bought, spent, held, refunded, awarded and adjusted. ' +
        'Pass the previous page’s `nextBefore` as `before` for the next one.',
      security: [{ bearerAuth: [] }],
      apiKeyScope: 'read',
    }),
    handler: async (request) =>
      statement.page((await payerOf(request, TEAM_MANAGERS)).accountId, request.query.before),
  });
};

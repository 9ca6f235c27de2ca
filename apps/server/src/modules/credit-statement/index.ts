import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createReceiptsService } from '../receipts';
import { creditStatementRoutes } from './credit-statement.routes';
import { CreditStatementService } from './credit-statement.service';

/** The profile's credit statement: every change of the balance, from the ledger. */
export const creditStatementModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  deps,
) => {
  const statement = new CreditStatementService({
    db: deps.db,
    receipts: createReceiptsService(deps),
  });
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(creditStatementRoutes, { statement });
  });
};

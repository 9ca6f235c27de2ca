import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createReceiptsService } from '../receipts';
import { creditStatementRoutes } from './credit-statement.routes';
import { CreditStatementService } from './credit-statement.service';

/** The statement of an account's ledger, each row explained (a team's statement reads it too). */
export const createCreditStatement = (
  deps: Pick<SharedDependencies, 'db'> & Parameters<typeof createReceiptsService>[0],
) => new CreditStatementService({ db: deps.db, receipts: createReceiptsService(deps) });
export type { CreditStatementService };

/** The profile's credit statement: every change of the balance, from the ledger. */
export const creditStatementModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  deps,
) => {
  const statement = createCreditStatement(deps);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(creditStatementRoutes, { statement });
  });
};

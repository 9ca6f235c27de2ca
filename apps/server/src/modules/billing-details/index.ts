import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { billingDetailsRoutes } from './billing-details.routes';
import { BillingDetailsService } from './billing-details.service';

export { billingDetailsRecords } from './billing-details.service';
export { billingDetailsPersonalData } from './billing-details-personal-data';

/** Who an account's invoices are made out to: its billing details (ADR 55). */
export const billingDetailsModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  deps,
) => {
  const billing = new BillingDetailsService(deps.db);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(billingDetailsRoutes, { billing });
  });
};

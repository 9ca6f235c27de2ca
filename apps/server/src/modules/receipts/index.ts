import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { createSessionHooks } from '../auth';
import { createInvoicesService } from '../invoices';
import { adminReceiptRoutes, buyerReceiptRoutes } from './receipts.routes';
import { ReceiptsService } from './receipts.service';

export { ReceiptsService } from './receipts.service';
export { receiptsPersonalData } from './receipts-personal-data';

type ReceiptsDependencies = Pick<SharedDependencies, 'config' | 'db'> & {
  jobs: Pick<SharedDependencies['jobs'], 'send'>;
};

export function createReceiptsService({ config, db, jobs }: ReceiptsDependencies) {
  return new ReceiptsService({
    db,
    jobs,
    seller: config.seller,
    timeZone: config.storeTimeZone,
    publicUrl: config.publicUrl,
    invoices: createInvoicesService({ config, db }),
  });
}

/** Receipts: the buyer's own, and any one for an admin. */
export const receiptsModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const receipts = createReceiptsService(deps);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(buyerReceiptRoutes, { receipts });
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(adminReceiptRoutes, { receipts });
  });
};

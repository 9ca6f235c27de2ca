import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { createSessionHooks } from '../auth';
import { invoicePdfs } from './invoice-pdfs';
import { adminInvoiceRoutes, buyerInvoiceRoutes } from './invoices.routes';
import { InvoicesService } from './invoices.service';

export { InvoicesService, type OrderInvoice } from './invoices.service';
export { invoicesPersonalData } from './invoices-personal-data';

type InvoicesDependencies = Pick<SharedDependencies, 'config' | 'db'> & {
  /** Now; tests fix it. */
  clock?: () => Date;
};

export function createInvoicesService({ config, db, clock }: InvoicesDependencies) {
  return new InvoicesService({
    db,
    tax: config.tax,
    seller: config.seller,
    timeZone: config.storeTimeZone,
    pdfs: invoicePdfs(),
    clock,
  });
}

/** Tax invoices and credit notes: the buyer's own, and the owner's month (ADR 55). */
export const invoicesModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const invoices = createInvoicesService(deps);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(buyerInvoiceRoutes, { invoices });
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(adminInvoiceRoutes, { invoices });
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobLog } from '../../jobs';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { createSessionHooks } from '../auth';
import { CreditPacksService } from '../credit-packs';
import { createInvoicesService } from '../invoices';
import { createReceiptsService } from '../receipts';
import { UsersService } from '../users';
import type { PaymentProviderClient } from './payment-provider';
import { adminPaymentRoutes, paymentsRoutes, paymentWebhookRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';
import { RazorpayProvider } from './razorpay-provider';
import { SandboxProvider, sandboxSigningSecret } from './sandbox-provider';

export { markPaidAndCredit } from './mark-paid-and-credit';
export type { PaymentsService } from './payments.service';
export { paymentsPersonalData } from './payments-personal-data';

type PaymentsDependencies = Pick<SharedDependencies, 'config' | 'secrets' | 'db'> & {
  jobs: Pick<SharedDependencies['jobs'], 'send'>;
  metrics?: SharedDependencies['metrics'];
  /** Now, as invoices are dated; tests fix it. */
  clock?: () => Date;
};

/** Razorpay when its keys are configured, else the sandbox, which signs with its own secret. */
function createProvider({ config, secrets, db }: PaymentsDependencies): PaymentProviderClient {
  const razorpay = config.payments.razorpay;
  return razorpay
    ? new RazorpayProvider(razorpay)
    : new SandboxProvider(db, sandboxSigningSecret(secrets));
}

/** The payments service, for the routes, the profile's history and the payment jobs. */
export function createPaymentsService(deps: PaymentsDependencies, log: JobLog): PaymentsService {
  return new PaymentsService({
    db: deps.db,
    users: new UsersService(deps.db),
    packs: new CreditPacksService(deps.db),
    provider: createProvider(deps),
    jobs: deps.jobs,
    receipts: createReceiptsService(deps),
    invoices: createInvoicesService(deps),
    webhookSecret: deps.config.payments.razorpay?.webhookSecret ?? null,
    reconcileAfterSeconds: deps.config.payments.reconcileAfterSeconds,
    log,
    metrics: deps.metrics,
  });
}

/** Buying credit packs: orders, verification, the webhook, order status and the history. */
export const paymentsModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const payments = createPaymentsService(deps, app.log);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(paymentsRoutes, { payments });
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(adminPaymentRoutes, { payments });
  });
  // The provider signs its webhook; it carries no session.
  await app.register(paymentWebhookRoutes, { payments });
};

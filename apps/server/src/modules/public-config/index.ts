import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { supportAddressOf } from '../contact';
import { publicConfigRoutes } from './public-config.routes';

/**
 * The settings the browser needs before it renders: the store's address, Google client id, mailbox,
 * support, how packs are paid, the limits a program or a batch meets, analytics.
 */
export const publicConfigModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  { config },
) => {
  await app.register(publicConfigRoutes, {
    publicConfig: {
      publicUrl: config.publicUrl,
      googleClientId: config.google.clientId ?? null,
      devMailbox: !config.mail.smtpUrl,
      phoneVerification: config.sms.verification,
      supportEmail: config.mail.supportEmail,
      contactForm: supportAddressOf(config) !== null,
      taxInvoices: config.tax.gstin !== null,
      // Razorpay's checkout.js when its keys are set; otherwise the built-in sandbox, no script.
      payments: config.payments.razorpay
        ? { provider: 'razorpay', checkoutUrl: config.payments.razorpay.checkoutUrl }
        : { provider: 'sandbox', checkoutUrl: null },
      developers: {
        keyRequestsPerMinute: config.rateLimit.apiKeyMax,
        webhookRetryDelaysSeconds: [...config.webhooks.retryDelaysSeconds],
      },
      batches: {
        maxRows: config.bulk.maxRows,
        maxRunningPerUser: config.bulk.maxRunningPerUser,
      },
      analytics: config.analytics,
    },
  });
};

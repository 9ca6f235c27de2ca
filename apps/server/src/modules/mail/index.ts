import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { devMailboxRoutes } from './dev-mailbox.routes';

export { DevMailbox } from './dev-mailbox';
export { createMailer, isUnreachableAddress, SMTP_TIMEOUTS, type Mailer } from './mailer';
export type { MailRecipientOf } from './mail-recipient';
export type { OutgoingMessage } from './outgoing-message';

/**
 * Outgoing mail and text messages. Outside production the dev mailbox, which stands in for both
 * without providers, is readable at /dev/mailbox.
 */
export const mailModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  if (deps.config.isProduction) return;
  await app.register(devMailboxRoutes, { mailbox: deps.mailbox });
};

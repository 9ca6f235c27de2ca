/** Outgoing mail and text messages, and the dev mailbox that stands in for both without providers. */
export { DevMailbox, type MailboxEntry } from './dev-mailbox';
export { devMailboxRoutes } from './dev-mailbox.routes';
export { createMailer, type Mailer, type OutgoingMessage } from './mailer';

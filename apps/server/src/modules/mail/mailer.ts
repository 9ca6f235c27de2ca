import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { DevMailbox } from './dev-mailbox';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes, when not to the sender (a visitor's message to support). */
  replyTo?: string;
}

/** Sends a message or rejects; callers tell the user when a code could not be sent. */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * How long a mail server may keep the store waiting (nodemailer waits 2 min to connect, 30 s for
 * the greeting and 10 min on a silent socket): a visitor asking for a sign-up code is told within
 * seconds that it could not be sent, and a receipt's try fails soon enough to be retried.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5000,
  greetingTimeout: 5000,
  socketTimeout: 15_000,
} as const;

/**
 * Real SMTP when SMTP_URL is set. Without it (the embedded default) mail goes to the dev mailbox,
 * so a new user can still register by reading the code at /dev/mailbox.
 */
export function createMailer(config: Config, mailbox: DevMailbox, log: FastifyBaseLogger): Mailer {
  if (!config.mail.smtpUrl) return mailbox.asTransport('email', log);
  const transport = nodemailer.createTransport({
    url: config.mail.smtpUrl,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.mail.from, ...message });
    },
  };
}

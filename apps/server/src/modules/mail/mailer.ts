import nodemailer from 'nodemailer';
import type { CallerLog } from '../../observability';
import type { Config } from '../../config/env';
import type { DevMailbox } from './dev-mailbox';
import type { OutgoingMessage } from './outgoing-message';

/**
 * Sends a message or rejects; callers tell the user when a code could not be sent. `log` is the
 * caller's: a request's own logger (its lines name the request) or a job's.
 */
export interface Mailer {
  send(message: OutgoingMessage, log: CallerLog): Promise<void>;
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
export function createMailer(config: Config, mailbox: DevMailbox): Mailer {
  if (!config.mail.smtpUrl) return skippingUnreachable(mailbox.asTransport('email'));
  const transport = nodemailer.createTransport({
    url: config.mail.smtpUrl,
    ...SMTP_TIMEOUTS,
  });
  return skippingUnreachable({
    async send(message) {
      await transport.sendMail({ from: config.mail.from, ...message });
    },
  });
}

/**
 * An address no mail can reach: none at all (a closed account's receipt keeps no address), or one
 * under `.invalid`, the top-level domain reserved never to exist (RFC 2606), where closed accounts'
 * placeholders are (ADR 31).
 */
export function isUnreachableAddress(address: string): boolean {
  const trimmed = address.trim().toLowerCase();
  return trimmed === '' || trimmed.endsWith('.invalid');
}

/**
 * Drops a message to an unreachable address with a line in the log instead of handing it on: a
 * mail server refuses it, and a job would try it again and again for nothing.
 */
function skippingUnreachable(mailer: Mailer): Mailer {
  return {
    async send(message, log) {
      if (isUnreachableAddress(message.to)) {
        log.info({ subject: message.subject }, 'mail to an address no mail can reach not sent');
        return;
      }
      await mailer.send(message, log);
    },
  };
}

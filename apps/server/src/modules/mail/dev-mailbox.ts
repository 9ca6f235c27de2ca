import type { CallerLog } from '../../observability';
import type { OutgoingMessage } from './outgoing-message';

export interface MailboxEntry extends OutgoingMessage {
  channel: 'email' | 'sms';
  sentAt: string;
}

const KEPT_MESSAGES = 50;

/**
 * Where email and SMS go when no provider is configured: kept in memory (newest first) and logged,
 * and listed at /dev/mailbox outside production.
 */
export class DevMailbox {
  private readonly entries: MailboxEntry[] = [];

  list(): readonly MailboxEntry[] {
    return this.entries;
  }

  asTransport(channel: MailboxEntry['channel']) {
    return {
      send: async (message: OutgoingMessage, log: CallerLog) => {
        this.entries.unshift({ ...message, channel, sentAt: new Date().toISOString() });
        this.entries.length = Math.min(this.entries.length, KEPT_MESSAGES);
        log.info(
          { to: message.to, subject: message.subject },
          `dev mailbox: ${channel} queued, read it at /dev/mailbox`,
        );
      },
    };
  }
}

import type { CallerLog } from '../../observability';
import type { OutgoingMessage } from './outgoing-message';

export interface MailboxEntry extends Omit<OutgoingMessage, 'attachments'> {
  channel: 'email' | 'sms';
  sentAt: string;
  /** The files it came with, by name and size: the bytes are not kept. */
  attachments?: { filename: string; contentType: string; size: number }[];
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
        const { attachments, ...rest } = message;
        this.entries.unshift({
          ...rest,
          channel,
          sentAt: new Date().toISOString(),
          ...(attachments
            ? {
                attachments: attachments.map(({ filename, contentType, content }) => ({
                  filename,
                  contentType,
                  size: content.length,
                })),
              }
            : {}),
        });
        this.entries.length = Math.min(this.entries.length, KEPT_MESSAGES);
        log.info(
          { to: message.to, subject: message.subject },
          `dev mailbox: ${channel} queued, read it at /dev/mailbox`,
        );
      },
    };
  }
}

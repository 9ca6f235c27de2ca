import { CONTACT_TOPICS, ContactMessage, ErrorCode } from '@frameshop/contract';
import type { ContactMessageRequest } from '@frameshop/contract';
import type { CallerLog } from '../../observability';
import type { Config } from '../../config/env';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../mail';

/** Where the contact form delivers when mail goes to the dev mailbox and no address is set. */
export const DEV_SUPPORT_ADDRESS = 'support@frameshop.local';

/**
 * Where visitors' messages go: SUPPORT_EMAIL, or the dev mailbox's address when mail is not sent
 * for real; null (the form is off) when mail goes out but nobody was named to receive it.
 */
export function supportAddressOf(config: Config): string | null {
  return config.mail.supportEmail ?? (config.mail.smtpUrl ? null : DEV_SUPPORT_ADDRESS);
}

// A line break in a header would let a visitor add headers of their own.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** Visitors' messages to the store, delivered by mail to the support address with Reply-To them. */
export class ContactService {
  constructor(
    private readonly deps: {
      mailer: Mailer;
      /** null: the form is off (mail goes out for real, but nobody was named to receive it). */
      supportAddress: string | null;
    },
  ) {}

  get available(): boolean {
    return this.deps.supportAddress !== null;
  }

  /** `log` is the sending request's. */
  async deliver(
    message: ContactMessageRequest,
    from: { ip: string },
    log: CallerLog,
  ): Promise<void> {
    const { supportAddress, mailer } = this.deps;
    if (supportAddress === null)
      throw new AppError(ErrorCode.ServiceUnavailable, 503, ContactMessage.unavailable);
    const topic = CONTACT_TOPICS[message.topic];
    await mailer
      .send(
        {
          to: supportAddress,
          replyTo: message.email,
          subject: oneLine(`Contact form: ${topic} — ${message.name}`),
          text:
            `From: ${oneLine(message.name)} <${message.email}>\n` +
            `Topic: ${topic}\n` +
            `Sent: ${new Date().toISOString()} from ${from.ip}\n\n` +
            `${message.message}\n`,
        },
        log,
      )
      .catch((error: unknown) => {
        log.error({ err: error }, 'delivering a contact message failed');
        throw new AppError(ErrorCode.ServiceUnavailable, 503, ContactMessage.notSent);
      });
  }
}

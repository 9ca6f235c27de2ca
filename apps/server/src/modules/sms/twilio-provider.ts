import type { TwilioSettings } from '../../config/env';
import type { Deadlines, OutboundAnswer } from '../../http/outbound-request';
import { maskNumberIn } from './mobile-number';
import {
  askProvider,
  SMS_DEADLINES,
  SmsNumberRefused,
  SmsProviderFailed,
  type SmsProvider,
  type TextMessage,
} from './sms-provider';

/**
 * Twilio's error codes for a `To` that cannot take a text: not a number (21211), not a mobile
 * (21614). Any other refusal is the store's or Twilio's, and may pass in a minute.
 */
const NUMBER_REFUSALS = new Set([21211, 21614]);

/** Twilio's error body: `{ code, message, more_info, status }`. */
function twilioError(answer: OutboundAnswer): { code: number | null; message: string } {
  try {
    const parsed = JSON.parse(answer.body) as { code?: unknown; message?: unknown };
    return {
      code: typeof parsed.code === 'number' ? parsed.code : null,
      message: typeof parsed.message === 'string' ? parsed.message : answer.body.slice(0, 200),
    };
  } catch {
    return { code: null, message: answer.body.slice(0, 200) };
  }
}

/**
 * Twilio Programmable Messaging through its documented HTTP API
 * (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, basic auth): the official
 * package is 17 MB with axios behind it, for one call.
 */
export class TwilioProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(
    private readonly settings: TwilioSettings,
    private readonly deadlines: Deadlines = SMS_DEADLINES,
  ) {}

  async send({ to, body }: TextMessage): Promise<void> {
    const { accountSid, from } = this.settings;
    const form = new URLSearchParams({ To: to.e164, Body: body });
    // A Messaging Service picks the sender itself (and a local one per country, when it has it).
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const answer = await this.request(
      'POST',
      `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      form.toString(),
    );
    if (answer.status === 200 || answer.status === 201) return;
    const { code, message: said } = twilioError(answer);
    // Twilio's messages quote the number ("Invalid 'To' Phone Number: +1…"); the log gets it masked.
    const message = maskNumberIn(said, to);
    if (code !== null && NUMBER_REFUSALS.has(code)) {
      throw new SmsNumberRefused(`Twilio refused the number (${code}): ${message}`);
    }
    throw new SmsProviderFailed(`Twilio answered ${answer.status} (${code ?? '-'}): ${message}`);
  }

  /** The account the credentials open, read and nothing sent: what `npm run doctor` checks. */
  async checkCredentials(): Promise<string> {
    const answer = await this.request(
      'GET',
      `/2010-04-01/Accounts/${this.settings.accountSid}.json`,
    );
    if (answer.status !== 200) {
      const { code, message } = twilioError(answer);
      throw new SmsProviderFailed(`Twilio answered ${answer.status} (${code ?? '-'}): ${message}`);
    }
    const account = JSON.parse(answer.body) as { status?: unknown; friendly_name?: unknown };
    if (account.status !== 'active') {
      throw new SmsProviderFailed(`the Twilio account is ${String(account.status)}, not active`);
    }
    return `account ${String(account.friendly_name ?? this.settings.accountSid)} active`;
  }

  private async request(method: 'GET' | 'POST', path: string, body?: string) {
    const { accountSid, authToken, apiUrl } = this.settings;
    return askProvider(
      'Twilio',
      `${apiUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body,
      },
      this.deadlines,
    );
  }
}

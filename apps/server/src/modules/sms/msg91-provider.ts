import type { Msg91Settings } from '../../config/env';
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

/** MSG91's answer: `{ type: 'success' | 'error', message }`. */
function msg91Answer(answer: OutboundAnswer): { type: string; message: string } {
  try {
    const parsed = JSON.parse(answer.body) as { type?: unknown; message?: unknown };
    return {
      type: typeof parsed.type === 'string' ? parsed.type : 'error',
      message: typeof parsed.message === 'string' ? parsed.message : answer.body.slice(0, 200),
    };
  } catch {
    return { type: 'error', message: answer.body.slice(0, 200) };
  }
}

/** MSG91's wording for a number it cannot text ("Invalid mobile number", "Mobile no. not valid"). */
const NUMBER_REFUSAL = /\bmobile\b.*\b(invalid|not valid)\b|\binvalid\b.*\bmobile\b/i;

/**
 * MSG91's v5 flow API (`POST /api/v5/flow`, `authkey` header): India's operators deliver only
 * texts that match a template registered under the DLT rules, so the store names the template
 * and MSG91 fills its `##otp##` variable with the code.
 */
export class Msg91Provider implements SmsProvider {
  readonly name = 'msg91';

  constructor(
    private readonly settings: Msg91Settings,
    private readonly deadlines: Deadlines = SMS_DEADLINES,
  ) {}

  async send({ to, code }: TextMessage): Promise<void> {
    const { authKey, templateId, apiUrl } = this.settings;
    const answer = await this.request(`${apiUrl}/api/v5/flow`, {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        short_url: '0',
        // MSG91 takes the number with its country code and without the plus.
        recipients: [{ mobiles: to.e164.slice(1), otp: code }],
      }),
    });
    const { type, message: said } = msg91Answer(answer);
    if (answer.status === 200 && type === 'success') return;
    const message = maskNumberIn(said, to);
    if (NUMBER_REFUSAL.test(message)) {
      throw new SmsNumberRefused(`MSG91 refused the number: ${message}`);
    }
    throw new SmsProviderFailed(`MSG91 answered ${answer.status} (${type}): ${message}`);
  }

  /**
   * The key's balance on the transactional route, read and nothing sent: MSG91's own check of an
   * authkey, and what `npm run doctor` asks. The key goes in the query, as that call takes it.
   */
  async checkCredentials(): Promise<string> {
    const { authKey, apiUrl } = this.settings;
    const query = new URLSearchParams({ authkey: authKey, type: '4' });
    const answer = await this.request(`${apiUrl}/api/balance.php?${query.toString()}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    const balance = answer.body.trim();
    if (answer.status !== 200 || !/^\d+(\.\d+)?$/.test(balance)) {
      throw new SmsProviderFailed(
        `MSG91 answered ${answer.status}: ${msg91Answer(answer).message}`,
      );
    }
    return `authkey valid, transactional balance ${balance}`;
  }

  private request(url: string, options: Parameters<typeof askProvider>[2]) {
    return askProvider('MSG91', url, options, this.deadlines);
  }
}

import { ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { CallerLog } from '../../observability';
import { AppError } from '../../http/app-error';
import type { StoreMetrics } from '../../observability/store-metrics';
import { parseMobileNumber, PhoneMessage, type MobileNumber } from './mobile-number';
import type { SmsLimitReason, SmsLimitRefusal, SmsLimits } from './sms-limits';
import {
  SmsNumberRefused,
  SmsProviderUnanswered,
  type SmsProvider,
  type TextMessage,
} from './sms-provider';

/** Why a phone code was not texted, as `frameshop_sms_refused_total{reason}` counts it. */
export type SmsRefusalReason =
  'invalid_number' | 'country' | 'number_wait' | SmsLimitReason | 'provider_error';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const SmsMessage = {
  countryRefused: (country: string) =>
    `This store does not text numbers in ${countryNames.of(country) ?? country}. ` +
    'Please use a mobile number from another country.',
  addressLimit: (seconds: number) =>
    'Too many codes were texted from your network in the last hour. ' +
    `Please try again in ${aboutWait(seconds)}.`,
  rangeLimit: (seconds: number) =>
    'Too many codes were texted to numbers close to yours in the last hour. ' +
    `Please try again in ${aboutWait(seconds)}.`,
  dailyLimit:
    'We have sent as many texts as we can today. Please try again tomorrow, or contact us.',
  // Without the number: a 5xx answer's message goes to the error log, and numbers never do.
  unavailable: "We couldn't send the text just now. Please try again in a minute.",
  unconfirmed: (number: MobileNumber, minutes: number) =>
    `We asked for a text to ${number.display} but had no answer in time. It may still ` +
    `arrive: its code works for ${minutes} minutes. If none comes, ask for a new code in a minute.`,
  numberRefused:
    'This number cannot receive text messages. Please check it, or use another mobile number.',
} as const;

export interface TextMessagesDependencies {
  provider: SmsProvider;
  /** Null without a paid provider: the dev mailbox costs nothing, so nothing is limited. */
  guards: { limits: SmsLimits; allowedCountries: ReadonlySet<string> } | null;
  metrics: StoreMetrics['sms'];
}

/**
 * What became of a text: `sent` when the provider accepted it, `unconfirmed` when the provider
 * had the request and gave no answer in time, so the text may still arrive.
 */
export type TextDelivery = 'sent' | 'unconfirmed';

const limitMessage: Record<SmsLimitReason, (refusal: SmsLimitRefusal) => string> = {
  address_limit: ({ retryAfterSeconds }) => SmsMessage.addressLimit(retryAfterSeconds),
  range_limit: ({ retryAfterSeconds }) => SmsMessage.rangeLimit(retryAfterSeconds),
  daily_limit: () => SmsMessage.dailyLimit,
};

/**
 * Phone codes by text: the number checked before anything is sent, the pumping limits with a paid
 * provider (ADR 34), and the provider's answer told plainly: "sent" only when it accepted the
 * text, "unconfirmed" when it did not answer in time, a 503 when it refused, never a retry.
 * Numbers reach the log masked.
 */
export class TextMessages {
  constructor(private readonly deps: TextMessagesDependencies) {}

  get provider(): SmsProvider['name'] {
    return this.deps.provider.name;
  }

  /** The number typed, when it can be a mobile; a 400 on the phone field, texting nothing. */
  mobileNumber(raw: string): MobileNumber {
    const number = parseMobileNumber(raw);
    if (number) return number;
    this.refused('invalid_number');
    throw AppError.badRequest(PhoneMessage.notMobile, { field: 'phoneNumber' });
  }

  /** A 400 on the phone field for a country the store does not text (with a paid provider). */
  assertCountryAllowed(number: MobileNumber): void {
    const { guards } = this.deps;
    if (!guards || guards.allowedCountries.has(number.country)) return;
    this.refused('country');
    throw AppError.badRequest(SmsMessage.countryRefused(number.country), { field: 'phoneNumber' });
  }

  /**
   * Texts `message` for a visitor at `clientAddress`: refused (429, nothing sent) past a limit,
   * a 400 on the phone field when the provider cannot text the number, a 503 when it failed.
   * `log` is the asking request's.
   */
  async sendCode(
    message: TextMessage,
    clientAddress: string,
    log: CallerLog,
  ): Promise<TextDelivery> {
    const { provider, guards, metrics } = this.deps;
    const reserved = guards ? await guards.limits.reserve(clientAddress, message.to, log) : null;
    if (reserved && 'refusal' in reserved) {
      const { refusal } = reserved;
      this.refused(refusal.reason);
      throw new AppError(ErrorCode.RateLimited, 429, limitMessage[refusal.reason](refusal), {
        retryAfterSeconds: refusal.retryAfterSeconds,
      });
    }
    const counted = reserved?.counted;
    const labels = { provider: provider.name, country: message.to.country };
    try {
      await provider.send(message, log);
    } catch (error) {
      const context = { ...labels, to: message.to.masked, err: error };
      if (error instanceof SmsProviderUnanswered) {
        await counted?.providerUnanswered();
        log.warn(context, 'the SMS provider did not answer: the text may still arrive');
        metrics.unconfirmed.inc(labels);
        return 'unconfirmed';
      }
      await counted?.providerRefused();
      if (error instanceof SmsNumberRefused) {
        log.info(context, 'the SMS provider refused the number');
        this.refused('invalid_number');
        throw AppError.badRequest(SmsMessage.numberRefused, { field: 'phoneNumber' });
      }
      log.error(context, 'sending a text failed');
      this.refused('provider_error');
      throw new AppError(ErrorCode.ServiceUnavailable, 503, SmsMessage.unavailable);
    }
    metrics.sent.inc(labels);
    return 'sent';
  }

  refused(reason: SmsRefusalReason): void {
    this.deps.metrics.refused.inc({ reason });
  }
}

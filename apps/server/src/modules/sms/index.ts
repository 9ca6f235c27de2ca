import type { Config } from '../../config/env';
import type { Deadlines } from '../../http/outbound-request';
import type { StoreMetrics } from '../../observability/store-metrics';
import type { DevMailbox } from '../mail';
import { Msg91Provider } from './msg91-provider';
import { SmsLimits, type WindowCountsSource } from './sms-limits';
import { SMS_DEADLINES, type SmsProvider } from './sms-provider';
import { TextMessages } from './text-messages';
import { TwilioProvider } from './twilio-provider';

export { mobileNumberOrRefuse, PhoneMessage } from './mobile-number';
export { SmsMessage, TextMessages, type TextDelivery } from './text-messages';
export { Msg91Provider } from './msg91-provider';
export { TwilioProvider } from './twilio-provider';

/** The provider SMS_PROVIDER names, or the dev mailbox without one. */
export function createSmsProvider(
  config: Config,
  mailbox: DevMailbox,
  deadlines: Deadlines = SMS_DEADLINES,
): SmsProvider {
  const { provider } = config.sms;
  if (provider?.name === 'twilio') return new TwilioProvider(provider, deadlines);
  if (provider?.name === 'msg91') return new Msg91Provider(provider, deadlines);
  const transport = mailbox.asTransport('sms');
  return {
    name: 'dev-mailbox',
    send: ({ to, body }, log) =>
      transport.send({ to: to.e164, subject: 'Frameshop verification code', text: body }, log),
  };
}

/**
 * Phone codes for the app: through the configured provider with the pumping limits counted in
 * windows of `counts`, the app's failure counts (ADR 34), or into the dev mailbox, where nothing
 * is paid for and nothing is limited.
 */
export function createTextMessages(options: {
  config: Config;
  mailbox: DevMailbox;
  metrics: StoreMetrics;
  counts: WindowCountsSource;
  deadlines?: Deadlines;
}): TextMessages {
  const { config, mailbox, metrics } = options;
  const provider = createSmsProvider(config, mailbox, options.deadlines);
  const guards = config.sms.provider
    ? {
        limits: new SmsLimits(
          {
            addresses: options.counts.apart(),
            ranges: options.counts.apart(),
            days: options.counts.apart(),
          },
          config.sms,
        ),
        allowedCountries: new Set(config.sms.allowedCountries),
      }
    : null;
  return new TextMessages({ provider, guards, metrics: metrics.sms });
}

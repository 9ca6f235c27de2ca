import type { CallerLog } from '../../observability';
import type { Deadlines } from '../../http/outbound-request';
import type { MobileNumber } from './mobile-number';

/** One code to text: the whole message, and the code alone for providers that fill a template. */
export interface TextMessage {
  to: MobileNumber;
  body: string;
  code: string;
}

export type SmsProviderName = 'twilio' | 'msg91' | 'dev-mailbox';

/** Sends one text or rejects; never retries. */
export interface SmsProvider {
  readonly name: SmsProviderName;
  send(message: TextMessage, log: CallerLog): Promise<void>;
}

/** The provider says the number cannot receive texts: asking again will not help. */
export class SmsNumberRefused extends Error {
  override name = 'SmsNumberRefused';
}

/** The provider failed, refused or did not answer in time: it may work in a minute. */
export class SmsProviderFailed extends Error {
  override name = 'SmsProviderFailed';
}

/** A person waits for the answer: 5 s to connect, 10 s in all (ADR 34). */
export const SMS_DEADLINES: Deadlines = { connectMs: 5000, totalMs: 10_000 };

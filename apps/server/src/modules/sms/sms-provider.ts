import type { CallerLog } from '../../observability';
import {
  outboundRequest,
  OutboundRequestError,
  type Deadlines,
  type OutboundAnswer,
} from '../../http/outbound-request';
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

/**
 * The provider answered with a failure, or could not be reached: nothing was sent and nothing is
 * billed. It may work in a minute.
 */
export class SmsProviderFailed extends Error {
  override name = 'SmsProviderFailed';
}

/**
 * The provider had the whole request and gave no answer in time (or dropped the connection): the
 * text may have been sent, and billed, and may still arrive.
 */
export class SmsProviderUnanswered extends Error {
  override name = 'SmsProviderUnanswered';
}

/**
 * One request to a provider's API, a failure to get an answer told apart: unanswered once the
 * whole request was sent (the provider may have acted on it), failed when it never left.
 */
export async function askProvider(
  provider: string,
  url: string,
  options: Parameters<typeof outboundRequest>[1],
  deadlines: Deadlines,
): Promise<OutboundAnswer> {
  try {
    return await outboundRequest(url, options, deadlines);
  } catch (error) {
    const message = `${provider} did not answer: ${(error as Error).message}`;
    throw error instanceof OutboundRequestError && error.requestSent
      ? new SmsProviderUnanswered(message, { cause: error })
      : new SmsProviderFailed(message, { cause: error });
  }
}

/** A person waits for the answer: 5 s to connect, 10 s in all (ADR 34). */
export const SMS_DEADLINES: Deadlines = { connectMs: 5000, totalMs: 10_000 };

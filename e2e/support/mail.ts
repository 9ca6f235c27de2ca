import { eventuallyFound } from '../../apps/server/src/test-support/eventually';
import { appUrl, controlUrl } from './ports';

const CODE_PATTERN = /\b(\d{6})\b/;
const WAIT_MS = 15_000;

/** Asks the test stack until what was sent is there: it arrives in another process. */
const poll = <T>(what: string, find: () => Promise<T | undefined>) =>
  eventuallyFound(what, find, WAIT_MS);

interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

/** What the test SMTP server has received for `address`, newest first. */
async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${controlUrl}/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: ReceivedMail[] }).messages;
}

/**
 * The 6-digit code in the newest email the test SMTP server received for `email` at or after
 * `since` (epoch ms).
 */
export function emailedCode(email: string, since: number): Promise<string> {
  return poll(`an email to ${email}`, async () => {
    const mail = (await messagesTo(email)).find(
      (message) => Date.parse(message.receivedAt) >= since - 1000,
    );
    // The body is the raw MIME message; the code sits in the "Your Frameshop code is …" line.
    const body = mail?.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    return body ? CODE_PATTERN.exec(body)?.[1] : undefined;
  });
}

/** The raw MIME message of the newest email to `address` containing `text`, once it arrives. */
export function emailContaining(address: string, text: string): Promise<string> {
  return poll(`an email to ${address} with "${text}"`, async () => {
    return (await messagesTo(address)).find((message) => message.raw.includes(text))?.raw;
  });
}

interface MailboxEntry {
  to: string;
  text: string;
  channel: 'email' | 'sms';
  sentAt: string;
}

/**
 * The 6-digit code texted to `phoneNumber` ("+14155552671") at or after `since` by the store at
 * `origin`.
 */
export function textedCode(phoneNumber: string, since: number, origin = appUrl): Promise<string> {
  return poll(`a text to ${phoneNumber}`, async () => {
    // No SMS provider is configured, so texts go to the store's dev mailbox.
    const response = await fetch(`${origin}/dev/mailbox`, {
      headers: { Accept: 'application/json' },
    });
    const { messages } = (await response.json()) as { messages: MailboxEntry[] };
    const text = messages.find(
      (message) =>
        message.channel === 'sms' &&
        message.to === phoneNumber &&
        Date.parse(message.sentAt) >= since - 1000,
    );
    return text ? CODE_PATTERN.exec(text.text)?.[1] : undefined;
  });
}

/** A Google ID token for this identity, signed by the stack's stand-in for Google. */
export async function googleCredential(identity: {
  sub: string;
  email: string;
  name: string;
}): Promise<string> {
  const response = await fetch(`${controlUrl}/google/id-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(identity),
  });
  const { credential } = (await response.json()) as { credential: string };
  return credential;
}

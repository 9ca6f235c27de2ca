import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks format: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => SECRET_PREFIX + randomBytes(24).toString('base64');

/**
 * The Standard Webhooks headers of one attempt: `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's decoded bytes, once per secret (space-separated,
 * so a receiver holding either secret during a rotation verifies it).
 */
export function signedHeaders(
  messageId: string,
  sentAt: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  const timestamp = String(Math.floor(sentAt.getTime() / 1000));
  const signatures = secrets.map((secret) => {
    const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
    const mac = createHmac('sha256', key)
      .update(`${messageId}.${timestamp}.${body}`)
      .digest('base64');
    return `v1,${mac}`;
  });
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': signatures.join(' '),
  };
}

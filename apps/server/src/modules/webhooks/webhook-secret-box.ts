import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config/env';
import { deriveKey, type Secrets } from '../../config/secrets';

/** Marks a stored secret as sealed: a row without it was stored in clear before ADR 56. */
const SEALED = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a sealed value to its use: it cannot be passed off as another column's. */
const PURPOSE = Buffer.from('frameshop webhook signing secret');

/**
 * Webhook signing secrets encrypted at rest with AES-256-GCM (ADR 56): a copy of the table (a
 * backup, a read replica, a leaked dump) does not let anyone sign deliveries as the store. The
 * store still needs each secret to sign, so it is encrypted, not hashed.
 */
export interface SecretBox {
  seal(secret: string): string;
  /** The secret of a stored value; one stored in clear before encryption is answered as it is. */
  open(stored: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED);

/** The key: WEBHOOK_SECRET_KEY, else one derived from JWT_SECRET for this use alone. */
export function webhookSecretBox(
  config: Pick<Config, 'secretsFromEnv'>,
  secrets: Pick<Secrets, 'jwtSecret'>,
): SecretBox {
  const material =
    config.secretsFromEnv.webhookSecretKey ?? deriveKey(secrets.jwtSecret, 'webhook-secrets');
  return secretBoxWith(createHash('sha256').update(material).digest());
}

function secretBoxWith(key: Buffer): SecretBox {
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(PURPOSE);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
        .setAAD(PURPOSE)
        .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

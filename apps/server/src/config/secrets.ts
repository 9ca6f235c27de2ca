import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './env';

export interface Secrets {
  jwtSecret: string;
  urlSigningSecret: string;
}

const SECRET_VARIABLES = {
  jwtSecret: 'JWT_SECRET',
  urlSigningSecret: 'URL_SIGNING_SECRET',
} as const satisfies Record<keyof Secrets, string>;

export const SECRETS_FILE_NAME = 'secrets.json';

/** A key for one purpose derived from a master secret, so no two uses share key material. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

/**
 * Secrets come from the environment. Outside production a missing one is generated once and kept
 * under DATA_DIR, so a fresh clone runs with no setup and restarts keep sessions valid. In production
 * a missing secret stops the process: silently generating one there would log everyone out on every
 * deploy and differ between instances.
 */
export function resolveSecrets(config: Config): Secrets {
  const fromEnv = config.secretsFromEnv;
  const missing = (Object.keys(SECRET_VARIABLES) as (keyof Secrets)[]).filter(
    (key) => !fromEnv[key],
  );
  if (missing.length === 0) return fromEnv as Secrets;
  if (config.isProduction) {
    const names = missing.map((key) => SECRET_VARIABLES[key]).join(', ');
    throw new ConfigError(
      `Missing secret in production: set ${names} (at least 32 random characters each).`,
    );
  }
  const stored = readOrCreateStoredSecrets(config.dataDir);
  return {
    jwtSecret: fromEnv.jwtSecret ?? stored.jwtSecret,
    urlSigningSecret: fromEnv.urlSigningSecret ?? stored.urlSigningSecret,
  };
}

function readOrCreateStoredSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, SECRETS_FILE_NAME);
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.jwtSecret && stored.urlSigningSecret) return stored as Secrets;
  }
  const fresh: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    urlSigningSecret: randomBytes(48).toString('base64url'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  return fresh;
}

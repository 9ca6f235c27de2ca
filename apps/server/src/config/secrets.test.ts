import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { resolveSecrets, SECRETS_FILE_NAME } from './secrets';

describe('resolveSecrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-secrets-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('generates secrets once outside production and keeps them under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveSecrets(config);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.urlSigningSecret).not.toBe(first.jwtSecret);
    const file = path.join(dataDir, SECRETS_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSecrets(config)).toEqual(first);
  });

  it('prefers secrets from the environment', () => {
    const jwtSecret = 'j'.repeat(40);
    const secrets = resolveSecrets(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: jwtSecret }));
    expect(secrets.jwtSecret).toBe(jwtSecret);
  });

  it('stops a production process that lacks a secret, naming it, and writes nothing', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENTS_SANDBOX: 'true',
      PHONE_VERIFICATION: 'off',
      URL_SIGNING_SECRET: 'u'.repeat(40),
    });
    expect(() => resolveSecrets(config)).toThrow(ConfigError);
    expect(() => resolveSecrets(config)).toThrow(/JWT_SECRET/);
    expect(() => resolveSecrets(config)).not.toThrow(/URL_SIGNING_SECRET/);
    expect(fs.existsSync(path.join(dataDir, SECRETS_FILE_NAME))).toBe(false);
  });
});

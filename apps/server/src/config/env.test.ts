import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') });
    expect(config.bodyLimitBytes).toBe(1_048_576);
    expect(config.trustProxy).toBe(false);
    expect(config.isProduction).toBe(false);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/shop',
      DATABASE_POOL_MAX: '4',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/shop',
      poolMax: 4,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('parses booleans and numbers', () => {
    const config = loadConfig({ TRUST_PROXY: 'true', PORT: '8080', BODY_LIMIT_BYTES: '2048' });
    expect(config.trustProxy).toBe(true);
    expect(config.port).toBe(8080);
    expect(config.bodyLimitBytes).toBe(2048);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'JWT_SECRET']) {
      expect(message).toContain(name);
    }
    expect(message).toContain('must be a postgres:// or postgresql:// URL');
  });

  it('rejects an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('keeps media under DATA_DIR and leaves finding ffmpeg to the media module', () => {
    const config = loadConfig({ DATA_DIR: '/srv/frameshop' });
    expect(config.media.dir).toBe(path.resolve('/srv/frameshop/media'));
    expect(config.ffmpegPath).toBeUndefined();
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' }).ffmpegPath).toBe(
      '/opt/ffmpeg/bin/ffmpeg',
    );
  });

  it('makes a demo catalogue everywhere but in production, unless told otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENTS_SANDBOX: 'true',
    };
    expect(loadConfig({}).demoCatalogue).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoCatalogue).toBe(true);
    expect(loadConfig(production).demoCatalogue).toBe(false);
    expect(loadConfig({ ...production, DEMO_CATALOGUE: 'true' }).demoCatalogue).toBe(true);
    expect(loadConfig({ DEMO_CATALOGUE: 'false' }).demoCatalogue).toBe(false);
    expect(() => loadConfig({ DEMO_CATALOGUE: 'sometimes' })).toThrow(/DEMO_CATALOGUE/);
  });

  it('refuses production without a mail transport, naming SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL/);
    const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' };
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:587' }).mail.smtpUrl).toBe(
      'smtp://mail:587',
    );
    // Development keeps the dev mailbox, so a new clone can still sign up.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  describe('payments', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' };
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_abc123', RAZORPAY_KEY_SECRET: 'secret-of-the-key' };

    it('uses the sandbox without keys, and Razorpay with both, at its public addresses', () => {
      expect(loadConfig({}).payments).toEqual({ razorpay: null, reconcileAfterSeconds: 120 });
      expect(loadConfig(keys).payments.razorpay).toEqual({
        keyId: 'rzp_test_abc123',
        keySecret: 'secret-of-the-key',
        webhookSecret: null,
        apiUrl: 'https://api.razorpay.com/v1',
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      });
      const local = loadConfig({
        ...keys,
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
        RAZORPAY_API_URL: 'http://127.0.0.1:4000/v1/',
        PAYMENTS_RECONCILE_AFTER_SECONDS: '1',
      }).payments;
      expect(local.razorpay).toMatchObject({
        webhookSecret: 'webhook-secret',
        apiUrl: 'http://127.0.0.1:4000/v1',
      });
      expect(local.reconcileAfterSeconds).toBe(1);
    });

    it('refuses one key without the other, naming the missing one', () => {
      expect(() => loadConfig({ RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(
        /RAZORPAY_KEY_SECRET: is required with RAZORPAY_KEY_ID/,
      );
      expect(() => loadConfig({ RAZORPAY_KEY_SECRET: keys.RAZORPAY_KEY_SECRET })).toThrow(
        /RAZORPAY_KEY_ID: is required with RAZORPAY_KEY_SECRET/,
      );
      expect(() =>
        loadConfig({ RAZORPAY_KEY_ID: 'pk_live_123', RAZORPAY_KEY_SECRET: 'x'.repeat(9) }),
      ).toThrow(/RAZORPAY_KEY_ID: must look like/);
    });

    it('refuses the sandbox in production unless PAYMENTS_SANDBOX=true', () => {
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID: is required in production/);
      expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'false' })).toThrow(
        /PAYMENTS_SANDBOX=true/,
      );
      expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).payments.razorpay).toBeNull();
      expect(loadConfig({ ...production, ...keys }).payments.razorpay?.keyId).toBe(
        'rzp_test_abc123',
      );
    });
  });
});

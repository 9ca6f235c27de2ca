import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_FORM_COUNTRIES } from '@frameshop/contract';
import { ConfigError, loadConfig, readConfig } from './env';

/** A Twilio account's variables, as production needs a provider. */
const twilio = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'a-twilio-auth-token',
  TWILIO_FROM: '+14155550100',
};

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

  it('keeps media on the local disk without S3_BUCKET, and in the bucket with it', () => {
    expect(loadConfig({}).media.s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'frameshop-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://media.example.com',
      }).media.s3,
    ).toEqual({
      bucket: 'frameshop-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://media.example.com',
      timeoutMs: 10_000,
    });
  });

  it('refuses S3 settings that cannot work, naming the variables', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is required when S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET: must be a bucket/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('parses booleans and numbers', () => {
    const config = loadConfig({
      RUN_JOBS: 'no',
      DATABASE_URL: 'postgres://u@db/shop',
      PORT: '8080',
      BODY_LIMIT_BYTES: '2048',
    });
    expect(config.runJobs).toBe(false);
    expect(config.port).toBe(8080);
    expect(config.bodyLimitBytes).toBe(2048);
  });

  it('trusts the proxies TRUST_PROXY names by address, CIDR or range name', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses TRUST_PROXY=true and hop counts, which would let a client choose its address', () => {
    for (const value of ['true', 'yes', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new RegExp(`TRUST_PROXY: must name the proxies to trust, not ${value}: their addresses`),
      );
    }
    for (const value of ['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must name the proxies/,
      );
    }
  });

  it('runs jobs in the server unless RUN_JOBS=false, which needs PostgreSQL', () => {
    expect(loadConfig({}).runJobs).toBe(true);
    expect(() => loadConfig({ RUN_JOBS: 'false' })).toThrow(
      /RUN_JOBS: false needs DATABASE_URL; the embedded database opens in one process only/,
    );
    expect(loadConfig({ RUN_JOBS: 'false', DATABASE_URL: 'postgres://u@db/shop' }).runJobs).toBe(
      false,
    );
  });

  it('has renders beat every 5 s, takes 30 s of silence for a dead worker, gives 30 s to stop', () => {
    const config = loadConfig({});
    expect(config.render).toMatchObject({ heartbeatSeconds: 5, stalledAfterSeconds: 30 });
    expect(config.workerShutdownGraceSeconds).toBe(30);
    expect(() =>
      loadConfig({ RENDER_HEARTBEAT_SECONDS: '10', RENDER_STALLED_AFTER_SECONDS: '20' }),
    ).toThrow(
      /RENDER_STALLED_AFTER_SECONDS: must be at least three times RENDER_HEARTBEAT_SECONDS/,
    );
  });

  it('has no metrics endpoint without METRICS_TOKEN, and a worker port only with one', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null });
    const token = 'a-long-metrics-token-0123';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      token,
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters long/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, 0123456' })).toThrow(
      /METRICS_TOKEN: must not contain spaces/,
    );
    expect(() => loadConfig({ METRICS_PORT: '9464' })).toThrow(/METRICS_PORT: needs METRICS_TOKEN/);
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
      ...twilio,
    };
    expect(loadConfig({}).demoCatalogue).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoCatalogue).toBe(true);
    expect(loadConfig(production).demoCatalogue).toBe(false);
    expect(loadConfig({ ...production, DEMO_CATALOGUE: 'true' }).demoCatalogue).toBe(true);
    expect(loadConfig({ DEMO_CATALOGUE: 'false' }).demoCatalogue).toBe(false);
    expect(() => loadConfig({ DEMO_CATALOGUE: 'sometimes' })).toThrow(/DEMO_CATALOGUE/);
  });

  it('reads the webhook retry delays, extra ports and log days, and refuses private webhook addresses in production', () => {
    expect(loadConfig({}).webhooks).toEqual({
      retryDelaysSeconds: [5, 300, 1800, 7200, 18_000, 36_000, 50_400],
      allowPrivate: false,
      extraPorts: [],
      logDays: 30,
    });
    expect(loadConfig({ WEBHOOK_EXTRA_PORTS: '8443, 444' }).webhooks.extraPorts).toEqual([
      8443, 444,
    ]);
    for (const bad of ['0', '65536', 'http', '44.5']) {
      expect(() => loadConfig({ WEBHOOK_EXTRA_PORTS: bad }), bad).toThrow(/WEBHOOK_EXTRA_PORTS/);
    }
    expect(loadConfig({ WEBHOOK_LOG_DAYS: '90' }).webhooks.logDays).toBe(90);
    expect(() => loadConfig({ WEBHOOK_LOG_DAYS: '0' })).toThrow(/WEBHOOK_LOG_DAYS/);
    expect(loadConfig({ WEBHOOK_RETRY_DELAYS: '1, 2,3' }).webhooks.retryDelaysSeconds).toEqual([
      1, 2, 3,
    ]);
    for (const bad of ['5,,10', '5,-1', '1.5', 'soon', '0']) {
      expect(() => loadConfig({ WEBHOOK_RETRY_DELAYS: bad }), bad).toThrow(/WEBHOOK_RETRY_DELAYS/);
    }
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENTS_SANDBOX: 'true',
      ...twilio,
    };
    expect(loadConfig(production).webhooks.allowPrivate).toBe(false);
    expect(() => loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE: 'true' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE: must not be true in production/,
    );
  });

  it('refuses production without a mail transport, naming SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL/);
    const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', ...twilio };
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:587' }).mail.smtpUrl).toBe(
      'smtp://mail:587',
    );
    // Development keeps the dev mailbox, so a new clone can still sign up.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it('names every part production needs that is unset at once, not the first alone', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required in production.*\n {2}SMS_PROVIDER: is required in production.*\n {2}RAZORPAY_KEY_ID: is required in production/,
    );
    const { config, missingForProduction } = readConfig({ NODE_ENV: 'production' });
    expect(config.isProduction).toBe(true);
    expect(missingForProduction.map((line) => line.split(':')[0])).toEqual([
      'SMTP_URL',
      'SMS_PROVIDER',
      'RAZORPAY_KEY_ID',
    ]);
    expect(readConfig({}).missingForProduction).toEqual([]);
  });

  it('turns admin access off without ADMIN_PASSWORD and counts days in UTC by default', () => {
    const config = loadConfig({});
    expect(config.adminPassword).toBeNull();
    expect(config.storeTimeZone).toBe('UTC');
    const set = loadConfig({
      ADMIN_PASSWORD: 'a-long-admin-password',
      STORE_TIME_ZONE: 'Asia/Kolkata',
    });
    expect(set.adminPassword).toBe('a-long-admin-password');
    expect(set.storeTimeZone).toBe('Asia/Kolkata');
  });

  it('refuses a short admin password and a time zone that is not an IANA name', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12/,
    );
    expect(() => loadConfig({ STORE_TIME_ZONE: 'India/Mumbai' })).toThrow(
      /STORE_TIME_ZONE: must be an IANA time zone name/,
    );
  });

  describe('payments', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587', ...twilio };
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_abc123', RAZORPAY_KEY_SECRET: 'secret-of-the-key' };

    it('uses the sandbox without keys, and Razorpay with both, at its public addresses', () => {
      expect(loadConfig({}).payments).toEqual({
        razorpay: null,
        reconcileAfterSeconds: 120,
        sandboxAsked: false,
      });
      expect(loadConfig({ PAYMENTS_SANDBOX: 'true' }).payments.sandboxAsked).toBe(true);
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

  describe('text messages', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:587',
      PAYMENTS_SANDBOX: 'true',
    };

    it('texts into the dev mailbox outside production, with the limits of the issue', () => {
      expect(loadConfig({}).sms).toEqual({
        verification: true,
        provider: null,
        perAddressPerHour: 30,
        perNumberRangePerHour: 5,
        allowedCountries: PHONE_FORM_COUNTRIES,
        dailyLimit: 1000,
      });
      expect(PHONE_FORM_COUNTRIES).toEqual(expect.arrayContaining(['US', 'CA', 'IN', 'GB', 'KZ']));
      expect(PHONE_FORM_COUNTRIES).not.toContain('JM');
    });

    it('refuses production without a provider, naming SMS_PROVIDER, unless verification is off', () => {
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER: is required in production/);
      expect(() => loadConfig({ ...production, PHONE_VERIFICATION: 'on' })).toThrow(
        /PHONE_VERIFICATION=off/,
      );
      const off = loadConfig({ ...production, PHONE_VERIFICATION: 'off' }).sms;
      expect(off).toMatchObject({ verification: false, provider: null });
      expect(loadConfig({ ...production, ...twilio }).sms.provider).toEqual({
        name: 'twilio',
        accountSid: twilio.TWILIO_ACCOUNT_SID,
        authToken: twilio.TWILIO_AUTH_TOKEN,
        from: '+14155550100',
        apiUrl: 'https://api.twilio.com',
      });
      expect(
        loadConfig({
          ...production,
          SMS_PROVIDER: 'msg91',
          MSG91_AUTH_KEY: 'an-msg91-authkey',
          MSG91_TEMPLATE_ID: '6543210fedcba9876543210f',
          MSG91_API_URL: 'http://127.0.0.1:4000/',
        }).sms.provider,
      ).toEqual({
        name: 'msg91',
        authKey: 'an-msg91-authkey',
        templateId: '6543210fedcba9876543210f',
        apiUrl: 'http://127.0.0.1:4000',
      });
    });

    it("names each variable a provider lacks, and another provider's variables", () => {
      expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
        /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: are required with SMS_PROVIDER=twilio/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'an-msg91-key' })).toThrow(
        /MSG91_TEMPLATE_ID: is required with SMS_PROVIDER=msg91/,
      );
      expect(() => loadConfig({ MSG91_AUTH_KEY: 'an-msg91-key' })).toThrow(
        /SMS_PROVIDER: unset does not use MSG91_AUTH_KEY; set SMS_PROVIDER=msg91/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: 'sns' })).toThrow(
        /SMS_PROVIDER: must be twilio or msg91/,
      );
      expect(() => loadConfig({ ...twilio, TWILIO_FROM: '0044 7911' })).toThrow(
        /TWILIO_FROM: must be a number in E.164/,
      );
    });

    it('reads the pumping limits, and refuses countries that are not ISO codes', () => {
      const sms = loadConfig({
        SMS_PER_ADDRESS_PER_HOUR: '3',
        SMS_PER_NUMBER_RANGE_PER_HOUR: '2',
        SMS_ALLOWED_COUNTRIES: 'in, us,gb',
        SMS_DAILY_LIMIT: '200',
      }).sms;
      expect(sms).toMatchObject({
        perAddressPerHour: 3,
        perNumberRangePerHour: 2,
        allowedCountries: ['IN', 'US', 'GB'],
        dailyLimit: 200,
      });
      expect(() => loadConfig({ SMS_ALLOWED_COUNTRIES: 'India,US' })).toThrow(
        /SMS_ALLOWED_COUNTRIES: must be two-letter country codes/,
      );
      expect(() => loadConfig({ SMS_DAILY_LIMIT: '0' })).toThrow(/SMS_DAILY_LIMIT/);
    });
  });
});

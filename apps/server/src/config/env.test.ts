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
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' };
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
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' }).mail.smtpUrl).toBe(
      'smtp://mail:587',
    );
    // Development keeps the dev mailbox, so a new clone can still sign up.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });
});

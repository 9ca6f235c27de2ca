import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, waitForUrl, type RunningServer } from './test-support/server-process';

describe('the server process', () => {
  let dataDir: string;
  let first: RunningServer;
  let url: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-process-'));
    first = await startServer({ DATA_DIR: dataDir });
    url = await waitForUrl(first);
  }, 60_000);
  afterAll(() => {
    first.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('boots on the embedded database, migrated, and answers health', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', db: 'ok' });
    expect(fs.existsSync(path.join(dataDir, 'frameshop.lock'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Frameshop process');
  }, 60_000);

  it('stops with a message naming a bad variable', async () => {
    const bad = await startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid environment configuration:\s+PORT:/);
  }, 30_000);

  it('refuses to start in production without its secrets', async () => {
    const production = await startServer({
      DATA_DIR: `${dataDir}-prod`,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENTS_SANDBOX: 'true',
      PHONE_VERIFICATION: 'off',
    });
    expect(await production.exited).toBe(1);
    expect(production.output()).toMatch(
      /Missing secret in production: set JWT_SECRET, URL_SIGNING_SECRET/,
    );
  }, 30_000);

  it('refuses to start in production without a mail transport, naming SMTP_URL', async () => {
    const production = await startServer({ DATA_DIR: `${dataDir}-prod`, NODE_ENV: 'production' });
    expect(await production.exited).toBe(1);
    expect(production.output()).toMatch(/SMTP_URL: is required in production/);
  }, 30_000);

  it('refuses to start in production without an SMS provider, naming SMS_PROVIDER', async () => {
    const production = await startServer({
      DATA_DIR: `${dataDir}-prod`,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENTS_SANDBOX: 'true',
    });
    expect(await production.exited).toBe(1);
    expect(production.output()).toMatch(/SMS_PROVIDER: is required in production/);
  }, 30_000);

  it('drains and closes the database cleanly on SIGTERM, releasing the lock', async () => {
    const inFlight = fetch(`${url}/api/health`);
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited, first.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'frameshop.lock'))).toBe(false);
  }, 30_000);
});

describe('a server whose output nobody reads', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-unread-'));
  });
  afterAll(() => {
    server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // A service manager or a terminal that stops reading leaves the log's pipe full; pino's own
  // output then retried each write for ever on the main thread, and SIGTERM never finished.
  it('keeps answering and stops on SIGTERM within its grace period', async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const url = await waitForUrl(server);
    server.child.stdout!.pause();
    // Each request logs about a kilobyte: far more than a pipe holds.
    for (let request = 0; request < 1500; request++) {
      const answer = await fetch(`${url}/api/health?pad=${'x'.repeat(500)}`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(answer.status).toBe(200);
    }
    server.child.kill('SIGTERM');
    const stillRunning = new Promise((resolve) => setTimeout(resolve, 15_000, 'still running'));
    expect(await Promise.race([server.exited, stillRunning])).toBe(0);
  }, 120_000);
});

import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/database';
import { S3Storage } from '../modules/media';
import { startLocalRazorpay, type LocalRazorpay } from '../test-support/local-razorpay';
import { startLocalS3, type LocalS3 } from '../test-support/local-s3';
import {
  startLocalMsg91,
  startLocalTwilio,
  type LocalSmsProvider,
} from '../test-support/local-sms';
import { startLocalSmtp } from '../test-support/local-smtp';
import { createTestApp } from '../test-support/test-app';
import {
  createTestDatabase,
  migratedPgliteDataDir,
  testEngine,
  type TestDatabase,
} from '../test-support/test-database';
import { doctorPassed, doctorTable, runDoctor, type DoctorReport } from './doctor';

const STORE = 'https://store.example.com';
const SMTP_LOGIN = { user: 'frameshop', pass: 'smtp-password' };
/** Short deadlines: a part that does not answer is as failed, sooner. */
const deadlines = { connectMs: 2000, totalMs: 5000 };

const outcomes = (report: DoctorReport) =>
  Object.fromEntries(report.rows.map((row) => [row.part, row.outcome]));
const row = (report: DoctorReport, part: string) => {
  const found = report.rows.find((entry) => entry.part === part);
  if (!found) throw new Error(`no ${part} row in:\n${doctorTable(report)}`);
  return found;
};

/**
 * A database with the migrations applied, on the engine of the run, and `statement` run on it:
 * its variables.
 */
async function migratedDatabase(statement?: string): Promise<{
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-doctor-'));
  if (testEngine === 'postgres') {
    const database: TestDatabase = await createTestDatabase();
    if (statement) await database.db.execute(sql.raw(statement));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url! },
      close: () => database.close(),
    };
  }
  await migratedPgliteDataDir(dataDir);
  if (statement) {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      await database.db.execute(sql.raw(statement));
    } finally {
      await database.close();
    }
  }
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe(`npm run doctor on ${testEngine}`, () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  let twilio: LocalSmsProvider;
  let msg91: LocalSmsProvider;
  let razorpay: LocalRazorpay;
  let s3: LocalS3;
  let database: Awaited<ReturnType<typeof migratedDatabase>>;
  /** Everything production needs, each part answering. */
  let production: Record<string, string>;

  beforeAll(async () => {
    [smtp, twilio, msg91, razorpay, s3, database] = await Promise.all([
      startLocalSmtp(new Set(), 0, SMTP_LOGIN),
      startLocalTwilio(),
      startLocalMsg91(),
      startLocalRazorpay(),
      startLocalS3(),
      migratedDatabase(),
    ]);
    const { client, bucket } = new S3Storage(s3.config);
    const rules = [
      {
        AllowedOrigins: [STORE],
        AllowedMethods: ['GET', 'HEAD', 'PUT'],
        AllowedHeaders: ['*'],
        ExposeHeaders: ['ETag'],
      },
    ];
    await client.send(
      new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: { CORSRules: rules } }),
    );
    await client.send(new CreateBucketCommand({ Bucket: 'without-cors' }));
    production = {
      NODE_ENV: 'production',
      ...database.env,
      JWT_SECRET: 'j'.repeat(40),
      URL_SIGNING_SECRET: 'u'.repeat(40),
      PUBLIC_URL: STORE,
      SMTP_URL: smtp.url,
      ...twilio.env(),
      ...razorpay.env(),
      ...s3.env,
      ADMIN_PASSWORD: 'an-admin-password',
      METRICS_TOKEN: 'a-metrics-token-of-the-store',
      STORE_GSTIN: '29AAGCB7383J1Z4',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
  });
  afterAll(async () => {
    await Promise.all([
      smtp?.close(),
      twilio?.close(),
      msg91?.close(),
      razorpay?.close(),
      s3?.close(),
      database?.close(),
    ]);
  });

  it('passes when every part production needs answers, checking each for real', async () => {
    const report = await runDoctor(production, deadlines);
    expect(doctorPassed(report), doctorTable(report)).toBe(true);
    expect(outcomes(report)).toEqual({
      configuration: 'ok',
      secrets: 'ok',
      PUBLIC_URL: 'ok',
      database: 'ok',
      Redis: process.env.REDIS_URL ? 'ok' : 'not configured',
      bucket: 'ok',
      SMTP: 'ok',
      SMS: 'ok',
      Razorpay: 'ok',
      ADMIN_PASSWORD: 'ok',
      METRICS_TOKEN: 'ok',
      GST: 'ok',
      ffmpeg: 'ok',
    });
    expect(row(report, 'GST').checked).toMatch(
      /^STORE_GSTIN 29AAGCB7383J1Z4 verified \(state 29-Karnataka, PAN shape, check character\); tax invoices at 18%/,
    );
    expect(row(report, 'database').checked).toMatch(/answers; migrations current \(\d+\)$/);
    expect(row(report, 'SMTP').checked).toMatch(/connected, EHLO, AUTH as frameshop \(no mail/);
    expect(row(report, 'SMS').checked).toBe('Twilio: account Local stand-in active');
    expect(row(report, 'bucket').checked).toMatch(/probe written and removed, CORS lets/);
    expect(row(report, 'ffmpeg').checked).toMatch(/with libx264$/);
    expect(doctorTable(report)).toMatch(/Every part production needs passed\.\n$/);
    // Read-only: nothing was texted, mailed or left in the bucket, and no order was made.
    expect(twilio.sendAttempts()).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(fs.readdirSync(path.join(s3.directory, s3.config.bucket))).not.toContain('doctor');
    expect(razorpay.orders.size).toBe(0);
  });

  it('reports the optional parts left unset as not configured, and passes', async () => {
    const { REDIS_URL: _redis, METRICS_TOKEN: _token, STORE_GSTIN: _gstin, ...rest } = production;
    const withoutBucket = Object.fromEntries(
      Object.entries(rest).filter(([name]) => !name.startsWith('S3_')),
    );
    const report = await runDoctor(withoutBucket, deadlines);
    expect(doctorPassed(report), doctorTable(report)).toBe(true);
    expect(outcomes(report)).toMatchObject({
      Redis: 'not configured',
      bucket: 'not configured',
      METRICS_TOKEN: 'not configured',
      GST: 'not configured',
    });
    // Without a GSTIN the row says what the store does, and what setting one changes.
    expect(row(report, 'GST').checked).toMatch(
      /not registered for GST; each paid pack gets a bill of supply/,
    );
    expect(row(report, 'GST').fix).toMatch(
      /^When registered, set STORE_GSTIN .* tax invoice with CGST \+ SGST or IGST/,
    );
  });

  it('refuses a GSTIN whose check character is wrong, saying so, before checking anything else', async () => {
    const report = await runDoctor({ ...production, STORE_GSTIN: '29AAGCB7383J1Z5' }, deadlines);
    expect(doctorPassed(report)).toBe(false);
    expect(report.rows).toEqual([
      expect.objectContaining({
        part: 'configuration',
        outcome: 'failed',
        checked: expect.stringMatching(
          /^STORE_GSTIN: The last character of this GSTIN does not match/,
        ),
      }),
    ]);
  });

  it('names each broken part, with its fix, and fails', async () => {
    const report = await runDoctor(
      {
        ...production,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/frameshop',
        REDIS_URL: 'redis://127.0.0.1:1',
        S3_BUCKET: 'no-such-bucket',
        SMTP_URL: smtp.url.replace(SMTP_LOGIN.pass, 'wrong-password'),
        TWILIO_AUTH_TOKEN: 'not-the-auth-token',
        RAZORPAY_KEY_SECRET: 'not-the-key-secret',
        URL_SIGNING_SECRET: production.JWT_SECRET!,
        PUBLIC_URL: 'http://store.example.com',
        ADMIN_PASSWORD: '',
        FFMPEG_PATH: '/bin/echo',
      },
      deadlines,
    );
    expect(doctorPassed(report)).toBe(false);
    expect(outcomes(report)).toEqual({
      configuration: 'ok',
      secrets: 'failed',
      PUBLIC_URL: 'failed',
      database: 'failed',
      Redis: 'failed',
      bucket: 'failed',
      SMTP: 'failed',
      SMS: 'failed',
      Razorpay: 'failed',
      ADMIN_PASSWORD: 'failed',
      METRICS_TOKEN: 'ok',
      GST: 'ok',
      ffmpeg: 'failed',
    });
    expect(row(report, 'database').checked).toMatch(/^PostgreSQL: connect: /);
    expect(row(report, 'bucket').checked).toMatch(/^HeadBucket, probe write no-such-bucket: /);
    expect(row(report, 'SMTP').checked).toMatch(/AUTH: Invalid login/);
    expect(row(report, 'SMS').checked).toMatch(/Twilio: .*401 \(20003\): Authenticate/);
    expect(row(report, 'Razorpay').checked).toMatch(/answered 401/);
    expect(row(report, 'ffmpeg').checked).toMatch(/has no libx264 encoder/);
    for (const failed of report.rows.filter((entry) => entry.outcome === 'failed')) {
      expect(failed.fix, failed.part).toMatch(/\S/);
    }
    const table = doctorTable(report);
    expect(table).toMatch(/^PART +RESULT +CHECKED\n/);
    expect(table).toMatch(/^SMS +failed +Twilio: .*\n +fix: Set TWILIO_ACCOUNT_SID/m);
    expect(table).toMatch(/Not ready: fix the failed parts above/);
  });

  it('names a bucket without CORS rules, a wrong MSG91 key, a missing webhook secret and a newer database', async () => {
    // A newer version's migration is dated after every one this version knows, whatever the clock says.
    const latestKnown = Math.max(
      ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
    );
    const newer = await migratedDatabase(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${latestKnown + 86_400_000})`,
    );
    try {
      const { RAZORPAY_WEBHOOK_SECRET: _secret, ...withoutWebhookSecret } = production;
      const twilioVariables = Object.keys(twilio.env());
      const report = await runDoctor(
        {
          ...Object.fromEntries(
            Object.entries(withoutWebhookSecret).filter(
              ([name]) => !twilioVariables.includes(name),
            ),
          ),
          ...msg91.env(),
          MSG91_AUTH_KEY: 'not-the-authkey',
          S3_BUCKET: 'without-cors',
          ...newer.env,
        },
        deadlines,
      );
      expect(outcomes(report)).toMatchObject({
        database: 'failed',
        bucket: 'failed',
        SMS: 'failed',
        Razorpay: 'failed',
      });
      expect(row(report, 'database').checked).toMatch(/migrated by a newer Frameshop/);
      expect(row(report, 'bucket').checked).toMatch(/the bucket has no CORS rules/);
      expect(row(report, 'bucket').fix).toMatch(/GET and PUT from https:\/\/store\.example\.com/);
      expect(row(report, 'SMS').checked).toMatch(/MSG91: .*Authentication failure/);
      expect(row(report, 'Razorpay').checked).toMatch(
        /RAZORPAY_WEBHOOK_SECRET is unset: set it to the secret of a webhook at https:\/\/store\.example\.com\/api\/razorpay-webhook/,
      );
    } finally {
      await newer.close();
    }
  });

  it('names every part production needs that is unset, and still checks all the others', async () => {
    const leftOut = [
      'SMTP_URL',
      'SMS_PROVIDER',
      ...Object.keys(twilio.env()),
      ...Object.keys(razorpay.env()),
    ];
    const report = await runDoctor(
      Object.fromEntries(Object.entries(production).filter(([name]) => !leftOut.includes(name))),
      deadlines,
    );
    expect(doctorPassed(report)).toBe(false);
    // All three named at once, not the first alone.
    const configuration = row(report, 'configuration');
    expect(configuration.outcome).toBe('failed');
    expect(configuration.checked).toMatch(
      /^SMTP_URL: is required in production.*; SMS_PROVIDER: is required in production.*; RAZORPAY_KEY_ID: is required in production/,
    );
    expect(configuration.fix).toMatch(/\.env\.example/);
    expect(outcomes(report)).toMatchObject({
      secrets: 'ok',
      database: 'ok',
      bucket: 'ok',
      SMTP: 'failed',
      SMS: 'failed',
      Razorpay: 'failed',
      ffmpeg: 'ok',
    });
    // Said as it is: PAYMENTS_SANDBOX was never set.
    expect(row(report, 'Razorpay').checked).toBe(
      'RAZORPAY_KEY_ID unset: credit packs are paid in the sandbox, where no money moves',
    );
    expect(row(report, 'SMS').fix).toMatch(/PHONE_VERIFICATION=off/);

    // A variable wrong in itself leaves nothing to check with: one row.
    const wrong = await runDoctor({ ...production, PORT: 'eighty' }, deadlines);
    expect(wrong.rows).toEqual([
      {
        part: 'configuration',
        checked: expect.stringMatching(/^PORT: /),
        outcome: 'failed',
        fix: expect.stringMatching(/\.env\.example/),
      },
    ]);
  });

  it('checks the database while the store runs on it', async () => {
    const store = await createTestApp();
    let env: Record<string, string>;
    let release = () => {};
    if (testEngine === 'postgres') {
      env = { ...production, DATABASE_URL: store.database.url! };
    } else {
      // The embedded database belongs to the running store, which holds its directory's lock.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-doctor-running-'));
      fs.mkdirSync(path.join(dataDir, 'pglite'));
      const lock = acquireDataDirLock(dataDir);
      release = () => lock.release();
      await store.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = store.app.server.address() as AddressInfo;
      env = { ...production, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };
    }
    try {
      const report = await runDoctor(env, deadlines);
      expect(row(report, 'database')).toMatchObject({ outcome: 'ok' });
      if (testEngine === 'pglite') {
        expect(row(report, 'database').checked).toMatch(
          /^embedded, held by a running store; http:\/\/127\.0\.0\.1:\d+\/api\/health\/ready answers ready$/,
        );
      }
    } finally {
      release();
      await store.close();
    }
  });

  it('passes a trial on this machine: the payments sandbox and a loopback PUBLIC_URL', async () => {
    // A trial on one machine, with its media on disk: no Razorpay keys, no bucket.
    const leftOut = [...Object.keys(razorpay.env()), ...Object.keys(s3.env)];
    const sandboxTrial = {
      ...Object.fromEntries(Object.entries(production).filter(([name]) => !leftOut.includes(name))),
      PAYMENTS_SANDBOX: 'true',
      PUBLIC_URL: 'http://127.0.0.1:3000',
    };
    const report = await runDoctor(sandboxTrial, deadlines);
    expect(doctorPassed(report), doctorTable(report)).toBe(true);
    expect(outcomes(report)).toMatchObject({ PUBLIC_URL: 'trial', Razorpay: 'trial' });
    expect(row(report, 'Razorpay').checked).toMatch(/sandbox, where no money moves/);
    expect(doctorTable(report)).toMatch(/2 trial, .*Ready for a trial on this machine/);

    // The same sandbox on an address buyers reach is no trial: they would pay where no money moves.
    const reached = await runDoctor({ ...sandboxTrial, PUBLIC_URL: STORE }, deadlines);
    expect(doctorPassed(reached)).toBe(false);
    expect(outcomes(reached)).toMatchObject({ PUBLIC_URL: 'ok', Razorpay: 'failed' });
    expect(row(reached, 'Razorpay').fix).toMatch(/keep PUBLIC_URL on this machine for a trial/);
  });

  it('gives a refused connection, a timeout and a wrong key each their own fix', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const fixes = async (env: Record<string, string>) => {
        const report = await runDoctor({ ...production, ...env }, deadlines);
        return {
          SMS: row(report, 'SMS').fix,
          Razorpay: row(report, 'Razorpay').fix,
          SMTP: row(report, 'SMTP').fix,
        };
      };
      const [unreachable, timeout, refused] = await Promise.all([
        fixes({
          TWILIO_API_URL: 'http://127.0.0.1:1',
          RAZORPAY_API_URL: 'http://127.0.0.1:1/v1',
          SMTP_URL: 'smtp://frameshop:smtp-password@127.0.0.1:1',
        }),
        fixes({ TWILIO_API_URL: silentUrl, RAZORPAY_API_URL: `${silentUrl}/v1` }),
        fixes({ TWILIO_AUTH_TOKEN: 'not-the-auth-token', RAZORPAY_KEY_SECRET: 'not-the-secret' }),
      ]);
      expect(unreachable.SMS).toMatch(/^Nothing took the connection to .*: check TWILIO_API_URL/);
      expect(unreachable.Razorpay).toMatch(/^Nothing took the connection .*RAZORPAY_API_URL/);
      // nodemailer's refused connection too: not "check the user and password".
      expect(unreachable.SMTP).toMatch(
        /^Nothing took the connection to 127\.0\.0\.1:1: check SMTP_URL/,
      );
      expect(timeout.SMS).toMatch(/did not answer in time: check this server's network/);
      expect(timeout.Razorpay).toMatch(/did not answer in time: .*RAZORPAY_API_URL/);
      expect(refused.SMS).toMatch(/^Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/);
      expect(refused.Razorpay).toMatch(/^Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    } finally {
      silent.close();
    }
  });
});

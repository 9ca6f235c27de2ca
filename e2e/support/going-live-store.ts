/**
 * A store as its owner starts it for real (README, Going live): a production build on an empty
 * embedded database, with mail through an SMTP server, phone codes through Twilio and credit packs
 * through Razorpay, each faked at its network boundary by a local stand-in in this process. One per
 * journey and project, on a port of its own, so the owner's first steps are the store's first.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startLocalRazorpay,
  type LocalRazorpay,
} from '../../apps/server/src/test-support/local-razorpay';
import {
  startLocalTwilio,
  type LocalSmsProvider,
} from '../../apps/server/src/test-support/local-sms';
import { bodyTextOf, startLocalSmtp } from '../../apps/server/src/test-support/local-smtp';
import { eventuallyFound as poll } from '../../apps/server/src/test-support/eventually';
import { adminCommandWith, storeCommandWith } from './admin-store';
import type { CodeReaders } from './register';
import { storeProcess } from './store-process';

const CODE = /\b(\d{6})\b/;

export const GOING_LIVE_ADMIN_PASSWORD = 'going-live-admin-password';

export interface GoingLiveStore {
  url: string;
  /** The codes the store mailed and texted, as their owners read them. */
  codes: CodeReaders;
  razorpay: LocalRazorpay;
  twilio: LocalSmsProvider;
  /**
   * `npm run admin -- grant <email>` as the README says to run it on the embedded database: the
   * store stopped, the command run with the store's variables, the store started again.
   */
  grantAdmin(email: string): Promise<string>;
  /** `npm run doctor` with the store's variables, `changes` made to them, beside the running store. */
  doctor(changes?: Record<string, string>): Promise<{ status: number; output: string }>;
  close(): Promise<void>;
}

export async function startGoingLiveStore(port: number): Promise<GoingLiveStore> {
  const [smtp, twilio, razorpay] = await Promise.all([
    startLocalSmtp(new Set(), 0, { user: 'store', pass: 'smtp-password' }),
    startLocalTwilio(),
    startLocalRazorpay(),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-going-live-'));
  const url = `http://127.0.0.1:${port}`;
  const secret = () => randomBytes(36).toString('base64url');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DEMO_CATALOGUE: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    // The embedded database and this process's counts, whatever the caller's shell has.
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: secret(),
    URL_SIGNING_SECRET: secret(),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Frameshop <hello@store.test>',
    ...twilio.env(),
    ...razorpay.env(),
    ADMIN_PASSWORD: GOING_LIVE_ADMIN_PASSWORD,
    // Each journey poses as a client of its own with X-Forwarded-For, as on the stack's stores.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  };

  const { start, stop } = storeProcess(env);

  await start();
  return {
    url,
    twilio,
    razorpay,
    codes: {
      emailed: (email) =>
        poll(`an email to ${email}`, () => {
          const mail = smtp.received.filter((entry) => entry.to.includes(email)).at(-1);
          return mail ? CODE.exec(bodyTextOf(mail.raw))?.[1] : undefined;
        }),
      texted: (phoneNumber, since) =>
        poll(`a text to ${phoneNumber}`, () => {
          const text = twilio.received
            .filter((entry) => entry.to === phoneNumber)
            .filter((entry) => Date.parse(entry.receivedAt) >= since - 1000)
            .at(-1);
          return text ? CODE.exec(text.body)?.[1] : undefined;
        }),
    },
    grantAdmin: async (email) => {
      await stop();
      const granted = await adminCommandWith(env, 'grant', email);
      await start();
      if (granted.status !== 0) throw new Error(`granting admin failed: ${granted.output}`);
      return granted.output;
    },
    doctor: (changes = {}) => storeCommandWith({ ...env, ...changes }, 'doctor'),
    close: async () => {
      await stop();
      await Promise.all([smtp.close(), twilio.close(), razorpay.close()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

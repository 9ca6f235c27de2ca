/**
 * A store of its own for the admin journey. Granting admin is a command run on the database, and
 * the embedded database belongs to one process at a time: the journey signs people up, stops the
 * store, runs `npm run admin -- grant`, and starts it again on the same data directory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uniqueId, uniquePhone } from './fixtures';
import { appPort } from './ports';

const root = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN_PASSWORD = 'journey-admin-password';
/** A zone far from UTC, so the store's days differ from the machine's. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

export interface AdminStore {
  url: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs `npm run admin -- …args` on the store's data directory. */
  adminCommand(...args: string[]): { status: number | null; output: string };
}

export function adminStore(port = appPort + 4, extraEnv: Record<string, string> = {}): AdminStore {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-admin-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    RATE_LIMIT_MAX: '100000',
    // No media are needed here: the figures come from accounts and payments.
    DEMO_CATALOGUE: 'false',
    ADMIN_PASSWORD,
    STORE_TIME_ZONE,
    ...extraEnv,
  };
  let server: ChildProcess | undefined;
  return {
    url,
    dataDir,
    async start() {
      server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      // A first start with the demo catalogue renders its media: most of a minute on a busy machine.
      const deadline = Date.now() + 180_000;
      for (;;) {
        if (server.exitCode !== null)
          throw new Error(`the admin store exited (${server.exitCode})`);
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) {
          server.kill('SIGTERM');
          throw new Error('the admin store did not start in 180 s');
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    adminCommand(...args) {
      const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
  };
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The newest code the store's dev mailbox holds for `to` (no SMTP or SMS provider here). */
async function mailboxCode(origin: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${origin}/dev/mailbox`, {
      headers: { Accept: 'application/json' },
    });
    const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages.find((message) => message.to === to)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${to}`);
}

export interface StoreAccount {
  email: string;
  password: string;
  actualName: string;
  token: string;
}

/** Signs up through the API with both codes verified, and answers the account with its token. */
export async function signUp(origin: string, actualName: string): Promise<StoreAccount> {
  const id = uniqueId();
  const email = `admin.${id}@example.com`;
  const password = `pass-${id}`;
  const phone = uniquePhone();
  const phoneNumber = `+1 ${phone.local}`;
  await post(`${origin}/api/send-email-otp`, { email, purpose: 'register' });
  const emailCode = await mailboxCode(origin, email);
  await post(`${origin}/api/verify-email-otp`, { email, otp: emailCode, purpose: 'register' });
  await post(`${origin}/api/send-phone-otp`, { phoneNumber });
  const phoneCode = await mailboxCode(origin, phone.normalised);
  await post(`${origin}/api/verify-phone-otp`, { phoneNumber, otp: phoneCode });
  const registered = await post(`${origin}/api/register`, {
    username: `admin_${id}`,
    email,
    password,
    actualName,
    phoneNumber,
    countryCode: '+1',
    EmpFeild: 'Agency',
  });
  return { email, password, actualName, token: String(registered.token) };
}

/** Buys a credit pack in the sandbox, as the Buy Credits page does: order, pay, verify. */
export async function buyPack(origin: string, token: string, packId: string): Promise<void> {
  const order = await post(`${origin}/api/create-razorpay-order`, { packId }, token);
  const paid = await post(
    `${origin}/api/sandbox-payments`,
    { orderId: order.orderId, outcome: 'paid' },
    token,
  );
  await post(`${origin}/api/verify-razorpay-payment`, paid, token);
}

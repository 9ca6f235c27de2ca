/**
 * The store of the admin journeys (admin-dashboard.spec.ts, owner-catalogue.spec.ts): one for the
 * whole run, on E2E_PORT + 4 with an empty catalogue, started by the test stack. Granting admin is
 * a command run on the database, and the embedded database belongs to one process at a time: the
 * stack signs up an owner for each journey and project (a seat), stops the store, runs the grant
 * for each, and starts it again on the same data directory. The journeys then sign up whoever else
 * they need on the running store. One store instead of a start, stop and start per journey and
 * project: each start costs a store's boot and its database's migrations.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually, eventuallyFound } from '../../apps/server/src/test-support/eventually';
import { storeProgramArgs, type StoreProgram } from '../../scripts/server-bundle.mjs';
import { appPort, controlUrl } from './ports';
import { uniqueId, uniquePhone } from './unique';

const root = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN_PASSWORD = 'journey-admin-password';
/** A zone far from UTC, so the store's days differ from the machine's. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
/** The admin store is registered for GST in Karnataka (29): it issues tax invoices (ADR 55). */
export const STORE_GSTIN = '29AAGCB7383J1Z4';
export const adminStoreUrl = `http://127.0.0.1:${appPort + 4}`;

/** The journeys that need an admin, once per project: each has an owner of its own. */
export const ADMIN_SEATS = [
  'admin-dashboard:desktop',
  'admin-dashboard:phone',
  'owner-catalogue:desktop',
  'owner-catalogue:phone',
  'search:desktop',
  'search:phone',
  'tax-invoices:desktop',
  'tax-invoices:phone',
] as const;
export type AdminSeat = (typeof ADMIN_SEATS)[number];

/** The admin store's settings, beside the stack's own for every store. */
export function adminStoreEnv(dataDir: string): Record<string, string> {
  return {
    PORT: String(appPort + 4),
    DATA_DIR: dataDir,
    // Codes land in the store's dev mailbox, which the sign-ups below read.
    SMTP_URL: '',
    REDIS_URL: '',
    RATE_LIMIT_MAX: '100000',
    // No media are needed here: the figures come from accounts and payments, the templates from
    // the owner's own files.
    DEMO_CATALOGUE: 'false',
    ADMIN_PASSWORD,
    STORE_TIME_ZONE,
    STORE_GSTIN,
    STORE_LEGAL_NAME: 'Frameshop Media Private Limited',
    STORE_ADDRESS: '4th Floor, 12 MG Road\\nBengaluru 560001',
  };
}

/** Runs `npm run admin -- …args` (the CLI itself, without npm's start-up) on the store's data. */
export function adminCommand(
  dataDir: string,
  ...args: string[]
): Promise<{ status: number; output: string }> {
  return adminCommandWith({ DATABASE_URL: '', DATA_DIR: dataDir }, ...args);
}

/** `npm run admin -- …args` with a store's variables, as its owner runs it beside the store. */
export function adminCommandWith(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number; output: string }> {
  return storeCommandWith(env, 'admin', ...args);
}

/** One of the store's commands (its program, without npm's start-up) with a store's variables. */
export async function storeCommandWith(
  env: Record<string, string>,
  program: StoreProgram,
  ...args: string[]
): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [...(await storeProgramArgs(program)), ...args],
      { cwd: root, env: { ...process.env, ...env } },
    );
    return { status: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function untilHealthy(store: ChildProcess): Promise<void> {
  await eventually(
    'the admin store to answer',
    async () => {
      if (store.exitCode !== null) throw new Error(`the admin store exited (${store.exitCode})`);
      return fetch(`${adminStoreUrl}/api/health`).then(
        (answer) => answer.ok,
        () => false, // Not listening yet.
      );
    },
    180_000,
  );
}

async function stopped(store: ChildProcess): Promise<void> {
  if (store.exitCode !== null) return;
  const exited = new Promise((resolve) => store.once('exit', resolve));
  store.kill('SIGTERM');
  await exited;
}

/**
 * For the stack: starts the admin store, signs up an owner per seat, grants each one admin on the
 * stopped store, and answers the store running again with the owners. `start` spawns a store
 * with these settings (the stack's way, which also stops it when the stack stops).
 */
export async function prepareAdminStore(
  dataDir: string,
  start: (env: Record<string, string>) => ChildProcess,
): Promise<{ store: ChildProcess; owners: Record<AdminSeat, StoreAccount> }> {
  const env = adminStoreEnv(dataDir);
  const first = start(env);
  await untilHealthy(first);
  const owners = Object.fromEntries(
    await Promise.all(
      ADMIN_SEATS.map(async (seat) => [seat, await signUp(adminStoreUrl, 'Store Owner')]),
    ),
  ) as Record<AdminSeat, StoreAccount>;
  await stopped(first);
  for (const owner of Object.values(owners)) {
    const granted = await adminCommand(dataDir, 'grant', owner.email);
    if (!granted.output.includes(`${owner.email} is now an admin.`)) {
      throw new Error(`granting ${owner.email} admin failed: ${granted.output}`);
    }
  }
  const store = start(env);
  await untilHealthy(store);
  return { store, owners };
}

/** The running admin store as a journey uses it: where it is, its seat's owner, the CLI. */
export interface SharedAdminStore {
  url: string;
  owner: StoreAccount;
  /** Runs the admin CLI on the store's data directory (refused while the store runs). */
  adminCommand(...args: string[]): Promise<{ status: number; output: string }>;
}

/** For a journey: the admin store once the stack has it ready, and the owner of `seat`. */
export async function sharedAdminStore(seat: AdminSeat): Promise<SharedAdminStore> {
  // The stack prepares it in its own process.
  const { dataDir, owners } = await eventuallyFound(
    'the admin store to be ready',
    async () => {
      const answer = await fetch(`${controlUrl}/admin-store`);
      const body = (await answer.json()) as {
        dataDir?: string;
        owners?: Record<AdminSeat, StoreAccount>;
        error?: string;
      };
      if (body.error) throw new Error(`the admin store could not be prepared: ${body.error}`);
      return answer.ok && body.owners && body.dataDir
        ? { dataDir: body.dataDir, owners: body.owners }
        : undefined;
    },
    240_000,
  );
  return {
    url: adminStoreUrl,
    owner: owners[seat],
    adminCommand: (...args) => adminCommand(dataDir, ...args),
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
function mailboxCode(origin: string, to: string): Promise<string> {
  return eventuallyFound(
    `a code to reach ${to}`,
    async () => {
      const response = await fetch(`${origin}/dev/mailbox`, {
        headers: { Accept: 'application/json' },
      });
      const { messages } = (await response.json()) as {
        messages: { to: string; text: string }[];
      };
      return /\b(\d{6})\b/.exec(messages.find((message) => message.to === to)?.text ?? '')?.[1];
    },
    10_000,
  );
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

/**
 * Buys a credit pack in the sandbox, as the Buy Credits page does: order, pay, verify. Answers the
 * paid order's receipt number.
 */
export async function buyPack(origin: string, token: string, packId: string): Promise<number> {
  const order = await post(`${origin}/api/create-razorpay-order`, { packId }, token);
  const paid = await post(
    `${origin}/api/sandbox-payments`,
    { orderId: order.orderId, outcome: 'paid' },
    token,
  );
  const verified = await post(`${origin}/api/verify-razorpay-payment`, paid, token);
  if (typeof verified.receiptNumber !== 'number') {
    throw new Error(`the paid order has no receipt: ${JSON.stringify(verified)}`);
  }
  return verified.receiptNumber;
}

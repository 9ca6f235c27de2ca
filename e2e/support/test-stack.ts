/**
 * The end-to-end stack, started by Playwright as its web server: the real Frameshop server, twice,
 * plus the outside services they talk to, faked at their network boundary:
 *
 * - the store on E2E_PORT, as a fresh clone runs it (payments in the sandbox), its webhooks
 *   allowed to reach loopback;
 * - a second store on E2E_PORT + 2 with Razorpay configured, pointed at a local stand-in for
 *   Razorpay's API and checkout.js (on E2E_PORT + 3), with a data directory of its own;
 * - an SMTP server that keeps every message it receives (both stores get SMTP_URL pointing here);
 * - Google's key endpoint (a local JWKS), so Google ID tokens are verified for real;
 * - the admin journeys' store on E2E_PORT + 4, with an owner per journey and project made an admin
 *   (see admin-store.ts), prepared while the journeys start;
 * - a control server on E2E_PORT + 1 for the tests: `GET /messages?to=…` lists received mail
 *   (raw text, newest first), `POST /google/id-token {sub, email, name}` mints an ID token,
 *   `GET /admin-store` answers the admin store's owners once it is ready (503 before), and
 *   `GET /health` answers 200 once the first two stores do (Playwright waits for it).
 *
 * Run with `node --import tsx e2e/support/test-stack.ts`. It passes SIGTERM and SIGINT on to the
 * stores; when one exits, the others are stopped and the stack exits with the first one's code.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { prepareAdminStore, type AdminSeat, type StoreAccount } from './admin-store';
import { DEMO_MEDIA_CACHE_DIR } from '../../apps/server/src/test-support/demo-media-cache';
import { storeProgramArgs } from '../../scripts/server-bundle.mjs';
import { startLocalGoogle } from '../../apps/server/src/test-support/local-google';
import { startLocalRazorpay } from '../../apps/server/src/test-support/local-razorpay';
import {
  appPort,
  appUrl,
  controlPort,
  localRazorpayPort,
  razorpayStorePort,
  razorpayStoreUrl,
} from './ports';

interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no TLS upgrade, no login.
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      received.unshift({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const google = await startLocalGoogle();
const razorpay = await startLocalRazorpay({ port: localRazorpayPort });

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** Whether a store answers its health check. */
async function healthy(storeUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${storeUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  if (request.method === 'GET' && url.pathname === '/health') {
    Promise.all([healthy(appUrl), healthy(razorpayStoreUrl)])
      .then((answers) => {
        const ready = answers.every(Boolean);
        if (ready) keepDemoMedia();
        sendJson(response, ready ? 200 : 503, { ready });
      })
      .catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/admin-store') {
    sendJson(response, adminStore && 'owners' in adminStore ? 200 : 503, adminStore ?? {});
    return;
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? received.filter((mail) => mail.to.includes(to)) : received;
    sendJson(response, 200, { messages });
    return;
  }
  if (request.method === 'POST' && url.pathname === '/google/id-token') {
    readJson(request)
      .then(async ({ sub, email, name }) => {
        if (typeof sub !== 'string' || typeof email !== 'string') {
          sendJson(response, 400, { error: 'sub and email are required' });
          return;
        }
        const credential = await google.signIdToken({
          sub,
          email,
          name: typeof name === 'string' ? name : '',
        });
        sendJson(response, 200, { credential });
      })
      .catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
    return;
  }
  sendJson(response, 404, { error: 'not found' });
});
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

const dataDir =
  process.env.E2E_DATA_DIR ||
  process.env.DATA_DIR ||
  fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-'));

/**
 * The first store starts with the demo media kept from earlier runs, so its first start copies
 * rather than renders them; once it is ready, what it made goes into the cache for the next run.
 */
const demoMedia = path.join(dataDir, 'media');
if (fs.existsSync(DEMO_MEDIA_CACHE_DIR))
  fs.cpSync(DEMO_MEDIA_CACHE_DIR, demoMedia, { recursive: true });
let demoMediaKept = false;
function keepDemoMedia(): void {
  if (demoMediaKept) return;
  demoMediaKept = true;
  fs.cpSync(demoMedia, DEMO_MEDIA_CACHE_DIR, { recursive: true, force: false });
}

const serverProgram = await storeProgramArgs('server');

function startStore(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, serverProgram, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      // The journeys run on the embedded database of a first start, whatever the caller's shell has.
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SUPPORT_EMAIL: 'help@frameshop.test',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
      // Trackers configured, so the consent journeys can prove none loads before consent. Their
      // hosts are fulfilled inside the browser by the tests; nothing leaves the machine.
      GA_MEASUREMENT_ID: 'G-TEST123',
      META_PIXEL_ID: '123456',
      ...env,
    },
  });
}

/** Razorpay's settings emptied: the first store runs the sandbox whatever the caller's shell has. */
const withoutRazorpay = Object.fromEntries(Object.keys(razorpay.env()).map((name) => [name, '']));

const stores: ChildProcess[] = [];
/** Every store process started, the admin store's first run included, for the signals below. */
const started: ChildProcess[] = [];
const running = (store: ChildProcess) => store.exitCode === null && store.signalCode === null;
let exitCode: number | null = null;

/** A store of the stack: when it exits, the others are stopped, and then the stack exits. */
function keep(store: ChildProcess): void {
  stores.push(store);
  store.on('exit', (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0);
    // One store alone is not the stack the journeys expect.
    for (const other of started) if (running(other)) other.kill('SIGTERM');
    if (stores.some(running)) return;
    control.close();
    smtp.close(() => {});
    void Promise.allSettled([google.close(), razorpay.close()]).then(() => process.exit(exitCode));
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    for (const store of started) if (running(store)) store.kill(signal);
  });
}

const startTracked = (env: Record<string, string>) => {
  const store = startStore(env);
  started.push(store);
  return store;
};
keep(
  startTracked({
    PORT: String(appPort),
    DATA_DIR: dataDir,
    ...withoutRazorpay,
    // A journey's webhook endpoint is a receiver on this machine, which the store refuses to
    // send to unless told it may (private and loopback addresses; ADR 48).
    WEBHOOK_ALLOW_PRIVATE: 'true',
  }),
);
keep(
  startTracked({
    PORT: String(razorpayStorePort),
    DATA_DIR: `${dataDir}-razorpay-store`,
    ...razorpay.env(),
    // Its journeys buy credits only; without the demo catalogue's media it starts in seconds.
    DEMO_CATALOGUE: 'false',
  }),
);

/** The admin journeys' store: null while it is prepared, then its owners or why it failed. */
let adminStore:
  { dataDir: string; owners: Record<AdminSeat, StoreAccount> } | { error: string } | null = null;
const adminDataDir = `${dataDir}-admin-store`;
prepareAdminStore(adminDataDir, startTracked)
  .then(({ store, owners }) => {
    keep(store);
    adminStore = { dataDir: adminDataDir, owners };
  })
  .catch((error: unknown) => {
    adminStore = { error: String(error) };
    console.error('The admin store could not be prepared:', error);
  });

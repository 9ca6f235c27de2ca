import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/database';
import { creditLedger, paymentOrders, users } from '../db/schema';
import type { JobLog } from '../jobs';
import { createPaymentsService, type PaymentsService } from '../modules/payments';
import { startLocalRazorpay, type LocalRazorpay } from './local-razorpay';
import { createTestApp, testConfig, testSecrets, type TestApp } from './test-app';

const quietLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface RazorpayAppOptions {
  /** More variables for the app; Razorpay's come from the stand-in. */
  env?: Record<string, string>;
  /** Runs the job handlers in-process (the payment events, the reconciliation pass). */
  runJobs?: boolean;
  /** Listens on a loopback port, so the stand-in can post webhooks over HTTP. */
  listen?: boolean;
}

/**
 * The real app for one `describe`, with its Razorpay settings pointed at a local stand-in that is
 * started first and closed last. `payments` is a service over the app's database and settings, for
 * calling what only jobs call (the reconciliation pass). Read the properties inside a test.
 */
export function useRazorpayApp(options: RazorpayAppOptions = {}) {
  let razorpay: LocalRazorpay | undefined;
  let testApp: TestApp | undefined;
  let payments: PaymentsService | undefined;
  let env: Record<string, string> | undefined;
  let webhookUrl = '';
  beforeAll(async () => {
    razorpay = await startLocalRazorpay();
    env = { ...razorpay.env(), ...options.env };
    testApp = await createTestApp({ env, runJobs: options.runJobs });
    payments = paymentsServiceOf(testApp, env);
    if (options.listen) {
      await testApp.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = testApp.app.server.address() as AddressInfo;
      webhookUrl = `http://127.0.0.1:${port}/api/razorpay-webhook`;
    }
  });
  afterAll(async () => {
    await testApp?.close();
    await razorpay?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The Razorpay app starts in beforeAll.');
    return value;
  };
  return {
    get razorpay() {
      return started(razorpay);
    },
    get testApp() {
      return started(testApp);
    },
    get app() {
      return started(testApp).app;
    },
    get db() {
      return started(testApp).database.db;
    },
    get payments() {
      return started(payments);
    },
    /** The app's environment variables, Razorpay's included. */
    get env() {
      return started(env);
    },
    /** The app's webhook address, when it listens. */
    get webhookUrl() {
      if (!webhookUrl) throw new Error('Pass `listen: true` to post webhooks over HTTP.');
      return webhookUrl;
    },
  };
}

/** The payments service as the job handlers build it, over a test app's database. */
export function paymentsServiceOf(
  testApp: Pick<TestApp, 'database' | 'jobs'>,
  env: Record<string, string>,
  log: JobLog = quietLog,
): PaymentsService {
  return createPaymentsService(
    { config: testConfig(env), secrets: testSecrets, db: testApp.database.db, jobs: testApp.jobs },
    log,
  );
}

/** The stored order behind a provider order id. */
export async function storedOrder(db: Db, providerOrderId: string) {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  if (!order) throw new Error(`No payment order ${providerOrderId} is stored.`);
  return order;
}

/** Every order a user has, in no particular order. */
export function storedOrdersOf(db: Db, userId: string) {
  return db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
}

/** The ledger rows that bought credits with one provider order. */
export function purchaseCredits(db: Db, providerOrderId: string) {
  return db
    .select()
    .from(creditLedger)
    .where(
      and(eq(creditLedger.reason, 'credit_purchase'), eq(creditLedger.reference, providerOrderId)),
    );
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [user] = await db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}.`);
  return user.credits;
}

/** Moves an order's creation time back, as if it had been made `ms` ago. */
export async function ageOrder(db: Db, providerOrderId: string, ms: number): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
}

/** How many payment-event jobs were enqueued for an order, and how many of them are finished. */
export async function paymentEventJobs(
  testApp: TestApp,
  providerOrderId: string,
): Promise<{ total: number; settled: number }> {
  const { rows } = await testApp.database.executeSql(
    `select count(*)::int as total,
            count(*) filter (where state in ('completed', 'failed', 'cancelled'))::int as settled
       from pgboss.job where name = 'payment-event' and data->>'providerOrderId' = $1`,
    [providerOrderId],
  );
  return rows[0] as { total: number; settled: number };
}

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, registerBuyer } from './test-support/commerce-fixture';
import { startLocalRazorpay, type LocalRazorpay } from './test-support/local-razorpay';
import { eventually } from './test-support/eventually';
import { serverProcesses } from './test-support/server-process';
import { createThrowawayPostgres } from './test-support/test-database';

const adminUrl = process.env.DATABASE_URL;

/**
 * On PostgreSQL, `npm start` alone runs the jobs (ADR 14): an order paid at Razorpay that no browser
 * confirmed waits while only an API-only process (RUN_JOBS=false) runs, and is credited by the
 * start-up reconciliation of a plain server started beside it. Needs a PostgreSQL server, so it runs
 * where DATABASE_URL is set (CI sets it), as the database suites' second pass does.
 */
describe.skipIf(!adminUrl)('jobs on PostgreSQL without a worker process', () => {
  let razorpay: LocalRazorpay;
  let database: { url: string; drop(): Promise<void> };
  const processes = serverProcesses();

  beforeAll(async () => {
    razorpay = await startLocalRazorpay();
    database = await createThrowawayPostgres(adminUrl as string);
  });
  afterAll(async () => {
    await processes.stopAll();
    await razorpay?.close();
    await database?.drop();
  });

  /** The jobs sent so far, and their state. */
  async function jobsSent(): Promise<{ name: string; state: string }[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (
        await client.query<{ name: string; state: string }>('select name, state from pgboss.job')
      ).rows;
    } finally {
      await client.end();
    }
  }

  const start = (env: Record<string, string> = {}) =>
    processes.start({
      DATABASE_URL: database.url,
      ...razorpay.env(),
      PAYMENTS_RECONCILE_AFTER_SECONDS: '0',
      ...env,
    });

  it('leaves jobs to others with RUN_JOBS=false, and runs them in a plain server', async () => {
    const apiOnly = await start({ RUN_JOBS: 'false' });
    const buyer = await registerBuyer(apiOnly.app);
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-1000' });
    expect(made.statusCode).toBe(200);
    const orderId: string = made.json().orderId;
    razorpay.pay(orderId);

    // A process that runs jobs sends the recurring ones, a reconciliation first, as it starts
    // (before it listens), and takes what others send; this one did neither, so nothing can
    // credit the order.
    const queued = await jobsSent();
    expect(queued.map((job) => job.name)).not.toContain('reconcile-payments');
    expect(queued.filter((job) => job.state !== 'created')).toEqual([]);
    expect((await buyer.call('GET', `/api/payment-orders/${orderId}`)).json().status).toBe(
      'created',
    );
    expect(razorpay.requests.some((request) => request.path.endsWith('/payments'))).toBe(false);

    const plain = await start();
    const call = caller(plain.app, buyer.token);
    await eventually(
      'the plain server reconciles and credits the order',
      async () => (await call('GET', `/api/payment-orders/${orderId}`)).json().status === 'paid',
      60_000,
    );
  });
});

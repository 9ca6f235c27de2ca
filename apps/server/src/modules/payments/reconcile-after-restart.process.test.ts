import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { caller, registerBuyer } from '../../test-support/commerce-fixture';
import { startLocalRazorpay, type LocalRazorpay } from '../../test-support/local-razorpay';
import { purchaseCredits } from '../../test-support/payments-fixture';
import { eventually } from '../../test-support/eventually';
import { serverProcesses } from '../../test-support/server-process';
import { migratedPgliteDataDir } from '../../test-support/test-database';

/**
 * The browser's verification never comes: the buyer paid at Razorpay, and the server was killed
 * (SIGKILL, no shutdown of any kind) before anything told it. Started again on the same data
 * directory, its start-up reconciliation asks Razorpay and credits the order, once.
 */
describe('a payment made while the server dies is credited after it restarts', () => {
  let razorpay: LocalRazorpay;
  let dataDir: string;
  const processes = serverProcesses();

  beforeAll(async () => {
    razorpay = await startLocalRazorpay();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-payments-restart-'));
    // Migrated from the run's snapshot: the first start is not what this suite is about.
    await migratedPgliteDataDir(dataDir);
  });
  afterAll(async () => {
    await processes.stopAll();
    await razorpay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The real server on the embedded database in `dataDir`, paying through the stand-in. */
  const start = () =>
    processes.start({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...razorpay.env(),
      PAYMENTS_RECONCILE_AFTER_SECONDS: '0',
    });

  it('credits the order from the start-up reconciliation, exactly once', async () => {
    const first = await start();
    const buyer = await registerBuyer(first.app);
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-1000' });
    expect(made.statusCode).toBe(200);
    const orderId: string = made.json().orderId;
    razorpay.pay(orderId);

    const beforeKill = await buyer.call('GET', `/api/payment-orders/${orderId}`);
    expect(beforeKill.json()).toMatchObject({ status: 'created' });
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    const second = await start();
    const call = caller(second.app, buyer.token);
    await eventually(
      'the restarted server credits the order',
      async () => (await call('GET', `/api/payment-orders/${orderId}`)).json().status === 'paid',
      60_000,
    );
    const profile = (await call('GET', '/api/profile')).json();
    expect(profile.credits).toBe(NEW_ACCOUNT_CREDITS + 1000);
    expect(profile.creditPurchaseHistory).toEqual([
      expect.objectContaining({ orderId, status: 'paid', creditsPurchased: 1000 }),
    ]);
    expect(
      razorpay.requests.filter((request) => request.path === `/v1/orders/${orderId}/payments`),
    ).not.toHaveLength(0);

    // Stopped cleanly, its database is read directly: one ledger row for the order.
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await purchaseCredits(database.db, orderId)).toEqual([
        expect.objectContaining({ userId: buyer.userId, delta: 1000 }),
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

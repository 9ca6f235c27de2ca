import { type Batch, type CheckBatchResponse, type Render } from '@frameshop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { batchRows, creditLedger, generatedVideos } from '../../db/schema';
import { caller, registerBuyer } from '../../test-support/commerce-fixture';
import { oneNameDesign } from '../../test-support/name-design';
import { eventually } from '../../test-support/eventually';
import { storeThatRestarts } from '../../test-support/store-that-restarts';

const LICENCE = 5;
const TEMPLATE = {
  width: 320,
  height: 180,
  seconds: 6,
  window: { x: 100, y: 40, width: 120, height: 80 },
};

/**
 * The server is killed (SIGKILL) while it makes the first row of a two-row video batch. Started
 * again on the same data directory, the batch carries on where it was: the killed row is made
 * again, the second after it, each charged once from the one hold, nothing returned, one mail.
 */
describe('a batch running when the server dies finishes after it restarts', () => {
  const store = storeThatRestarts('batch', { ...TEMPLATE, price: LICENCE });

  it('makes the killed row again and charges each row once', async () => {
    const first = await store.start();
    const buyer = await registerBuyer(first.app);
    const body = {
      templateId: store.templateId,
      scene: oneNameDesign(),
      rows: [
        { name: 'Priya', texts: { name: 'Priya' } },
        { name: 'Aarav', texts: { name: 'Aarav' } },
      ],
    };
    const checked = (await buyer.call('POST', '/api/batches/check', body)).json();
    const { price } = checked as CheckBatchResponse;
    expect(price).toMatchObject({ results: 2, perResult: 5, licence: LICENCE });
    const created = await buyer.call('POST', '/api/batches', {
      ...body,
      expectedTotal: price.total,
    });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().batch as Batch;
    const firstRow = batch.rows[0]!.renderId!;
    await eventually(
      'the first row is under way',
      async () =>
        ((await buyer.call('GET', `/api/renders/${firstRow}`)).json() as Render).progress > 0,
      60_000,
    );
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    store.realtime!.playbackSpeed(false);

    const second = await store.start();
    const call = caller(second.app, buyer.token);
    const batchOf = async () =>
      (await call('GET', `/api/batches/${batch.batchId}`)).json() as Batch;
    await eventually(
      'the restarted server finishes the batch',
      async () => (await batchOf()).status === 'finished',
      120_000,
    );
    const done = await batchOf();
    expect(done).toMatchObject({ made: 2, failed: 0, waiting: 0 });
    expect(done.credits).toEqual({ held: price.total, charged: price.total, returned: 0 });
    const archive = await second.app.inject({ method: 'GET', url: done.archiveUrl! });
    expect(archive.statusCode).toBe(200);
    expect(archive.rawPayload.subarray(0, 2).toString()).toBe('PK');

    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir: store.pgliteDir });
    try {
      const { db } = database;
      const ledger = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, buyer.userId));
      expect(ledger.filter((entry) => entry.reason !== 'signup_bonus')).toEqual([
        expect.objectContaining({ delta: -price.total, reference: `batch-hold:${batch.batchId}` }),
      ]);
      const [killed] = await db
        .select()
        .from(generatedVideos)
        .where(eq(generatedVideos.id, firstRow));
      expect(killed).toMatchObject({ status: 'completed', attempts: 2 });
      const rows = await db.select().from(batchRows).where(eq(batchRows.batchId, batch.batchId));
      expect(rows.map((row) => row.share)).toEqual(['charged', 'charged']);
      const { rows: mails } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'mail-batch-finished'`,
      );
      expect(Number(mails[0]!.n)).toBe(1);
    } finally {
      await database.close();
    }
  });
});

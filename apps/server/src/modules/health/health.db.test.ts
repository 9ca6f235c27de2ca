import { healthResponseSchema, liveResponseSchema, readyResponseSchema } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueTemplates } from '../catalogue';
import { generateSearchCatalogue } from '../../test-support/search-catalogue';
import { jobPayloads, JobQueue } from '../../jobs';
import { silentJobLog } from '../../jobs/test-support/echo-job';
import { eventually } from '../../test-support/eventually';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { expectServerError } from '../../test-support/answered-routes';

describe(`GET /api/health on ${testEngine}`, () => {
  const testApp = useTestApp();

  it('answers ok with the database up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', db: 'ok' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reports the job queue: waiting and running jobs and the longest wait', async () => {
    const { app, database } = testApp;
    // Another process's queue on the same database, running nothing: its jobs wait.
    const queue = new JobQueue(database, jobPayloads);
    await queue.start({ log: silentJobLog });
    try {
      await queue.send('reconcile-payments', {});
      await queue.send('prune-idempotent-requests', {});
      // The figures the first test may have read are answered until a refresh behind them lands.
      const health = async () =>
        healthResponseSchema.parse(
          (await app.inject({ method: 'GET', url: '/api/health' })).json(),
        );
      await eventually(
        'the new figures',
        async () => (await health()).queue?.waiting === 2,
        10_000,
      );
      const body = await health();
      expect(body.queue).toMatchObject({ waiting: 2, running: 0 });
      expect(body.queue?.oldestWaitSeconds).toBeGreaterThanOrEqual(0);
    } finally {
      await queue.stop();
    }
  });

  it('answers live and ready with 200 while the process runs and the database answers', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(liveResponseSchema.parse(live.json())).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readyResponseSchema.parse(ready.json())).toEqual({ status: 'ready' });
  });

  it('answers 503 with db down when the database does not answer', async () => {
    await testApp.database.close();
    const ask = (url: string) =>
      expectServerError(() => testApp.app.inject({ method: 'GET', url }));
    const response = await ask('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', db: 'down' });
    // Not ready for traffic, yet alive: a restart would not bring the database back.
    const ready = await ask('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(readyResponseSchema.parse(ready.json())).toEqual({
      status: 'unavailable',
      reason: 'database',
    });
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  });
});

// PGlite has one connection: a transaction holding the stamps would hold every other query too.
describe.runIf(testEngine === 'postgres')(`readiness while search loads on ${testEngine}`, () => {
  const testApp = useTestApp();

  it('says search is loading until the index is, live meanwhile, and answers searches during the load', async () => {
    const { app, database } = testApp;
    await catalogueTemplates.insertTemplates(database.db, [
      { ...generateSearchCatalogue(1)[0]!.row, name: 'Lanternfish Parade', sku: null },
    ]);
    // The index's first read waits behind a transaction holding its table: a slow load.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table template_search_changes in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    try {
      // Not ready on purpose: the index is held back.
      const ready = await expectServerError(() =>
        app.inject({ method: 'GET', url: '/api/health/ready' }),
      );
      expect(ready.statusCode).toBe(503);
      expect(readyResponseSchema.parse(ready.json())).toEqual({
        status: 'unavailable',
        reason: 'search-loading',
      });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      // A search asked during the load is answered after a second at most, the load still held,
      // from the templates whose text holds its words; and again, from the index, after it.
      const searched = () => app.inject({ method: 'GET', url: '/api/templates?q=lanternfish' });
      const found = [expect.objectContaining({ templateName: 'Lanternfish Parade' })];
      const started = performance.now();
      const during = await searched();
      expect(performance.now() - started).toBeLessThan(5000);
      expect(during.statusCode).toBe(200);
      expect(during.json<{ items: { templateName: string }[] }>().items).toEqual(found);
      const whole = await app.inject({ method: 'GET', url: '/api/search?q=lanternf' });
      expect(whole.statusCode).toBe(200);
      expect(
        (await expectServerError(() => app.inject({ method: 'GET', url: '/api/health/ready' })))
          .statusCode,
      ).toBe(503);
      release();
      await holding;
      const after = await searched();
      expect(after.statusCode).toBe(200);
      expect(after.json<{ items: { templateName: string }[] }>().items).toEqual(found);
    } finally {
      release();
      await holding;
    }
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(readyResponseSchema.parse(ready.json())).toEqual({ status: 'ready' });
  });
});

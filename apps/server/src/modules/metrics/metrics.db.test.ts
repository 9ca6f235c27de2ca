import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedVideos } from '../../db/schema';
import type { JobHandler, JobInfo } from '../../jobs';
import { registerBuyer, setBalance } from '../../test-support/commerce-fixture';
import { renderOrderWithHold } from '../../test-support/ledger-fixture';
import { sample } from '../../test-support/metric-sample';
import { balanceOf } from '../../test-support/payments-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { postUpload, uploadDataDir } from '../../test-support/upload-fixtures';
import { applyCreditChange } from '../credits';
import { countRenders } from './index';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const scraper = { authorization: `Bearer ${TOKEN}` };

/** Prometheus's own checker (Debian's `prometheus` package; `.ci/run` installs it). */
const PROMTOOL = process.env.PROMTOOL ?? '/usr/bin/promtool';

/** A built web app of one page, so page requests are answered as pages. */
const webDist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-metrics-web-')), 'dist');
fs.mkdirSync(webDist);
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => fs.rmSync(path.dirname(webDist), { recursive: true, force: true }));

const job = (): JobInfo => ({
  id: randomUUID(),
  name: 'render',
  attempt: 1,
  shutdown: new AbortController().signal,
});

describe(`/metrics on ${testEngine}`, () => {
  const testApp = useTestApp({
    env: { METRICS_TOKEN: TOKEN, WEB_DIST_DIR: webDist, ...uploadDataDir().env },
  });
  const scrape = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers 401 without the token, with a wrong one, or another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-of-the-same-shape-0123456789',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ code: ErrorCode.Unauthorized });
      expect(response.body).not.toContain('# HELP');
    }
  });

  it('answers the Prometheus text format with the right token: routes by pattern, the process', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/template/918273645' });
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-endpoint/918273645' });
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const detail = { route: '/api/template/:templateId', method: 'GET', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', detail)).toBe(1);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{[^}]*route="\/api\/template\/:templateId"[^}]*\} 1$/m,
    );
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Never the address as requested: it would make a series per template.
    expect(text).not.toContain('918273645');
    // The process's own figures, event-loop lag among them.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('gauges the job queue by job name, and the pool on PostgreSQL', async () => {
    await testApp.jobs.send('reconcile-payments', {});
    const text = await scrape();
    expect(sample(text, 'frameshop_jobs_waiting', { job_name: 'reconcile-payments' })).toBe(1);
    expect(sample(text, 'frameshop_jobs_running', { job_name: 'reconcile-payments' })).toBe(0);
    expect(sample(text, 'frameshop_jobs_waiting', { job_name: 'render' })).toBe(0);
    expect(
      sample(text, 'frameshop_jobs_oldest_wait_seconds', { job_name: 'reconcile-payments' }),
    ).toBeGreaterThanOrEqual(0);
    if (testEngine === 'postgres') {
      expect(sample(text, 'frameshop_db_pool_max')).toBe(5);
      expect(sample(text, 'frameshop_db_pool_waiting')).toBe(0);
      expect(sample(text, 'frameshop_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('frameshop_db_pool');
    }
  });

  it('counts credits bought through checkout, and the order made and credited', async () => {
    const buyer = await registerBuyer(testApp.app);
    const before = await scrape();
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
    const orderId = made.json().orderId as string;
    const paid = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    const verified = await buyer.call('POST', '/api/verify-razorpay-payment', paid.json());
    expect(verified.statusCode).toBe(200);

    const after = await scrape();
    const grew = (name: string, labels?: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('frameshop_credits_bought_total')).toBe(500);
    expect(grew('frameshop_payment_orders_created_total')).toBe(1);
    expect(grew('frameshop_payment_orders_credited_total', { via: 'checkout' })).toBe(1);
    // Bought, not granted: the sign-up bonus came before the scrape and counts as granted.
    expect(grew('frameshop_credits_granted_total', { reason: 'signup_bonus' })).toBe(0);
    expect(sample(after, 'frameshop_credits_granted_total', { reason: 'signup_bonus' })).toBe(
      (await balanceOf(testApp.database.db, buyer.userId)) - 500,
    );
  });

  it('counts spends and render holds once they commit, and never a change rolled back', async () => {
    const { db } = testApp.database;
    const buyer = await registerBuyer(testApp.app);
    const balance = await balanceOf(db, buyer.userId);
    const before = await scrape();

    await setBalance(db, buyer.userId, balance, balance - 3);
    await expect(
      db.transaction(async (tx) => {
        await applyCreditChange(tx, {
          userId: buyer.userId,
          delta: -2,
          reason: 'admin_adjustment',
          reference: null,
        });
        throw new Error('rolled back after the change');
      }),
    ).rejects.toThrow('rolled back');
    // Two render orders' holds: one failed (its credits go back), one still waiting.
    const price = 1;
    const order = { userId: buyer.userId, templateId: '4242', price };
    await renderOrderWithHold(db, { ...order, outcome: 'failed' });
    await renderOrderWithHold(db, { ...order, outcome: 'queued' });

    const after = await scrape();
    const grew = (name: string, labels?: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('frameshop_credits_spent_total', { reason: 'admin_adjustment' })).toBe(3);
    expect(grew('frameshop_credits_held_total')).toBe(2 * price);
    expect(grew('frameshop_credits_granted_total', { reason: 'refund' })).toBe(price);
    expect(grew('frameshop_renders_refunded_total')).toBe(1);
    expect(grew('frameshop_credits_spent_total', { reason: 'template_purchase' })).toBe(0);
  });

  it('counts an upload refused by its reason', async () => {
    const buyer = await registerBuyer(testApp.app);
    const refused = await postUpload(
      testApp.app,
      buyer.token,
      Buffer.from('plain text, not a picture'),
      'holiday.jpg',
    );
    expect(refused.statusCode).toBe(415);
    const text = await scrape();
    expect(
      sample(text, 'frameshop_uploads_refused_total', { reason: ErrorCode.UnsupportedMediaType }),
    ).toBe(1);
    expect(sample(text, 'frameshop_upload_bytes_total', { kind: 'image' })).toBeUndefined();
  });

  it('counts a render as its job leaves it: completed once, with its time; failed', async () => {
    const { db } = testApp.database;
    const { metrics } = testApp;
    const buyer = await registerBuyer(testApp.app);
    const insert = async () => {
      const id = randomUUID();
      await db.insert(generatedVideos).values({
        id,
        userId: buyer.userId,
        templateId: '4242',
        status: 'processing',
        durationSeconds: 12,
      });
      return id;
    };
    const finish = async (id: string, status: 'completed' | 'failed') => {
      await db
        .update(generatedVideos)
        .set({ status, finishedAt: new Date() })
        .where(eq(generatedVideos.id, id));
    };
    // Stand-ins for the render job: what it leaves in the row is all the counters read.
    type RenderHandler = JobHandler<{ renderId: string }>;
    const handlers = countRenders<{ render: RenderHandler; 'render-abandoned': RenderHandler }>(
      {
        render: Object.assign(
          async ({ renderId }: { renderId: string }) => {
            const [row] = await db
              .select({ status: generatedVideos.status })
              .from(generatedVideos)
              .where(eq(generatedVideos.id, renderId));
            // A job for a render already finished leaves it alone, as the real one does.
            if (row?.status === 'processing') await finish(renderId, 'completed');
          },
          { concurrency: 2 },
        ),
        'render-abandoned': async ({ renderId }: { renderId: string }) =>
          finish(renderId, 'failed'),
      },
      { db, metrics, log: { info: () => {}, warn: () => {}, error: () => {} } },
    );
    expect(handlers.render.concurrency).toBe(2);
    const count = async (name: string, labels?: Record<string, string>) =>
      sample(await metrics.scrape(), name, labels) ?? 0;

    const completed = await insert();
    await handlers.render({ renderId: completed }, job());
    // A job's start and a render's finish are compared in milliseconds, and a delivery again comes
    // later than the one before it finished: in the same millisecond it would read as its own.
    await new Promise((resolve) => setTimeout(resolve, 2));
    // Delivered again (a sweeper's hand-back racing its completion): started, not finished twice.
    await handlers.render({ renderId: completed }, job());
    await handlers['render-abandoned']({ renderId: await insert() }, job());

    expect(await count('frameshop_renders_started_total')).toBe(2);
    expect(await count('frameshop_renders_finished_total', { kind: 'video' })).toBe(1);
    expect(await count('frameshop_render_duration_seconds_count', { kind: 'video' })).toBe(1);
    expect(await count('frameshop_render_realtime_factor_count')).toBe(1);
    expect(await count('frameshop_renders_failed_total', { kind: 'video' })).toBe(1);
  });

  it("times each page under its route's pattern, and only paths nothing answers as unmatched", async () => {
    const get = (url: string) => testApp.app.inject({ method: 'GET', url });
    for (const url of ['/template/918273645', '/template/918273646?from=list', '/faq', '/']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await get('/Purchased/')).statusCode).toBe(200);
    expect((await get('/no/such/page/918273645')).statusCode).toBe(200);
    expect((await get('/api/no-such-endpoint')).statusCode).toBe(404);
    const text = await scrape();
    const count = (route: string, status = '200', method = 'GET') =>
      sample(text, 'http_request_duration_seconds_count', { route, status_code: status, method });
    expect(count('/template/:templateId')).toBe(2);
    expect(count('/faq')).toBe(1);
    expect(count('/')).toBe(1);
    expect(count('/Purchased')).toBe(1);
    // A path no page has goes to the home page in the browser: not a page of its own.
    expect(count('unmatched')).toBe(1);
    expect(count('unmatched', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('918273645');
  });

  it('passes `promtool check metrics`, with every kind of series in it', async () => {
    expect(fs.existsSync(PROMTOOL), `${PROMTOOL}: apt-get install prometheus`).toBe(true);
    const buyer = await registerBuyer(testApp.app);
    await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
    await testApp.app.inject({ method: 'GET', url: '/faq' });
    const checked = spawnSync(PROMTOOL, ['check', 'metrics'], {
      input: await scrape(),
      encoding: 'utf8',
    });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});

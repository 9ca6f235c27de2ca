/**
 * `npm run test:cluster`: the store as a cluster on one machine (ADR 20): two API-only processes
 * and two `npm run worker` processes on one throwaway PostgreSQL database, rate limits in Redis,
 * every media file in a local S3-compatible bucket (s3rver), payments through the local Razorpay
 * stand-in. Each process has a data directory of its own, as on machines of their own.
 *
 * A mixed load goes through both API processes, behind a stand-in balancer: browsing, sign-ups,
 * credit packs bought through Razorpay (checkout's verification through one process, the webhook
 * through the other), template purchases, uploads and render orders. During the load one API
 * process is drained, stopped and started again; one worker is killed with SIGKILL in the middle
 * of a render, and a replacement worker starts at the end, as a restarted machine would. Then a
 * burst from one client address goes to both API processes under a low RATE_LIMIT_MAX.
 *
 * It prints the counts and checks: every render completed exactly once (the killed one by the
 * other worker within a minute), no credit spent or granted twice (ledger = balance for every
 * user, each paid order credited once), the burst allowed exactly the limit across both
 * processes, every finished file reachable through either API process, no temporary file left
 * (upload and render temp dirs of every process, multipart parts in the bucket). Exits 1 when a
 * check fails.
 *
 * Needs DATABASE_URL (an admin URL; a throwaway database is made beside it) and REDIS_URL.
 * CLUSTER_USERS sets the number of buyers (default 6).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Render } from '@frameshop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/env';
import { openMigratedDatabase } from '../db/database';
import { creditLedger, generatedVideos, licences } from '../db/schema';
import { insertTemplates } from '../modules/catalogue';
import { createMediaStorage } from '../modules/media';
import { caller, registerBuyer, spendingAnomalies } from '../test-support/commerce-fixture';
import {
  makeCompositionFixture,
  makeStillUpload,
  makeTemplateClip,
  RED,
} from '../test-support/composition-fixture';
import { forwardingApp } from '../test-support/forwarding-app';
import { startLocalRazorpay } from '../test-support/local-razorpay';
import { startLocalS3 } from '../test-support/local-s3';
import { createThrowawayPostgres } from '../test-support/test-database';
import { postUpload } from '../test-support/upload-fixtures';
import { startWorker, waitForWorker, type RunningWorker } from '../test-support/worker-process';
import { apiPool } from './api-pool';

const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const USERS = Number(process.env.CLUSTER_USERS ?? 6);
/** Each buyer makes about 20 requests; the burst sends three times the limit. */
const RATE_LIMIT = 40;
const BURST = RATE_LIMIT * 3;
const PACK = { id: 'pack-1000', credits: 1000 };
const PRICE = 25;
const BOUGHT_PRICE = 40;
const TEMPLATE = {
  width: 960,
  height: 540,
  seconds: 15,
  window: { x: 300, y: 120, width: 360, height: 240 },
};
const secrets = {
  JWT_SECRET: 'cluster-run-jwt-secret-long-enough-to-pass',
  URL_SIGNING_SECRET: 'cluster-run-url-signing-secret-long-enough',
};
/**
 * Client addresses in the documentation range, fresh /64s each run: Redis keeps the counters of
 * a run a minute before for the same address, and the rate limit groups IPv6 by /64.
 */
const runPrefix = `2001:db8:${randomBytes(2).toString('hex')}`;
const clientAddress = (n: number) => `${runPrefix}:${n.toString(16)}::1`;
const BURST_ADDRESS = `${runPrefix}:ffff::1`;

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Names of the files under `dir`, recursively; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function main(): Promise<number> {
  if (!adminUrl || !redisUrl) {
    console.error('npm run test:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL.');
    return 2;
  }
  const fixture = await makeCompositionFixture();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-cluster-'));
  const dirOf = (name: string) => path.join(root, name);
  const s3 = await startLocalS3('frameshop-cluster');
  const razorpay = await startLocalRazorpay();
  const throwaway = await createThrowawayPostgres(adminUrl);
  const database = await openMigratedDatabase({ kind: 'postgres', url: throwaway.url, poolMax: 2 });
  const pool = apiPool();
  const workers: RunningWorker[] = [];
  const clients: FastifyInstance[] = [];
  const failures: string[] = [];
  const counts: Record<string, number | string> = {};
  const client = async (target: () => string, address: string) => {
    const app = await forwardingApp(target, { forwardedFor: address });
    clients.push(app);
    return app;
  };
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dirOf('setup'),
      ...secrets,
      ...s3.env,
    });
    const storage = createMediaStorage(config, {
      jwtSecret: secrets.JWT_SECRET,
      urlSigningSecret: secrets.URL_SIGNING_SECRET,
    });
    const clip = await makeTemplateClip(fixture, 'cluster', TEMPLATE);
    await storage.put('public/cluster/clip.mp4', clip.sourcePath);
    await storage.put('public/cluster/mask.png', clip.maskPath);
    const template = {
      kind: 'video' as const,
      priceInd: null,
      width: TEMPLATE.width,
      height: TEMPLATE.height,
      durationSeconds: TEMPLATE.seconds,
      media: {
        poster: 'public/cluster/poster.jpg',
        source: 'public/cluster/clip.mp4',
        mask: 'public/cluster/mask.png',
      },
    };
    const [rendered, bought] = await insertTemplates(database.db, [
      { ...template, name: 'Cluster', price: PRICE },
      { ...template, name: 'Cluster bought', price: BOUGHT_PRICE },
    ]);
    const templateId = String(rendered!.id);

    const env = {
      DATABASE_URL: throwaway.url,
      REDIS_URL: redisUrl,
      ...secrets,
      ...s3.env,
      ...razorpay.env(),
    };
    const apiEnv = (n: number) => ({
      ...env,
      DATA_DIR: dirOf(`api-${n}`),
      RUN_JOBS: 'false',
      // The balancer stand-in forwards from loopback and names the client in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_MAX: String(RATE_LIMIT),
    });
    const workerEnv = (n: number) => ({ ...env, DATA_DIR: dirOf(`worker-${n}`) });
    await Promise.all([pool.add(apiEnv(0)), pool.add(apiEnv(1))]);
    workers.push(startWorker(workerEnv(0)), startWorker(workerEnv(1)));
    await Promise.all(workers.map((worker) => waitForWorker(worker)));

    // The load: each buyer, from an address of its own, signs up, browses and pays through one
    // API process (its order verified through the other, Razorpay's webhook to the first), buys
    // a template, uploads through one and orders the render through the other.
    const photo = await makeStillUpload(fixture, 'red.png', { color: RED, width: 64, height: 64 });
    let steps = 0;
    let signedUp = 0;
    let browses = 0;
    const check = (what: string, status: number, expected: number) => {
      steps += 1;
      if (status !== expected) failures.push(`${what} answered ${status}`);
    };
    const load = Promise.all(
      Array.from({ length: USERS }, async (_, n) => {
        const near = await client(() => pool.urlOf(n), clientAddress(n));
        const far = await client(() => pool.urlOf(n + 1), clientAddress(n));
        const buyer = await registerBuyer(near);
        signedUp += 1;
        for (const api of [near, far]) {
          const listed = await api.inject({ method: 'GET', url: '/api/templates' });
          check('browsing', listed.statusCode, 200);
          const detail = await api.inject({ method: 'GET', url: `/api/template/${templateId}` });
          check('a template page', detail.statusCode, 200);
          browses += 2;
        }
        const made = await caller(near, buyer.token)('POST', '/api/create-razorpay-order', {
          packId: PACK.id,
        });
        check('a credit order', made.statusCode, 200);
        const orderId = made.json().orderId as string;
        const payment = razorpay.pay(orderId);
        const [verified, hooked] = await Promise.all([
          caller(far, buyer.token)('POST', '/api/verify-razorpay-payment', {
            razorpay_order_id: orderId,
            razorpay_payment_id: payment.id,
            razorpay_signature: razorpay.signCheckout(orderId, payment.id),
          }),
          razorpay.sendWebhook(
            `${pool.urlOf(n)}/api/razorpay-webhook`,
            'payment.captured',
            payment,
          ),
        ]);
        check('a verification', verified.statusCode, 200);
        check('a webhook', hooked.status, 200);
        const purchase = await caller(near, buyer.token)('POST', '/api/purchase-template', {
          templateId: String(bought!.id),
          templateType: 'video',
          isIndianUser: false,
        });
        check('a template purchase', purchase.statusCode, 200);
        const upload = await postUpload(near, buyer.token, photo);
        check('an upload', upload.statusCode, 201);
        const ordered = await caller(far, buyer.token)('POST', '/api/renders', {
          templateId,
          uploadId: upload.json().uploadId,
          placement: {},
          expectedPrice: PRICE,
        });
        check('a render order', ordered.statusCode, 201);
        return { buyer, near, far, orderId, renderId: ordered.json().render.jobId as string };
      }),
    );

    // Halfway through the sign-ups, the second API process is drained, stopped and started again.
    const restart = (async () => {
      await until('half the sign-ups', async () => signedUp >= Math.ceil(USERS / 2), 120_000);
      const before = steps;
      const restarted = await pool.restart(1);
      counts['API restart: seconds out of rotation'] = restarted.seconds.toFixed(1);
      counts['API restart: load steps before / after it began'] = `${before} / ${steps - before}`;
      if (restarted.exitCode !== 0) failures.push(`the restarted API exited ${restarted.exitCode}`);
      return before;
    })();
    const [orders, stepsBeforeRestart] = await Promise.all([load, restart]);
    if (stepsBeforeRestart >= steps) failures.push('the API restart came after the load');
    counts['sign-ups'] = USERS;
    counts['catalogue pages browsed'] = browses;
    counts['credit packs paid'] = orders.length;
    counts['render orders'] = orders.length;
    const renderIds = orders.map((order) => order.renderId);
    const rows = () =>
      database.db.select().from(generatedVideos).where(inArray(generatedVideos.id, renderIds));

    // One worker is killed with SIGKILL while it renders.
    let killedRender = '';
    await until(
      'a render under way',
      async () => {
        const running = (await rows()).find(
          (row) => row.status === 'processing' && row.progress > 0,
        );
        killedRender = running?.id ?? '';
        return running !== undefined;
      },
      120_000,
    );
    const [killedRow] = (await rows()).filter((row) => row.id === killedRender);
    const pid = Number(killedRow?.workerId?.split(':')[1]);
    const victim = workers.findIndex((worker) => worker.child.pid === pid);
    if (victim < 0) throw new Error(`no worker of pid ${pid} runs render ${killedRender}`);
    workers[victim]!.child.kill('SIGKILL');
    await workers[victim]!.exited;
    const killedAt = Date.now();

    await until(
      'every render finished',
      async () => (await rows()).every((row) => !['queued', 'processing'].includes(row.status)),
      USERS * 60_000 + 120_000,
    );
    const finished = await rows();
    const killed = finished.find((row) => row.id === killedRender)!;
    counts['renders completed'] = finished.filter((row) => row.status === 'completed').length;
    counts['renders failed'] = finished.filter((row) => row.status === 'failed').length;
    counts['killed render: attempts'] = killed.attempts;
    const afterKill = (killed.finishedAt!.getTime() - killedAt) / 1000;
    counts['killed render: finished after kill (s)'] = afterKill.toFixed(1);
    if (afterKill > 60) failures.push(`the killed render finished ${afterKill} s after the kill`);
    for (const row of finished) {
      if (row.status !== 'completed') failures.push(`render ${row.id} ${row.status}`);
    }

    // Exactly once: one licence per template and buyer, one credit per paid order, books
    // balanced for every user.
    let anomalies = 0;
    let creditedOnce = 0;
    let balanced = 0;
    for (const { buyer, orderId } of orders) {
      for (const id of [rendered!.id, bought!.id]) {
        const owned = await database.db
          .select()
          .from(licences)
          .where(and(eq(licences.userId, buyer.userId), eq(licences.templateId, id)));
        if (owned.length !== 1) {
          failures.push(`user ${buyer.userId} holds ${owned.length} licences of template ${id}`);
        }
      }
      const credited = await database.db
        .select()
        .from(creditLedger)
        .where(
          and(eq(creditLedger.reason, 'credit_purchase'), eq(creditLedger.reference, orderId)),
        );
      if (credited.length === 1 && credited[0]!.delta === PACK.credits) creditedOnce += 1;
      else
        failures.push(`order ${orderId} credited ${credited.map((row) => row.delta).join(', ')}`);
      const found = await spendingAnomalies(database.db, buyer.userId);
      anomalies += found.length;
      if (found.length === 0) balanced += 1;
      failures.push(...found);
    }
    counts['paid orders credited once'] = creditedOnce;
    counts['users whose books balance (ledger = balance)'] = balanced;
    counts['spending anomalies'] = anomalies;

    // Every finished file, as each API process links to it.
    let reachable = 0;
    for (const { buyer, near, far, renderId } of orders) {
      for (const api of [near, far]) {
        const render = (
          await caller(api, buyer.token)('GET', `/api/renders/${renderId}`)
        ).json() as Render;
        if (!render.signedUrl) {
          failures.push(`render ${renderId} has no link`);
          continue;
        }
        const file = render.signedUrl.startsWith('http')
          ? await fetch(render.signedUrl).then(async (answer) => ({
              status: answer.status,
              size: (await answer.arrayBuffer()).byteLength,
            }))
          : await api
              .inject({ method: 'GET', url: render.signedUrl })
              .then((answer) => ({ status: answer.statusCode, size: answer.rawPayload.length }));
        if (file.status === 200 && file.size > 0) reachable += 1;
        else failures.push(`render ${renderId} answered ${file.status} (${file.size} bytes)`);
      }
    }
    counts['files reachable (renders × API processes)'] = reachable;
    if (reachable !== orders.length * 2) failures.push(`${reachable} files reachable`);

    // Rate limits: a burst from one address, spread over both processes, shares one count.
    const burst = [
      await client(() => pool.urlOf(0), BURST_ADDRESS),
      await client(() => pool.urlOf(1), BURST_ADDRESS),
    ];
    // One after another, alternating, so each process takes half of the limit if they share it.
    const allowed = [0, 0];
    let limited = 0;
    for (let n = 0; n < BURST; n++) {
      const answer = await burst[n % 2]!.inject({ method: 'GET', url: '/api/templates' });
      if (answer.statusCode === 200) allowed[n % 2] = allowed[n % 2]! + 1;
      else if (answer.statusCode === 429) limited += 1;
      else failures.push(`the burst got ${answer.statusCode}`);
    }
    counts['burst: limit'] = RATE_LIMIT;
    counts['burst: allowed (API 1 + API 2)'] =
      `${allowed[0]! + allowed[1]!} (${allowed.join(' + ')})`;
    counts['burst: refused 429'] = limited;
    if (allowed[0]! + allowed[1]! !== RATE_LIMIT) {
      failures.push(
        `the burst was allowed ${allowed[0]! + allowed[1]!} requests, not ${RATE_LIMIT}`,
      );
    }

    // The killed worker's machine starts a worker again, which clears what the kill left.
    const replacement = startWorker(workerEnv(victim));
    workers.push(replacement);
    await waitForWorker(replacement);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const left = [
      ...['api-0', 'api-1', 'worker-0', 'worker-1'].flatMap((name) =>
        filesUnder(dirOf(`${name}/tmp`)),
      ),
      ...filesUnder(path.join(s3.directory, 'frameshop-cluster', '._S3rver_uploads')),
    ];
    counts['temporary files left (uploads, renders, parts)'] = left.length;
    if (left.length > 0) failures.push(`temporary files left: ${left.join(', ')}`);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await pool.stopAll();
    await Promise.all(clients.map((app) => app.close()));
    await database.close();
    await throwaway.drop();
    await razorpay.close();
    await s3.close();
    await fixture.remove();
    fs.rmSync(root, { recursive: true, force: true });
  }
  const print = (line: string) => process.stdout.write(`${line}\n`);
  for (const [name, value] of Object.entries(counts)) print(`${name.padEnd(48)} ${value}`);
  if (failures.length > 0) {
    print(`\n${failures.length} failed checks:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  print('\nall checks passed');
  return 0;
}

process.exitCode = await main();

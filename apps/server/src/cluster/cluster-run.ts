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
 * It prints the counts and checks: every render completed exactly once (the killed one taken up
 * again by the other worker within a minute), no credit spent or granted twice (ledger = balance
 * for every user, each paid order credited once), the burst allowed exactly the limit across both
 * processes, every finished file reachable through either API process, no temporary file left
 * (upload and render temp dirs of every process, multipart parts in the bucket). Exits 1 when a
 * check fails.
 *
 * Needs DATABASE_URL (an admin URL; a throwaway database is made beside it) and REDIS_URL.
 * CLUSTER_USERS sets the number of buyers (default 6).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Render } from '@frameshop/contract';
import { caller } from '../test-support/commerce-fixture';
import { checkBooks } from './books';
import { buyerJourney, type Steps } from './buyer-journey';
import { startClusterStack, type ClusterStack } from './cluster-stack';
import { filesLeftUnder } from './files-under';
import { rateLimitBurst } from './rate-limit-burst';
import { rendersFinished } from './renders-finished';
import { eventually } from '../test-support/eventually';
import { openMediaLink } from '../test-support/media-links';
import { killWorkerMidRender } from './worker-kill';

const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const USERS = Number(process.env.CLUSTER_USERS ?? 6);
/** Each buyer makes about 20 requests; the burst sends three times the limit. */
const RATE_LIMIT = 40;
const BURST = RATE_LIMIT * 3;
/**
 * Client addresses in the documentation range, fresh /64s each run: Redis keeps the counters of
 * a run a minute before for the same address, and the rate limit groups IPv6 by /64.
 */
const runPrefix = `2001:db8:${randomBytes(2).toString('hex')}`;
const clientAddress = (n: number) => `${runPrefix}:${n.toString(16)}::1`;
const BURST_ADDRESS = `${runPrefix}:ffff::1`;

async function main(): Promise<number> {
  if (!adminUrl || !redisUrl) {
    console.error('npm run test:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL.');
    return 2;
  }
  const failures: string[] = [];
  const counts: Record<string, number | string> = {};
  let stack: ClusterStack | undefined;
  try {
    stack = await startClusterStack({
      adminUrl,
      redisUrl,
      name: 'cluster',
      rateLimit: RATE_LIMIT,
    });
    const { pool, database, rendered, bought } = stack;

    // The load: each buyer, from an address of its own, takes one visit (`buyerJourney`).
    let steps = 0;
    let signedUp = 0;
    let browses = 0;
    const once: Steps = {
      async request(what, expected, call) {
        const answer = await call();
        steps += 1;
        if (answer.statusCode !== expected) failures.push(`${what} answered ${answer.statusCode}`);
        return answer;
      },
      flow: (_what, run) => run(),
    };
    const load = Promise.all(
      Array.from({ length: USERS }, (_, n) =>
        buyerJourney(stack!, n, clientAddress(n), once, {
          onSignedUp: () => (signedUp += 1),
          onBrowsed: (pages) => (browses += pages),
        }),
      ),
    );

    // Halfway through the sign-ups, the second API process is drained, stopped and started again.
    const restart = (async () => {
      await eventually('half the sign-ups', async () => signedUp >= Math.ceil(USERS / 2), 120_000);
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

    // One worker is killed with SIGKILL while it renders.
    const killed = await killWorkerMidRender(stack, renderIds);

    const finished = await rendersFinished(database.db, renderIds, USERS * 60_000 + 120_000);
    const killedRow = finished.find((row) => row.id === killed.renderId)!;
    counts['renders completed'] = finished.filter((row) => row.status === 'completed').length;
    counts['renders failed'] = finished.filter((row) => row.status === 'failed').length;
    counts['killed render: attempts'] = killedRow.attempts;
    // Taken up again is the sweeper's promise (stalled after 30 s, swept every 10 s, then the
    // other worker's current render): within a minute. Finishing adds the render itself, which
    // stretches with the machine's load, so it is printed, not held to the minute.
    const secondsAfterKill = (at: Date | null) => (at!.getTime() - killed.killedAt) / 1000;
    const takenUp = secondsAfterKill(killedRow.startedAt);
    counts['killed render: taken up again after kill (s)'] = takenUp.toFixed(1);
    counts['killed render: finished after kill (s)'] = secondsAfterKill(
      killedRow.finishedAt,
    ).toFixed(1);
    if (takenUp > 60)
      failures.push(`the killed render was taken up again ${takenUp} s after the kill`);
    for (const row of finished) {
      if (row.status !== 'completed') failures.push(`render ${row.id} ${row.status}`);
    }

    // Exactly once: one licence per template and buyer, one credit per paid order, books
    // balanced for every user.
    const books = await checkBooks(database.db, orders, [rendered.id, bought.id]);
    failures.push(...books.failures);
    counts['paid orders credited once'] = books.creditedOnce;
    counts['users whose books balance (ledger = balance)'] = books.balanced;
    counts['spending anomalies'] = books.anomalies;

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
        const file = await openMediaLink(api, render.signedUrl).then(async (answer) => ({
          status: answer.status,
          size: (await answer.arrayBuffer()).byteLength,
        }));
        if (file.status === 200 && file.size > 0) reachable += 1;
        else failures.push(`render ${renderId} answered ${file.status} (${file.size} bytes)`);
      }
    }
    counts['files reachable (renders × API processes)'] = reachable;
    if (reachable !== orders.length * 2) failures.push(`${reachable} files reachable`);

    // Rate limits: a burst from one address, spread over both processes, shares one count.
    const burst = await rateLimitBurst(stack, BURST_ADDRESS, BURST);
    const allowed = burst.allowed[0] + burst.allowed[1];
    for (const status of burst.other) failures.push(`the burst got ${status}`);
    counts['burst: limit'] = RATE_LIMIT;
    counts['burst: allowed (API 1 + API 2)'] = `${allowed} (${burst.allowed.join(' + ')})`;
    counts['burst: refused 429'] = burst.refused;
    if (allowed !== RATE_LIMIT) {
      failures.push(`the burst was allowed ${allowed} requests, not ${RATE_LIMIT}`);
    }

    // The killed worker's machine starts a worker again, which clears what the kill left.
    await stack.startWorkerOn(killed.slot);
    const left = await filesLeftUnder(
      [
        ...['api-0', 'api-1', 'worker-0', 'worker-1'].map((name) => stack!.dirOf(`${name}/tmp`)),
        path.join(stack.s3.directory, stack.bucket, '._S3rver_uploads'),
      ],
      10_000,
    );
    counts['temporary files left (uploads, renders, parts)'] = left.length;
    if (left.length > 0) failures.push(`temporary files left: ${left.join(', ')}`);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    await stack?.close();
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

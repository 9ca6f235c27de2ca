/**
 * `npm run bench:soak`: the store held under a steady mixed load (issue 39). The cluster of
 * `npm run test:cluster` (two API processes and two workers on a throwaway PostgreSQL database,
 * Redis, a local S3-compatible bucket, the local Razorpay stand-in), its catalogue grown to a
 * thousand generated templates, is visited for 30 minutes (`--minutes N`, fractions allowed) by
 * 12 visitors at once (`--visitors N`) who pause 3 s on average between actions (`--think S`):
 * browsing and searching 70 %, signing up and in 10 %, likes and the cart 10 %, paying 7 % (credit
 * packs through Razorpay with checkout's signed verification and the webhook, template purchases,
 * cart checkouts) and renders and their downloads 3 %.
 *
 * It prints per route pattern the count, errors, p50 and p99 against the goal (catalogue < 50 ms,
 * purchase and checkout < 60 ms, everything else < 200 ms), the render queue's wait, each
 * process's resident memory through the run and its growth after the warm-up (the first third;
 * < 10 %), and the books (`checkBooks`: every paid order credited once, no spending anomaly).
 * Errors the visitors did not cause must be 0; a stale price's 409 or a render over the per-user
 * limit are counted apart. Runs shorter than 10 minutes (the 2-minute one in `npm test`) judge
 * errors, renders and the books; latency and memory growth are printed, not judged. Exits 1 when
 * a judged goal fails.
 *
 * Needs DATABASE_URL (an admin URL; a throwaway database is made beside it) and REDIS_URL.
 */
import os from 'node:os';
import { checkBooks } from '../apps/server/src/cluster/books';
import { startClusterStack, type ClusterStack } from '../apps/server/src/cluster/cluster-stack';
import { createRecorder } from './soak/recorder';
import { sampleMemory } from './soak/memory-sampler';
import { SHORT_RUN_MINUTES, soakOptions } from './soak/options';
import { settleRenderQueue } from './soak/render-queue';
import { printSoakReport } from './soak/report';
import { runVisits } from './soak/visits';
import { createWorld, listedTemplates } from './soak/world';
import { loadGeneratedCatalogue } from './support/generated-catalogue';

const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** The store's default per-address ceiling: each visitor is an address of their own. */
const RATE_LIMIT = 600;
/** Renders still waiting when the load ends get this long to finish, plus a minute each. */
const SETTLE_MS = 120_000;

async function main(): Promise<number> {
  if (!adminUrl || !redisUrl) {
    console.error('npm run bench:soak needs DATABASE_URL (PostgreSQL) and REDIS_URL.');
    return 2;
  }
  const options = soakOptions(process.argv.slice(2));
  const runMs = options.minutes * 60_000;
  const startedAt = Date.now();
  const loadBefore = os.loadavg()[0]!;
  let stack: ClusterStack | undefined;
  try {
    stack = await startClusterStack({ adminUrl, redisUrl, name: 'soak', rateLimit: RATE_LIMIT });
    await loadGeneratedCatalogue(stack.database, options.templates);
    const world = createWorld(stack, createRecorder(), await listedTemplates(stack));
    console.log(
      `cluster up and ${world.catalogue.length} templates listed in ` +
        `${((Date.now() - startedAt) / 1000).toFixed(0)} s; ${options.visitors} visitors for ` +
        `${options.minutes} min`,
    );
    const { pool, workers } = stack;
    const memory = sampleMemory(
      [
        { name: 'api-1', pidOf: () => pool.pidOf(0) },
        { name: 'api-2', pidOf: () => pool.pidOf(1) },
        ...workers.map((worker, n) => ({ name: `worker-${n + 1}`, pidOf: () => worker.child.pid })),
      ],
      // About 200 samples a run, at least every 2 s and at most every 10 s.
      Math.min(10_000, Math.max(2_000, runMs / 200)),
    );
    const visits = await runVisits(
      world,
      { visitors: options.visitors, thinkSeconds: options.thinkSeconds },
      Date.now() + runMs,
    );
    world.recorder.stop();
    const series = memory.stop();
    const renders = await settleRenderQueue(
      stack.database.db,
      world.renderIds,
      SETTLE_MS + world.renderIds.length * 60_000,
    );
    const books = await checkBooks(stack.database.db, world.paidOrders, []);
    const failed = printSoakReport({
      minutes: options.minutes,
      short: options.minutes < SHORT_RUN_MINUTES,
      pace:
        `${options.visitors} visitors at once, ${options.thinkSeconds} s between actions on ` +
        `average, ${world.catalogue.length} templates`,
      machine:
        `${os.availableParallelism()} cores; load average ${loadBefore.toFixed(1)} before the ` +
        `run, ${os.loadavg()[0]!.toFixed(1)} at its end (the soak's own share: its ` +
        `${options.visitors} visitors, four processes and ffmpeg)`,
      recorder: world.recorder,
      visits,
      memory: series,
      warmUpMs: runMs / 3,
      renders,
      books,
    });
    console.log(failed.length === 0 ? '\nall goals met' : `\n${failed.length} goals failed`);
    return failed.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await stack?.close();
  }
}

process.exitCode = await main();

/**
 * `npm run test:chaos`: what the store survives. The cluster of `npm run test:cluster` (two API
 * processes and two workers on a throwaway PostgreSQL database, Redis, a local S3-compatible
 * bucket, the local Razorpay stand-in, and a local mail server the workers mail receipts
 * through), with PostgreSQL, Redis, the bucket and the mail server reached through fault proxies
 * (`fault-proxy.ts`, TCP: cut or stalled; `http-fault-proxy.ts` in front of the bucket: answering
 * 500), goes through one failure at a time, each under a mixed load of buyers' visits (sign-ups,
 * browsing, credit packs paid through Razorpay, template purchases, uploads, render orders):
 *
 *   1. PostgreSQL unreachable for 10 s (connections reset, new ones refused: a restart, as the
 *      store sees it): quick 503s while it lasts, recovery without a restart, no job lost;
 *   2. Redis unreachable (60 s, `--redis-seconds N`): rate limits counted per process and said
 *      once in the log, shared again when it is back, nothing failing for the visitors;
 *   3. an API process killed with SIGKILL mid-upload (no upload, no charge, no temp file after
 *      its restart) and a worker mid-render (the other worker finishes it, once);
 *   4. the mail server down: a sign-up code asked for meanwhile is refused at once with a 503
 *      and can be asked for again at once; once it is back the code arrives and verifies;
 *   5. the bucket answering 500s, then taking connections and never answering: uploads refused
 *      with a 503 within the bucket's timeouts, keeping no row, object or temp file; a render
 *      ordered meanwhile tried three times and refunded once; all working again once it is back;
 *   6. the disk under DATA_DIR/tmp full (a filled tmpfs over an API process's and the workers'
 *      temp folders; needs root, else reported NOT RUN): uploads there refused with a 507, a
 *      render refunded once, the store answering throughout;
 *   7. a mail server that takes connections and never answers: a sign-up code refused with a
 *      503 within seconds; receipts of payments meanwhile retried and delivered once each.
 *
 * After each it checks the books over the whole run (every render ordered completed once, every
 * paid order credited once, licences as bought, every user's ledger = balance, never below 0,
 * each hold settled once) and prints a table; exits 1 when any check failed.
 *
 * Needs DATABASE_URL (an admin URL; a throwaway database is made beside it) and REDIS_URL.
 * CHAOS_USERS sets the buyers of each scenario's load (default 4).
 */
import { formatReport, verdictOf, type ScenarioReport } from './chaos/scenario-report';
import { bucketOutage, type BucketFaults } from './chaos/bucket-outage';
import { databaseOutage } from './chaos/database-outage';
import { diskFull } from './chaos/disk-full';
import { mailHang } from './chaos/mail-hang';
import { redisOutage } from './chaos/redis-outage';
import { processKills } from './chaos/process-kills';
import { smtpOutage } from './chaos/smtp-outage';
import type { ChaosContext } from './chaos/chaos-load';
import { startClusterStack, type ClusterStack } from './cluster-stack';
import { endpointOf, startFaultProxy, throughProxy, type FaultProxy } from './fault-proxy';
import { startHttpFaultProxy } from './http-fault-proxy';
import { startLocalSmtp } from '../test-support/local-smtp';
import type { RunningWorker } from '../test-support/worker-process';

const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const USERS = Number(process.env.CHAOS_USERS ?? 4);
const DATABASE_OUTAGE_SECONDS = 10;
const SMTP_OUTAGE_SECONDS = 10;
/**
 * S3_TIMEOUT_SECONDS of the processes: below its default (10), so an upload meeting the silent
 * bucket (two tries of its put, two of the removal after) is answered well before the visits'
 * retries give up.
 */
const BUCKET_TIMEOUT_SECONDS = 3;
/** Above what a visit takes (about 20 requests) with retries, so only the bursts meet it. */
const RATE_LIMIT = 120;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function redisSeconds(args: string[]): number {
  const value = Number(option(args, '--redis-seconds') ?? 60);
  if (!Number.isFinite(value) || value < 5) {
    throw new Error('--redis-seconds takes a number of seconds, at least 5');
  }
  return value;
}

const alive = (worker: RunningWorker) =>
  worker.child.exitCode === null && worker.child.signalCode === null;

/** Every process that should run does: both API processes, and two workers (not the killed). */
function processesRunning(stack: ClusterStack): string {
  return `${stack.pool.running()} API + ${stack.workers.filter(alive).length} workers`;
}

/** The last lines a worker that ended by itself printed, to say why it did. */
function lastWords(stack: ClusterStack, reported: Set<RunningWorker>): string[] {
  return stack.workers
    .filter((worker) => worker.child.exitCode !== null && !reported.has(worker))
    .map((worker) => {
      reported.add(worker);
      const tail = worker.output().trim().split('\n').slice(-12).join('\n      ');
      return `a worker exited ${worker.child.exitCode}:\n      ${tail}`;
    });
}

async function main(): Promise<number> {
  if (!adminUrl || !redisUrl) {
    console.error('npm run test:chaos needs DATABASE_URL (PostgreSQL) and REDIS_URL.');
    return 2;
  }
  const startedAt = Date.now();
  const print = (text: string) => process.stdout.write(`${text}\n`);
  const seconds = redisSeconds(process.argv.slice(2));
  const reports: ScenarioReport[] = [];
  const proxies: Pick<FaultProxy, 'close'>[] = [];
  let stack: ClusterStack | undefined;
  const smtp = await startLocalSmtp();
  try {
    const database = await startFaultProxy(endpointOf(adminUrl, 5432));
    proxies.push(database);
    const redis = await startFaultProxy(endpointOf(redisUrl, 6379));
    proxies.push(redis);
    const mail = await startFaultProxy(endpointOf(smtp.url, 25));
    proxies.push(mail);
    const mailUrl = throughProxy(smtp.url, mail);
    let bucket: BucketFaults | undefined;
    stack = await startClusterStack({
      adminUrl,
      redisUrl: throughProxy(redisUrl, redis),
      name: 'chaos',
      rateLimit: RATE_LIMIT,
      processDatabaseUrl: (url) => throughProxy(url, database),
      // The processes → a TCP proxy that can stall → an HTTP proxy that can answer 500 → s3rver.
      processBucketEndpoint: async (endpoint) => {
        const failing = await startHttpFaultProxy(endpointOf(endpoint, 80));
        proxies.push(failing);
        const silent = await startFaultProxy({ host: '127.0.0.1', port: failing.port });
        proxies.push(silent);
        bucket = { failing, silent, timeoutSeconds: BUCKET_TIMEOUT_SECONDS };
        return throughProxy(endpoint, silent);
      },
      processEnv: { S3_TIMEOUT_SECONDS: String(BUCKET_TIMEOUT_SECONDS) },
      workerEnv: { SMTP_URL: mailUrl },
    });
    print(`cluster up in ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
    const ctx: ChaosContext = { stack, users: USERS, visits: [] };
    const scenarios: [string, () => Promise<ScenarioReport>][] = [
      ['1. PostgreSQL unreachable', () => databaseOutage(ctx, database, DATABASE_OUTAGE_SECONDS)],
      ['2. Redis unreachable', () => redisOutage(ctx, redis, seconds, RATE_LIMIT)],
      ['3. Processes killed with SIGKILL', () => processKills(ctx)],
      ['4. The mail server down', () => smtpOutage(ctx, SMTP_OUTAGE_SECONDS)],
      ['5. The bucket failing', () => bucketOutage(ctx, bucket!)],
      ['6. The disk full', () => diskFull(ctx)],
      [
        '7. The mail server hanging',
        () => mailHang(ctx, { proxy: mail, url: mailUrl, received: smtp.received }),
      ],
    ];
    // `--only 1,3` runs those scenarios alone.
    const only = option(process.argv.slice(2), '--only')?.split(',');
    const ended = new Set<RunningWorker>();
    for (const [title, run] of scenarios.filter(([title]) => !only || only.includes(title[0]!))) {
      const began = Date.now();
      let report: ScenarioReport;
      try {
        report = await run();
      } catch (error) {
        report = {
          title,
          happened: 'The scenario stopped before its end.',
          figures: [],
          failures: [error instanceof Error ? error.message : String(error)],
        };
      }
      const running = processesRunning(stack);
      report.figures.push(
        ['processes running after it', running],
        ['seconds it took', ((Date.now() - began) / 1000).toFixed(0)],
      );
      if (running !== '2 API + 2 workers') report.failures.push(`only ${running} run`);
      report.failures.push(...lastWords(stack, ended));
      report.failures = [...new Set(report.failures)];
      reports.push(report);
      print(formatReport(report));
    }
  } catch (error) {
    reports.push({
      title: 'Setting up the cluster',
      happened: 'The cluster did not start.',
      figures: [],
      failures: [error instanceof Error ? error.message : String(error)],
    });
    print(formatReport(reports.at(-1)!));
  } finally {
    await stack?.close();
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await smtp.close();
  }
  const failed = reports.filter((report) => report.failures.length > 0);
  for (const report of reports) {
    print(`${verdictOf(report).padEnd(7)} ${report.title}`);
  }
  print(`\n${((Date.now() - startedAt) / 1000).toFixed(0)} s in all`);
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = await main();

/**
 * `npm run bench:commerce`: many users buying from a few popular templates, so the popular
 * templates' rows (each sale adds to their purchase count) are contended. On the embedded PGlite and
 * (when DATABASE_URL is set) on PostgreSQL, purchases go through POST /api/purchase-template of the
 * real app listening on 127.0.0.1, driven from a separate process; in turns with them the same
 * transaction's SQL runs straight on the driver with as many in flight: the limit. A third path calls
 * CommerceService.purchase in-process (Drizzle, no HTTP), to show which layer the gap is in.
 * Afterwards every commerce invariant is checked over the whole database and the anomalies printed.
 * A further HTTP turn runs under V8's sampling profiler and prints where the server's CPU goes.
 * Goals on PostgreSQL: ≥ 500 purchases/s through HTTP, ≥ 0.8 of the direct figure, ≤ 1.2 ms of
 * server CPU a purchase and a p99 under 40 ms; on PGlite ≥ 0.6 of direct; 0 anomalies.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { commerceEndpoints } from '@frameshop/contract';
import type { Database } from '../apps/server/src/db/database';
import { createCommerceService } from '../apps/server/src/modules/commerce';
import { createMediaStorage } from '../apps/server/src/modules/media';
import { storedTemplateSources } from '../apps/server/src/modules/renders';
import { driverTransactions, purchaseDirectly } from './commerce/direct-purchase';
import type { HttpLoadInput, HttpLoadResult } from './commerce/http-load';
import { checkInvariants, purchaseCounts, type Invariant } from './commerce/invariants';
import { combined, percentile, runLoad, type LoadResult } from './commerce/load-loop';
import { profiled, stages, type Stage } from './commerce/profile-split';
import {
  createShoppers,
  createTemplates,
  purchasePlan,
  type PlannedPurchase,
} from './commerce/shoppers';
import { benchConfig, benchSecrets, buildBenchApp } from './support/bench-app';
import { benchEngines, openEngine, type Engine } from './support/engine';
import { printTable } from './support/table';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
// The paths take turns, so a busy machine slows them alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const userCount = Number(process.env.BENCH_USERS ?? 4000);
const popularCount = Number(process.env.BENCH_POPULAR ?? 5);
const otherCount = 45;
const price = 40;
const warmUpPurchases = 300;
/** Made through HTTP under the profiler after the warm-up, apart from the measured turns. */
const profiledPurchases = 1500;
const httpLoadScript = path.resolve(import.meta.dirname, 'commerce/http-load.ts');

type PathName = 'HTTP API' | 'service call' | 'direct SQL';
const pathNames: PathName[] = ['HTTP API', 'service call', 'direct SQL'];

/** A path's turns added up, with this process's CPU time spent on them. */
interface Measured {
  result: LoadResult;
  cpuMs: number;
}

/** CPU ms the HTTP load process spent, over all its turns. */
let httpClientCpuMs = 0;

/** Purchases through the HTTP API, from their own process. */
async function overHttp(baseUrl: string, plan: PlannedPurchase[]): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', httpLoadScript], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const input: HttpLoadInput = {
    baseUrl,
    connections,
    seconds: durationSeconds,
    jobs: plan.map(({ shopper, templateId }) => ({ token: shopper.token, templateId })),
  };
  child.stdin.end(JSON.stringify(input));
  const [output, code] = await Promise.all([
    text(child.stdout),
    new Promise<number | null>((resolve) => child.on('close', resolve)),
  ]);
  if (code !== 0) throw new Error(`the HTTP load process exited with ${code}`);
  const { clientCpuMs, ...result } = JSON.parse(output) as HttpLoadResult;
  httpClientCpuMs += clientCpuMs;
  return result;
}

/** The ways a purchase is made, each over the same database. */
function purchasePaths(database: Database, baseUrl: string) {
  const inProcess =
    (attempt: (purchase: PlannedPurchase) => Promise<string | undefined>) =>
    (plan: PlannedPurchase[]) =>
      runLoad(plan, { connections, seconds: durationSeconds }, attempt);
  const commerce = createCommerceService({
    db: database.db,
    storage: createMediaStorage(benchConfig(), benchSecrets),
    // Purchases only: no download asks where a template's files are.
    templateSources: storedTemplateSources,
  });
  const transaction = driverTransactions(database);
  return {
    'HTTP API': (plan: PlannedPurchase[]) => overHttp(baseUrl, plan),
    // The route's own call, with the Idempotency-Key the web app sends.
    'service call': inProcess(async ({ shopper, templateId }) => {
      const buyer = { userId: shopper.userId, isIndianUser: false };
      const answer = await commerce.purchase(buyer, templateId, undefined, randomUUID());
      return answer.alreadyPurchased ? 'answered already purchased' : undefined;
    }),
    'direct SQL': inProcess(async ({ shopper, templateId }) => {
      await transaction((query) => purchaseDirectly(query, { userId: shopper.userId, templateId }));
      return undefined;
    }),
  } satisfies Record<PathName, (plan: PlannedPurchase[]) => Promise<LoadResult>>;
}

interface EngineRun {
  engine: Engine;
  paths: Record<PathName, Measured>;
  /** True when a measured turn ended because the plan ran out rather than its time. */
  ranOut: boolean;
  unexpected: Record<string, number>;
  invariants: Invariant[];
  /** Server CPU ms per purchase by stage, from the profiled HTTP turn. */
  split: Map<Stage, number>;
  /** The HTTP load process's CPU ms over the measured HTTP turns. */
  clientCpuMs: number;
}

async function benchEngine(engine: Engine): Promise<EngineRun> {
  const started = Date.now();
  const { database, drop } = await openEngine(engine);
  try {
    await database.migrate();
    const counts = { popular: popularCount, others: otherCount, price };
    const { popular } = await createTemplates(database, counts);
    const shoppers = await createShoppers(database, userCount, price * popularCount * 2);
    const countsBefore = await purchaseCounts(database);
    console.log(
      `${engine}: ${userCount.toLocaleString('en')} shoppers, ${popularCount} popular and ` +
        `${otherCount} other templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const app = await buildBenchApp(database);
    const paths = purchasePaths(database, await app.listen({ host: '127.0.0.1', port: 0 }));

    // Every purchase of the plan is made once; each turn takes its share of what is left.
    const plan = purchasePlan(shoppers, popular);
    let next = 0;
    const everyTurn: LoadResult[] = [];
    const turn = async (name: PathName, count: number) => {
      const share = plan.slice(next, next + count);
      const cpu = process.cpuUsage();
      const result = await paths[name](share);
      const { user, system } = process.cpuUsage(cpu);
      next += result.started;
      everyTurn.push(result);
      return { result, cpuMs: (user + system) / 1000, ranOut: result.started === share.length };
    };
    for (const name of pathNames) await turn(name, warmUpPurchases);
    const [profiledTurn, split] = await profiled(() => turn('HTTP API', profiledPurchases));
    for (const [stage, msTotal] of split) {
      split.set(stage, msTotal / Math.max(1, profiledTurn.result.succeeded));
    }

    const measured = new Map<PathName, { results: LoadResult[]; cpuMs: number }>(
      pathNames.map((name) => [name, { results: [], cpuMs: 0 }]),
    );
    let ranOut = false;
    const clientCpuBefore = httpClientCpuMs;
    const turns = rounds * pathNames.length;
    for (let index = 0; index < turns; index += 1) {
      const name = pathNames[index % pathNames.length]!;
      const done = await turn(name, Math.floor((plan.length - next) / (turns - index)));
      measured.get(name)!.results.push(done.result);
      measured.get(name)!.cpuMs += done.cpuMs;
      ranOut ||= done.ranOut;
    }
    await app.close();

    const all = combined(everyTurn);
    return {
      engine,
      paths: Object.fromEntries(
        [...measured].map(([name, { results, cpuMs }]) => [
          name,
          { result: combined(results), cpuMs },
        ]),
      ) as Record<PathName, Measured>,
      ranOut,
      unexpected: all.failures,
      invariants: await checkInvariants(database, countsBefore, all.succeeded),
      split,
      clientCpuMs: httpClientCpuMs - clientCpuBefore,
    };
  } finally {
    await drop();
  }
}

const runs: EngineRun[] = [];
for (const engine of benchEngines) runs.push(await benchEngine(engine));

const perSecond = ({ result }: Measured) => result.succeeded / (result.elapsedMs / 1000);
const ms = (value: number) => value.toFixed(1);
const rows = runs.flatMap(({ engine, paths }) =>
  pathNames.map((name) => {
    const path = paths[name];
    return [
      engine,
      name,
      path.result.succeeded.toLocaleString('en'),
      perSecond(path).toFixed(0),
      ms(percentile(path.result.latencies, 0.5)),
      ms(percentile(path.result.latencies, 0.99)),
      (path.cpuMs / path.result.succeeded).toFixed(2),
      `${((perSecond(path) / perSecond(paths['direct SQL'])) * 100).toFixed(0)}%`,
    ];
  }),
);

console.log(
  `\nPOST ${commerceEndpoints.purchaseTemplate.path}: ${userCount.toLocaleString('en')} users each ` +
    `buying ${popularCount} popular templates once, ${connections} purchases in flight, no two ` +
    `at once by one user.\nAfter a warm-up of ${warmUpPurchases} each, the paths take ${rounds} ` +
    `turns of up to ${durationSeconds} s (all turns added up). CPU ms: this process's CPU per ` +
    `purchase\n(the server's, for HTTP; the HTTP client runs in its own process).\n`,
);
printTable(
  ['engine', 'path', 'purchases', 'purchases/s', 'p50 ms', 'p99 ms', 'CPU ms', 'of direct'],
  rows,
);
if (runs.some((run) => run.ranOut)) {
  console.log('(some turns ran out of purchases before their time: raise BENCH_USERS)');
}
for (const { engine, paths, clientCpuMs } of runs) {
  const perPurchase = clientCpuMs / paths['HTTP API'].result.succeeded;
  console.log(
    `${engine}: the HTTP load process spent ${perPurchase.toFixed(2)} ms of CPU a purchase on the same cores.`,
  );
}

console.log(
  `\nWhere the server's CPU goes per purchase (ms), sampled over ${profiledPurchases} purchases ` +
    'through HTTP\n(a step owns what it calls: the token check its user lookup, the idempotency ' +
    'record its queries).\n',
);
const splitTotal = (split: Map<Stage, number>) => [...split.values()].reduce((a, b) => a + b, 0);
printTable(
  ['stage', ...runs.map((run) => run.engine)],
  [
    ...stages.map((stage) => [stage, ...runs.map((run) => run.split.get(stage)!.toFixed(3))]),
    ['total', ...runs.map((run) => splitTotal(run.split).toFixed(3))],
  ],
);

const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
console.log('\nGoals');
const ratioOf = (run: EngineRun) =>
  perSecond(run.paths['HTTP API']) / perSecond(run.paths['direct SQL']);
const postgres = runs.find((run) => run.engine === 'postgres');
if (postgres) {
  const http = postgres.paths['HTTP API'];
  const rate = perSecond(http);
  const cpu = http.cpuMs / http.result.succeeded;
  const p99 = percentile(http.result.latencies, 0.99);
  console.log(`  ${pass(rate >= 500)}  PostgreSQL, HTTP ≥ 500 purchases/s: ${rate.toFixed(0)}`);
  const share = ratioOf(postgres);
  console.log(`  ${pass(share >= 0.8)}  PostgreSQL, HTTP ≥ 0.8 of direct: ${share.toFixed(2)}`);
  console.log(
    `  ${pass(cpu <= 1.2)}  PostgreSQL, server CPU ≤ 1.2 ms a purchase: ${cpu.toFixed(2)}`,
  );
  console.log(
    `  ${pass(p99 < 40)}  PostgreSQL, p99 < 40 ms at ${connections} in flight: ${p99.toFixed(1)}`,
  );
} else {
  console.log('  (the PostgreSQL goals need DATABASE_URL)');
}
const pglite = runs.find((run) => run.engine === 'pglite');
if (pglite) {
  const share = ratioOf(pglite);
  console.log(`  ${pass(share >= 0.6)}  PGlite, HTTP ≥ 0.6 of direct: ${share.toFixed(2)}`);
}
const anomaliesOf = (run: EngineRun) =>
  Object.values(run.unexpected).reduce((total, count) => total + count, 0) +
  run.invariants.reduce((total, rule) => total + rule.anomalies, 0);
for (const run of runs) {
  console.log(`  ${pass(anomaliesOf(run) === 0)}  ${run.engine}, anomalies: ${anomaliesOf(run)}`);
}

console.log('\nInvariants after the run (anomalies; goal 0)');
for (const run of runs) {
  const unexpected = Object.values(run.unexpected).reduce((total, count) => total + count, 0);
  console.log(`  ${run.engine}: ${unexpected}  purchases not answered with a sale`);
  for (const [reason, count] of Object.entries(run.unexpected)) {
    console.log(`      ${count} × ${reason}`);
  }
  for (const { rule, anomalies, examples } of run.invariants) {
    console.log(`  ${run.engine}: ${anomalies}  ${rule}`);
    for (const example of examples) console.log(`      e.g. ${JSON.stringify(example)}`);
  }
}
// A missed speed goal is reported; a broken invariant is a bug, so the run fails.
if (runs.some((run) => anomaliesOf(run) > 0)) process.exitCode = 1;

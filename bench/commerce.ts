/**
 * `npm run bench:commerce`: many users spending credits on a few popular templates, so the
 * templates' rows (each sale adds to their purchase count) and each buyer's row (every spend locks
 * it) are contended. The three spends that take the buyer's lock are measured: buying a template,
 * checking out a cart and ordering a render (whose job never runs here: the app only enqueues).
 * On the embedded PGlite and (when DATABASE_URL is set) on PostgreSQL, each goes through the real
 * app's route on 127.0.0.1, driven from a separate process; in turns with it the same transaction's
 * SQL runs straight on the driver with as many in flight: the limit. A third path calls the route's
 * service in-process (Drizzle, no HTTP), to show which layer the gap is in. Afterwards every
 * commerce invariant is checked over the whole database and the anomalies printed. A further HTTP
 * turn of purchases runs under V8's sampling profiler and prints where the server's CPU goes.
 * Goals on PostgreSQL: ≥ 500 purchases/s through HTTP, ≤ 1.2 ms of server CPU a purchase and a
 * p99 under 40 ms; for every spend HTTP ≥ 0.8 of the direct figure on PostgreSQL and ≥ 0.6 on
 * PGlite; 0 anomalies.
 */
import { jobPayloads, JobQueue } from '../apps/server/src/jobs';
import { createCommerceService } from '../apps/server/src/modules/commerce';
import { createMediaStorage } from '../apps/server/src/modules/media';
import { createRendersService, storedTemplateSources } from '../apps/server/src/modules/renders';
import { checkoutOperation } from './commerce/checkout';
import { checkInvariants, purchaseCounts, type Invariant } from './commerce/invariants';
import { percentile } from './commerce/load-loop';
import { stages } from './commerce/profile-split';
import { purchaseOperation } from './commerce/purchases';
import { createRenderTemplates, renderOrderOperation } from './commerce/render-orders';
import { createShoppers, createTemplates } from './commerce/shoppers';
import {
  measureOperation,
  pathNames,
  type Measured,
  type OperationRun,
  type TurnSettings,
} from './commerce/turns';
import { benchConfig, benchSecrets, buildBenchApp } from './support/bench-app';
import { benchEngines, openEngine, type Engine } from './support/engine';
import { printTable } from './support/table';

const settings: TurnSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  warmUp: 300,
};
const userCount = Number(process.env.BENCH_USERS ?? 4000);
const popularCount = Number(process.env.BENCH_POPULAR ?? 5);
const otherCount = 45;
const price = 40;
/** Checkouts: carts of `size` of `templates` cart templates, each shopper checking out `rounds` times. */
const cart = { templates: 5, size: 3, rounds: 5 };
/** One paid order of each per shopper: within the default active render limit of 5. */
const renderTemplateCount = 5;
/** Purchases made through HTTP under the profiler after the warm-up, apart from the measured turns. */
const profiledPurchases = 1500;
/** BENCH_OPERATIONS (`purchase`, `checkout`, `render order`, comma-separated) narrows them down. */
const chosen = (name: string) => process.env.BENCH_OPERATIONS?.split(',').includes(name) ?? true;

/** Enough for every spend of the plans, twice over. */
const credits = price * (popularCount + cart.size * cart.rounds + renderTemplateCount) * 2;

const silent = { info: () => {}, warn: () => {}, error: () => {} };

interface EngineRun {
  engine: Engine;
  operations: OperationRun[];
  invariants: Invariant[];
}

async function benchEngine(engine: Engine): Promise<EngineRun> {
  const started = Date.now();
  const { database, drop } = await openEngine(engine);
  try {
    await database.migrate();
    const counts = { popular: popularCount, cart: cart.templates, others: otherCount, price };
    const templates = await createTemplates(database, counts);
    const renderTemplates = await createRenderTemplates(database, {
      count: renderTemplateCount,
      price,
    });
    const shoppers = await createShoppers(database, userCount, credits);
    const countsBefore = await purchaseCounts(database);
    console.log(
      `${engine}: ${userCount.toLocaleString('en')} shoppers and their templates ready in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const config = benchConfig();
    // Started without handlers: orders enqueue their render jobs and nothing runs them.
    const jobs = new JobQueue(database, jobPayloads);
    await jobs.start({ log: silent });
    const app = await buildBenchApp(database, {}, jobs);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const storage = createMediaStorage(config, benchSecrets);
    // Spends only: no download asks where a template's files are.
    const commerce = createCommerceService({
      db: database.db,
      storage,
      templateSources: storedTemplateSources,
    });
    const renders = createRendersService({ db: database.db, jobs, storage, config });

    const operations: OperationRun[] = [];
    try {
      if (chosen('purchase')) {
        const purchase = purchaseOperation(commerce, shoppers, templates.popular);
        const profiled = { ...settings, profiled: profiledPurchases };
        operations.push(await measureOperation(purchase, database, baseUrl, profiled));
      }
      if (chosen('checkout')) {
        const checkout = checkoutOperation(database, commerce, shoppers, {
          templates: templates.cart,
          size: cart.size,
          rounds: cart.rounds,
          price,
        });
        operations.push(await measureOperation(checkout, database, baseUrl, settings));
      }
      if (chosen('render order')) {
        const order = await renderOrderOperation(database, renders, config.render, shoppers, {
          templates: renderTemplates,
          price,
        });
        operations.push(await measureOperation(order, database, baseUrl, settings));
      }
    } finally {
      await app.close();
      await jobs.stop();
    }

    const succeeded = (name: string) =>
      operations.find((run) => run.name === name)?.all.succeeded ?? 0;
    const answered = {
      purchases: succeeded('purchase'),
      checkoutLicences: succeeded('checkout') * cart.size,
      renderOrders: succeeded('render order'),
    };
    return {
      engine,
      operations,
      invariants: await checkInvariants(database, countsBefore, answered),
    };
  } finally {
    await drop();
  }
}

const runs: EngineRun[] = [];
for (const engine of benchEngines) runs.push(await benchEngine(engine));

const perSecond = ({ result }: Measured) => result.succeeded / (result.elapsedMs / 1000);
const ms = (value: number) => value.toFixed(1);
const rows = runs.flatMap(({ engine, operations }) =>
  operations.flatMap(({ name: operation, paths }) =>
    pathNames.map((name) => {
      const path = paths[name];
      return [
        engine,
        operation,
        name,
        path.result.succeeded.toLocaleString('en'),
        perSecond(path).toFixed(0),
        ms(percentile(path.result.latencies, 0.5)),
        ms(percentile(path.result.latencies, 0.99)),
        (path.cpuMs / path.result.succeeded).toFixed(2),
        `${((perSecond(path) / perSecond(paths['direct SQL'])) * 100).toFixed(0)}%`,
      ];
    }),
  ),
);

const endpoints = [
  ...new Map(runs.flatMap((run) => run.operations.map((op) => [op.name, op.endpoint]))),
];
console.log(
  `\n${userCount.toLocaleString('en')} shoppers, ${settings.connections} spends in flight, no two ` +
    'at once by one shopper:\n' +
    endpoints.map(([name, endpoint]) => `  ${name}: ${endpoint}`).join('\n') +
    `\n  (purchases: each shopper buys ${popularCount} popular templates once; checkouts: carts of ` +
    `${cart.size} of ${cart.templates} templates, filled before each turn; render orders: one paid ` +
    `order of each of ${renderTemplateCount} templates, the job never run)\nAfter a warm-up of ` +
    `${settings.warmUp} each, the paths take ${settings.rounds} turns of up to ${settings.seconds} s ` +
    "(all turns added up). CPU ms: this process's CPU per success\n(the server's, for HTTP; the " +
    'HTTP client runs in its own process).\n',
);
printTable(
  ['engine', 'operation', 'path', 'done', 'per s', 'p50 ms', 'p99 ms', 'CPU ms', 'of direct'],
  rows,
);
if (runs.some((run) => run.operations.some((op) => op.ranOut))) {
  console.log('(some turns ran out of jobs before their time: raise BENCH_USERS)');
}
for (const { engine, operations } of runs) {
  for (const { name, paths, clientCpuMs } of operations) {
    const perRequest = clientCpuMs / paths['HTTP API'].result.succeeded;
    console.log(
      `${engine}, ${name}: the HTTP load process spent ${perRequest.toFixed(2)} ms of CPU a ` +
        'request on the same cores.',
    );
  }
}

const splits = runs.flatMap(({ engine, operations }) => {
  const split = operations.find((op) => op.name === 'purchase')?.split;
  return split ? [{ engine, split }] : [];
});
if (splits.length > 0) {
  console.log(
    `\nWhere the server's CPU goes per purchase (ms), sampled over ${profiledPurchases} purchases ` +
      'through HTTP\n(a step owns what it calls: the token check its user lookup, the idempotency ' +
      'record its queries).\n',
  );
  const total = (split: Map<string, number>) => [...split.values()].reduce((a, b) => a + b, 0);
  printTable(
    ['stage', ...splits.map((run) => run.engine)],
    [
      ...stages.map((stage) => [stage, ...splits.map((run) => run.split.get(stage)!.toFixed(3))]),
      ['total', ...splits.map((run) => total(run.split).toFixed(3))],
    ],
  );
}

const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
console.log('\nGoals');
const postgresPurchase = runs
  .find((run) => run.engine === 'postgres')
  ?.operations.find((op) => op.name === 'purchase');
if (postgresPurchase) {
  const http = postgresPurchase.paths['HTTP API'];
  const rate = perSecond(http);
  const cpu = http.cpuMs / http.result.succeeded;
  const p99 = percentile(http.result.latencies, 0.99);
  console.log(`  ${pass(rate >= 500)}  PostgreSQL, HTTP ≥ 500 purchases/s: ${rate.toFixed(0)}`);
  console.log(
    `  ${pass(cpu <= 1.2)}  PostgreSQL, server CPU ≤ 1.2 ms a purchase: ${cpu.toFixed(2)}`,
  );
  console.log(
    `  ${pass(p99 < 40)}  PostgreSQL, p99 < 40 ms at ${settings.connections} in flight: ` +
      p99.toFixed(1),
  );
} else if (!benchEngines.includes('postgres')) {
  console.log('  (the PostgreSQL goals need DATABASE_URL)');
}
const engineNames: Record<Engine, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const ratioGoal: Record<Engine, number> = { postgres: 0.8, pglite: 0.6 };
for (const { engine, operations } of runs) {
  for (const { name, paths } of operations) {
    const share = perSecond(paths['HTTP API']) / perSecond(paths['direct SQL']);
    const goal = ratioGoal[engine];
    console.log(
      `  ${pass(share >= goal)}  ${engineNames[engine]}, ${name}, HTTP ≥ ${goal} of direct: ` +
        share.toFixed(2),
    );
  }
}
const unexpectedOf = (op: OperationRun) =>
  Object.values(op.all.failures).reduce((total, count) => total + count, 0);
const anomaliesOf = (run: EngineRun) =>
  run.operations.reduce((total, op) => total + unexpectedOf(op), 0) +
  run.invariants.reduce((total, rule) => total + rule.anomalies, 0);
for (const run of runs) {
  console.log(`  ${pass(anomaliesOf(run) === 0)}  ${run.engine}, anomalies: ${anomaliesOf(run)}`);
}

console.log('\nInvariants after the run (anomalies; goal 0)');
for (const run of runs) {
  for (const op of run.operations) {
    console.log(`  ${run.engine}: ${unexpectedOf(op)}  ${op.name}s not answered with a success`);
    for (const [reason, count] of Object.entries(op.all.failures)) {
      console.log(`      ${count} × ${reason}`);
    }
  }
  for (const { rule, anomalies, examples } of run.invariants) {
    console.log(`  ${run.engine}: ${anomalies}  ${rule}`);
    for (const example of examples) console.log(`      e.g. ${JSON.stringify(example)}`);
  }
}
// A missed speed goal is reported; a broken invariant is a bug, so the run fails.
if (runs.some((run) => anomaliesOf(run) > 0)) process.exitCode = 1;

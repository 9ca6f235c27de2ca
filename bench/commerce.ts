/**
 * `npm run bench:commerce`: many users spending credits on a few popular templates, so a few
 * templates take most of the sales while every spend locks its buyer's row. The three spends that
 * take the buyer's lock are measured: buying a template, checking out a cart and ordering a render
 * (whose job never runs here: the app only enqueues). On the embedded PGlite and (when DATABASE_URL
 * is set) on PostgreSQL, each goes through the real app's route on 127.0.0.1, driven from a
 * separate process; in turns with it the same transaction's SQL runs straight on the driver with as
 * many in flight: the limit. Two more paths show which layer the gap is in: the route's service
 * called in-process (Drizzle, no HTTP), and a bare HTTP route sending the direct SQL (HTTP, none of
 * the app: the most HTTP can reach here). Afterwards every commerce invariant is checked over the
 * whole database and the anomalies printed. A further HTTP turn of purchases runs under V8's
 * sampling profiler and prints where the server's CPU goes.
 * Goals on PostgreSQL: ≥ 500 purchases/s through HTTP, ≤ 1.2 ms of server CPU a purchase and a
 * p99 under 40 ms; for every spend HTTP ≥ 0.8 of the direct figure on PostgreSQL and ≥ 0.6 on
 * PGlite; 0 anomalies. With `--against <git ref>` it runs the ref's bench and this one in turns and
 * prints both and their ratios (commerce/against.ts).
 */
import { jobPayloads, JobQueue } from '../apps/server/src/jobs';
import { createCommerceService } from '../apps/server/src/modules/commerce';
import { createMediaStorage } from '../apps/server/src/modules/media';
import { createRendersService, storedTemplateSources } from '../apps/server/src/modules/renders';
import { benchAgainst } from './commerce/against';
import { startBareRoute } from './commerce/bare-route';
import { checkoutOperation } from './commerce/checkout';
import { driverTransactions } from './commerce/driver-transactions';
import { checkInvariants, purchaseCounts } from './commerce/invariants';
import { purchaseOperation } from './commerce/purchases';
import { createRenderTemplates, renderOrderOperation } from './commerce/render-orders';
import { anomaliesOf, printReport, type EngineRun } from './commerce/report';
import { createShoppers, createTemplates } from './commerce/shoppers';
import { createTeams, TEAM_SIZE, teamPurchaseOperation } from './commerce/team-purchases';
import {
  keepBack,
  measureOperation,
  sideBySideOverHttp,
  type OperationRun,
  type TurnSettings,
} from './commerce/turns';
import { benchConfig, benchSecrets, buildBenchApp } from './support/bench-app';
import { benchEngines, openEngine, type Engine } from './support/engine';

const settings: TurnSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  warmUp: 300,
  counted: Number(process.env.BENCH_COUNTED ?? 500),
};
const userCount = Number(process.env.BENCH_USERS ?? 20000);
const popularCount = Number(process.env.BENCH_POPULAR ?? 5);
/** The catalogue's other templates: the teams' are among them. */
const otherCount = Math.max(45, TEAM_SIZE * popularCount);
const price = 40;
/** Checkouts: carts of `size` of `templates` cart templates, each shopper checking out `rounds` times. */
const cart = { templates: 5, size: 3, rounds: 5 };
/** One paid order of each per shopper: within the default active render limit of 5. */
const renderTemplateCount = 5;
/**
 * The share of the purchases' and team purchases' plans kept back for their turns side by side,
 * after each is measured on its own.
 */
const keptForComparing = 0.2;
/** Purchases made through HTTP under the profiler after the warm-up, apart from the measured turns. */
const profiledPurchases = 1500;
/**
 * BENCH_OPERATIONS (`purchase`, `team purchase`, `checkout`, `render order`, comma-separated)
 * narrows them down.
 */
const chosen = (name: string) => process.env.BENCH_OPERATIONS?.split(',').includes(name) ?? true;

/** Enough for every spend of the plans, twice over. */
const credits = price * (popularCount + cart.size * cart.rounds + renderTemplateCount) * 2;

const silent = { info: () => {}, warn: () => {}, error: () => {} };

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
    const servers = {
      baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }),
      server: app.server,
      bare: await startBareRoute(driverTransactions(database)),
    };
    const storage = createMediaStorage(config, benchSecrets);
    // Spends only: no download asks where a template's files are.
    const commerce = createCommerceService({
      db: database.db,
      storage,
      templateSources: storedTemplateSources,
    });
    const renders = createRendersService({ db: database.db, jobs, storage, config });

    const operations: OperationRun[] = [];
    let comparedPurchases: EngineRun['comparedPurchases'];
    try {
      const purchase = purchaseOperation(commerce, shoppers, templates.popular);
      // Their own templates: a team's licence is the team's, apart from its members' own. Each
      // member buys as many as a shopper buys popular ones, from a balance covering them twice.
      const teamTemplates = templates.all.slice(-TEAM_SIZE * popularCount);
      const team = chosen('team purchase')
        ? teamPurchaseOperation(
            commerce,
            await createTeams(database, shoppers, price * teamTemplates.length * 2),
            teamTemplates,
          )
        : undefined;
      // The team's rate is compared with a person's in turns side by side (ADR 59's goal).
      const compared = chosen('purchase') && team !== undefined;
      const purchases = keepBack(purchase, compared ? keptForComparing : 0);
      const teamPurchases = team && keepBack(team, compared ? keptForComparing : 0);
      if (chosen('purchase')) {
        const profiled = { ...settings, profiled: profiledPurchases };
        operations.push(await measureOperation(purchases.measured, database, servers, profiled));
      }
      if (teamPurchases) {
        operations.push(
          await measureOperation(teamPurchases.measured, database, servers, settings),
        );
      }
      if (compared && teamPurchases) {
        const [personal, ofTeam] = await sideBySideOverHttp(
          [purchases, teamPurchases],
          servers.baseUrl,
          settings,
        );
        comparedPurchases = { personal, team: ofTeam };
      }
      if (chosen('checkout')) {
        const checkout = checkoutOperation(database, commerce, shoppers, {
          templates: templates.cart,
          size: cart.size,
          rounds: cart.rounds,
          price,
        });
        operations.push(await measureOperation(checkout, database, servers, settings));
      }
      if (chosen('render order')) {
        const order = await renderOrderOperation(database, renders, config.render, shoppers, {
          templates: renderTemplates,
          price,
        });
        operations.push(await measureOperation(order, database, servers, settings));
      }
    } finally {
      await servers.bare.close();
      await app.close();
      await jobs.stop();
    }

    const succeeded = (name: string) =>
      operations.find((run) => run.name === name)?.all.succeeded ?? 0;
    const answered = {
      purchases:
        succeeded('purchase') +
        succeeded('team purchase') +
        (comparedPurchases?.personal.succeeded ?? 0) +
        (comparedPurchases?.team.succeeded ?? 0),
      checkoutLicences: succeeded('checkout') * cart.size,
      renderOrders: succeeded('render order'),
    };
    return {
      engine,
      operations,
      ...(comparedPurchases ? { comparedPurchases } : {}),
      invariants: await checkInvariants(database, countsBefore, answered),
    };
  } finally {
    await drop();
  }
}

const against = process.argv.indexOf('--against');
if (against >= 0) {
  const ref = process.argv[against + 1];
  if (!ref) throw new Error('--against needs a git ref: npm run bench:commerce -- --against main');
  await benchAgainst(ref);
} else {
  const runs: EngineRun[] = [];
  for (const engine of benchEngines) runs.push(await benchEngine(engine));
  printReport(runs, { settings, userCount, profiledPurchases });
  // A missed speed goal is reported; a broken invariant is a bug, so the run fails.
  if (runs.some((run) => anomaliesOf(run) > 0)) process.exitCode = 1;
}

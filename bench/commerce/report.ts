import { percentile, type LoadResult } from './load-loop';
import { stages } from './profile-split';
import type { Invariant } from './invariants';
import { perSpendText, statementRows, type SpendTally } from './statement-tally';
import { pathNames, type OperationRun, type PathName, type TurnSettings } from './turns';
import { benchEngines, type Engine } from '../support/engine';
import { printTable } from '../support/table';

export interface EngineRun {
  engine: Engine;
  operations: OperationRun[];
  /** Purchases and team purchases through HTTP in turns side by side (sideBySideOverHttp). */
  comparedPurchases?: { personal: LoadResult; team: LoadResult };
  invariants: Invariant[];
}

/** What the plans were, for the report's header. */
export interface BenchShape {
  settings: TurnSettings;
  userCount: number;
  profiledPurchases: number;
}

const perSecond = (result: LoadResult) => result.succeeded / (result.elapsedMs / 1000);
const ms = (value: number) => value.toFixed(1);
const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
const unexpectedOf = (op: OperationRun) =>
  Object.values(op.all.failures).reduce((total, count) => total + count, 0);

/** Successes not answered as such, and invariant anomalies, of one engine's run. */
export const anomaliesOf = (run: EngineRun) =>
  run.operations.reduce((total, op) => total + unexpectedOf(op), 0) +
  run.invariants.reduce((total, rule) => total + rule.anomalies, 0);

/** The table of every spend on every path, the profile split, the goals and the invariants. */
export function printReport(runs: EngineRun[], shape: BenchShape): void {
  printSpends(runs, shape);
  printSplit(runs, shape.profiledPurchases);
  printStatements(runs, shape.settings.counted);
  printGoals(runs, shape.settings.connections);
  printInvariants(runs);
}

function printSpends(runs: EngineRun[], shape: BenchShape): void {
  const { settings, userCount } = shape;
  const rows = runs.flatMap(({ engine, operations }) =>
    operations.flatMap(({ name: operation, paths }) =>
      pathNames.map((name) => {
        const path = paths[name];
        return [
          engine,
          operation,
          name,
          path.result.succeeded.toLocaleString('en'),
          perSecond(path.result).toFixed(0),
          ms(percentile(path.result.latencies, 0.5)),
          ms(percentile(path.result.latencies, 0.99)),
          (path.cpuMs / path.result.succeeded).toFixed(2),
          `${((perSecond(path.result) / perSecond(paths['direct SQL'].result)) * 100).toFixed(0)}%`,
        ];
      }),
    ),
  );

  const described = [
    ...new Map(
      runs.flatMap((run) =>
        run.operations.map((op) => [op.name, `${op.endpoint}: ${op.summary}`] as const),
      ),
    ),
  ];
  console.log(
    `\n${userCount.toLocaleString('en')} shoppers, ${settings.connections} spends in flight, no two ` +
      'at once by one shopper:\n' +
      described.map(([name, text]) => `  ${name}, ${text}`).join('\n') +
      `\nAfter a warm-up of ` +
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
}

/** Where the server's CPU went in the profiled purchases. */
function printSplit(runs: EngineRun[], profiledPurchases: number): void {
  const splits = runs.flatMap(({ engine, operations }) => {
    const split = operations.find((op) => op.name === 'purchase')?.split;
    return split ? [{ engine, split }] : [];
  });
  if (splits.length === 0) return;
  console.log(
    `\nWhere the server's CPU goes per purchase (ms), sampled over ${profiledPurchases} purchases ` +
      'through HTTP\n(a step owns what it calls: the token check its user lookup, the idempotency ' +
      'record its queries).\n',
  );
  const total = (split: Map<string, number>) => [...split.values()].reduce((a, b) => a + b, 0);
  // Each statement the app sends beyond the direct SQL's, at its share of the driver's time.
  const extras = splits.map(({ engine, split }) => {
    const { statements } = runs
      .find((run) => run.engine === engine)!
      .operations.find((op) => op.name === 'purchase')!;
    const app = statements['HTTP API'].tally;
    if (!measured(app)) return undefined;
    const driverMs = split.get('driver and round trips')! / (app.total / app.spends);
    return new Map(
      statementRows(app, statements['direct SQL'].tally)
        .filter((row) => row.extra > 0)
        .map((row) => [row.name, row.extra * driverMs]),
    );
  });
  const extraNames = [...new Set(extras.flatMap((extra) => [...(extra?.keys() ?? [])]))];
  const extraMs = (extra: Map<string, number> | undefined, name: string) =>
    extra ? (extra.get(name) ?? 0).toFixed(3) : 'not measured';
  printTable(
    ['stage', ...splits.map((run) => run.engine)],
    [
      ...stages.map((stage) => [stage, ...splits.map((run) => run.split.get(stage)!.toFixed(3))]),
      ...(extraNames.length === 0
        ? [
            [
              extras.some(Boolean) ? 'extra statements (none)' : 'extra statements',
              ...extras.map((extra) => extraMs(extra, '')),
            ],
          ]
        : extraNames.map((name) => [
            `extra statement: ${name} (in driver)`,
            ...extras.map((extra) => extraMs(extra, name)),
          ])),
      ['total', ...splits.map((run) => total(run.split).toFixed(3))],
    ],
  );
}

/** A counted turn that saw no statement counted nothing: the seam it counts at has moved. */
const measured = (tally: SpendTally) => tally.spends > 0 && tally.total > 0;

const sumOf = (counts: Map<string, number>) =>
  [...counts.values()].reduce((sum, count) => sum + count, 0);

/**
 * Every statement each spend sent, counted spend by spend on both engines: per path the spends'
 * total, mean and most, and what the process sent meanwhile outside any spend; then per statement
 * the app's (through HTTP) against the direct SQL's, every statement sent however rarely.
 */
function printStatements(runs: EngineRun[], counted: number): void {
  console.log(
    `\nStatements sent to the database, counted spend by spend over a turn of up to ${counted} ` +
      'spends a path after the timed turns\n(outside spends: what the process sent meanwhile, ' +
      "the catalogue's version poll and the job queue's upkeep).\n",
  );
  const operations = runs.flatMap(({ engine, operations }) =>
    operations.map((op) => ({ engine, op })),
  );
  printTable(
    ['engine', 'operation', 'path', 'spends', 'statements', 'per spend', 'most', 'outside spends'],
    operations.flatMap(({ engine, op }) =>
      pathNames.map((path) => {
        const { tally, background } = op.statements[path];
        const shown = measured(tally);
        return [
          engine,
          op.name,
          path,
          tally.spends.toLocaleString('en'),
          shown ? tally.total.toLocaleString('en') : 'not measured',
          shown ? perSpendText(tally.total / tally.spends) : 'not measured',
          shown ? String(tally.most) : 'not measured',
          shown ? sumOf(background).toLocaleString('en') : 'not measured',
        ];
      }),
    ),
  );
  console.log('\nPer spend, each statement: through HTTP, and as the direct SQL\n');
  printTable(
    ['engine', 'operation', 'statement', 'HTTP API', 'direct SQL', 'extra'],
    operations.flatMap(({ engine, op }) => {
      const app = op.statements['HTTP API'].tally;
      const direct = op.statements['direct SQL'].tally;
      if (!measured(app) || !measured(direct)) {
        return [[engine, op.name, '(every statement)', 'not measured', 'not measured', '']];
      }
      return statementRows(app, direct).map((row) => [
        engine,
        op.name,
        row.name,
        perSpendText(row.app),
        perSpendText(row.own),
        row.extra === 0 ? '' : `${row.extra > 0 ? '+' : ''}${perSpendText(row.extra)}`,
      ]);
    }),
  );
}

function printGoals(runs: EngineRun[], connections: number): void {
  console.log('\nGoals');
  const postgresPurchase = runs
    .find((run) => run.engine === 'postgres')
    ?.operations.find((op) => op.name === 'purchase');
  if (postgresPurchase) {
    const http = postgresPurchase.paths['HTTP API'];
    const rate = perSecond(http.result);
    const cpu = http.cpuMs / http.result.succeeded;
    const p99 = percentile(http.result.latencies, 0.99);
    console.log(`  ${pass(rate >= 500)}  PostgreSQL, HTTP ≥ 500 purchases/s: ${rate.toFixed(0)}`);
    console.log(
      `  ${pass(cpu <= 1.2)}  PostgreSQL, server CPU ≤ 1.2 ms a purchase: ${cpu.toFixed(2)}`,
    );
    console.log(
      `  ${pass(p99 < 40)}  PostgreSQL, p99 < 40 ms at ${connections} in flight: ` + p99.toFixed(1),
    );
  } else if (!benchEngines.includes('postgres')) {
    console.log('  (the PostgreSQL goals need DATABASE_URL)');
  }
  const engineNames: Record<Engine, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
  const ratioGoal: Record<Engine, number> = { postgres: 0.8, pglite: 0.6 };
  for (const { engine, operations } of runs) {
    for (const { name, paths } of operations) {
      const ofDirect = (path: PathName) =>
        perSecond(paths[path].result) / perSecond(paths['direct SQL'].result);
      const share = ofDirect('HTTP API');
      const goal = ratioGoal[engine];
      console.log(
        `  ${pass(share >= goal)}  ${engineNames[engine]}, ${name}, HTTP ≥ ${goal} of direct: ` +
          `${share.toFixed(2)} (the bare route: ${ofDirect('bare route').toFixed(2)})`,
      );
    }
  }
  // Paying as a team costs no more than paying as oneself (ADR 59): the rates of the turns taken
  // side by side.
  for (const { engine, comparedPurchases } of runs) {
    if (!comparedPurchases) continue;
    const team = perSecond(comparedPurchases.team);
    const personal = perSecond(comparedPurchases.personal);
    console.log(
      `  ${pass(team >= 0.9 * personal)}  ${engineNames[engine]}, team purchases ≥ 0.9 × ` +
        `personal, through HTTP in turns side by side: ${(team / personal).toFixed(2)} ` +
        `(${team.toFixed(0)}/s against ${personal.toFixed(0)}/s)`,
    );
  }
  for (const run of runs) {
    console.log(`  ${pass(anomaliesOf(run) === 0)}  ${run.engine}, anomalies: ${anomaliesOf(run)}`);
  }
}

function printInvariants(runs: EngineRun[]): void {
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
}

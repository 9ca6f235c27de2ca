import { spawn } from 'node:child_process';
import type http from 'node:http';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Database } from '../../apps/server/src/db/database';
import type { BareRoute } from './bare-route';
import { driverTransactions, type Query } from './driver-transactions';
import type { HttpLoadInput, HttpLoadResult } from './http-load';
import { combined, runLoad, type LoadResult } from './load-loop';
import type { Operation } from './operation';
import { profiled, type Stage } from './profile-split';
import { asSpend, countingStatements } from './statement-count';
import { tallySpends, type SpendTally, type StatementCounts } from './statement-tally';

export type PathName = 'HTTP API' | 'bare route' | 'service call' | 'direct SQL';
export const pathNames: PathName[] = ['HTTP API', 'bare route', 'service call', 'direct SQL'];

/** A counted turn makes all its jobs, however slowly: it is not timed. */
const countedSeconds = 120;

const httpLoadScript = path.resolve(import.meta.dirname, 'http-load.ts');

export interface TurnSettings {
  connections: number;
  /** The longest a turn runs. */
  seconds: number;
  /** Measured turns of each path, taken in turns so a busy machine slows them alike. */
  rounds: number;
  /** Jobs each path makes before the measured turns. */
  warmUp: number;
  /** Jobs made through HTTP under the profiler after the warm-up, apart from the measured turns. */
  profiled?: number;
  /** Jobs each path makes after the measured turns, each counted statement by statement. */
  counted: number;
}

/** What a path's counted turn sent: its spends' statements, and the process's own meanwhile. */
export interface PathStatements {
  tally: SpendTally;
  background: StatementCounts;
}

/** A path's measured turns added up, with this process's CPU time spent on them. */
export interface Measured {
  result: LoadResult;
  cpuMs: number;
}

export interface OperationRun {
  name: string;
  endpoint: string;
  summary: string;
  paths: Record<PathName, Measured>;
  /** True when a measured turn ended because its share ran out rather than its time. */
  ranOut: boolean;
  /** Every turn's attempts, the warm-up and profiled ones too. */
  all: LoadResult;
  /** The HTTP load process's CPU ms over the measured HTTP turns. */
  clientCpuMs: number;
  /** Server CPU ms per success by stage, from the profiled HTTP turn, when there was one. */
  split?: Map<Stage, number>;
  /** Statements sent to the database by each path's counted turn, on either engine. */
  statements: Record<PathName, PathStatements>;
}

/** Jobs through the HTTP API, from their own process. */
async function overHttp(input: HttpLoadInput): Promise<HttpLoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', httpLoadScript], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(input));
  const [output, code] = await Promise.all([
    text(child.stdout),
    new Promise<number | null>((resolve) => child.on('close', resolve)),
  ]);
  if (code !== 0) throw new Error(`the HTTP load process exited with ${code}`);
  return JSON.parse(output) as HttpLoadResult;
}

/**
 * Measures `operation` on its four paths: a warm-up turn of each, the profiled HTTP turn, then
 * `rounds` turns of each in turn, then a counted turn of each. Every job of the plan is made once;
 * each measured turn takes its share of what is left.
 */
export async function measureOperation<Job>(
  operation: Operation<Job>,
  database: Database,
  servers: { baseUrl: string; server: http.Server; bare: BareRoute },
  settings: TurnSettings,
): Promise<OperationRun> {
  const { plan } = operation;
  const { baseUrl, bare } = servers;
  const { connections } = settings;
  const transaction = driverTransactions(database);
  let clientCpuMs = 0;
  const paths: Record<PathName, (share: Job[], seconds: number) => Promise<LoadResult>> = {
    'HTTP API': async (share, seconds) => {
      const jobs = share.map(operation.http);
      const input = { baseUrl, connections, seconds, jobs };
      const { clientCpuMs: spent, ...result } = await overHttp(input);
      clientCpuMs += spent;
      return result;
    },
    'bare route': async (share, seconds) => {
      bare.serve(share.map((job) => (query: Query) => operation.direct(query, job)));
      const jobs = share.map((job, index) => {
        const { method, token, body } = operation.http(job);
        return { method, path: `/bare/${index}`, token, body, status: 200 };
      });
      const { clientCpuMs: _spent, ...result } = await overHttp({
        baseUrl: bare.baseUrl,
        connections,
        seconds,
        jobs,
      });
      return result;
    },
    'service call': (share, seconds) =>
      runLoad(share, { connections, seconds }, (job) => asSpend(() => operation.service(job))),
    'direct SQL': (share, seconds) =>
      runLoad(share, { connections, seconds }, (job) =>
        asSpend(async () => {
          await transaction((query) => operation.direct(query, job));
          return undefined;
        }),
      ),
  };

  let next = 0;
  let prepared = 0;
  const everyTurn: LoadResult[] = [];
  const turn = async (name: PathName, count: number, seconds = settings.seconds) => {
    const share = plan.slice(next, next + Math.min(count, operation.maxShare ?? Infinity));
    if (operation.prepare && next + share.length > prepared) {
      await operation.prepare(plan.slice(prepared, next + share.length));
      prepared = next + share.length;
    }
    const cpu = process.cpuUsage();
    const result = await paths[name](share, seconds);
    const { user, system } = process.cpuUsage(cpu);
    next += result.started;
    everyTurn.push(result);
    return {
      result,
      cpuMs: (user + system) / 1000,
      ranOut: result.started === share.length,
    };
  };

  for (const name of pathNames) await turn(name, settings.warmUp);
  let split: Map<Stage, number> | undefined;
  if (settings.profiled) {
    const [profiledTurn, stages] = await profiled(() => turn('HTTP API', settings.profiled!));
    for (const [stage, msTotal] of stages) {
      stages.set(stage, msTotal / Math.max(1, profiledTurn.result.succeeded));
    }
    split = stages;
  }

  const measured = new Map<PathName, { results: LoadResult[]; cpuMs: number }>(
    pathNames.map((name) => [name, { results: [], cpuMs: 0 }]),
  );
  let ranOut = false;
  clientCpuMs = 0;
  const turns = settings.rounds * pathNames.length;
  // The counted turns' jobs are kept back from the timed turns' shares.
  const left = () => Math.max(0, plan.length - next - settings.counted * pathNames.length);
  for (let index = 0; index < turns; index += 1) {
    const name = pathNames[index % pathNames.length]!;
    const done = await turn(name, Math.floor(left() / (turns - index)));
    measured.get(name)!.results.push(done.result);
    measured.get(name)!.cpuMs += done.cpuMs;
    ranOut ||= done.ranOut;
  }
  const measuredClientCpuMs = clientCpuMs;

  // Counted apart from the timed turns: counting costs this process CPU of its own.
  const statements = {} as Record<PathName, PathStatements>;
  for (const name of pathNames) {
    const [, sent] = await countingStatements(database, [servers.server, bare.server], () =>
      turn(name, settings.counted, countedSeconds),
    );
    statements[name] = { tally: tallySpends(sent.spends), background: sent.background };
  }

  return {
    name: operation.name,
    endpoint: operation.endpoint,
    summary: operation.summary,
    paths: Object.fromEntries(
      [...measured].map(([name, { results, cpuMs }]) => [
        name,
        { result: combined(results), cpuMs },
      ]),
    ) as Record<PathName, Measured>,
    ranOut,
    statements,
    all: combined(everyTurn),
    clientCpuMs: measuredClientCpuMs,
    ...(split ? { split } : {}),
  };
}

/** An operation's jobs kept back (keepBack): how many, and the next HTTP turn of up to `jobs`. */
interface KeptJobs {
  keptJobs: number;
  keptTurn: (baseUrl: string, settings: TurnSettings, jobs: number) => Promise<LoadResult>;
}

/**
 * The operation with the last `share` of its plan kept back: measureOperation makes the rest, and
 * the kept jobs are made by `keptTurn`'s HTTP turns (sideBySideOverHttp), each job once.
 */
export function keepBack<Job>(operation: Operation<Job>, share: number) {
  const cut = operation.plan.length - Math.floor(operation.plan.length * share);
  const kept = operation.plan.slice(cut);
  let next = 0;
  const keptTurn: KeptJobs['keptTurn'] = async (baseUrl, settings, jobs) => {
    const { clientCpuMs: _spent, ...result } = await overHttp({
      baseUrl,
      connections: settings.connections,
      seconds: settings.seconds,
      jobs: kept.slice(next, next + jobs).map(operation.http),
    });
    next += result.started;
    return result;
  };
  return {
    measured: { ...operation, plan: operation.plan.slice(0, cut) },
    keptTurn,
    keptJobs: kept.length,
  };
}

/**
 * Turns of two operations through HTTP over their kept-back jobs, one after the other in the order
 * A B, B A, A B… (`settings.rounds` pairs): one rate compared with another is read from turns a
 * busy machine slowed alike, not from two operations measured a minute apart, and neither always
 * goes first. Answers each one's turns added up, in the order given.
 */
export async function sideBySideOverHttp(
  pair: [KeptJobs, KeptJobs],
  baseUrl: string,
  settings: TurnSettings,
): Promise<[LoadResult, LoadResult]> {
  const sides = pair.map((kept) => ({ ...kept, turns: [] as LoadResult[] }));
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const jobs = Math.floor(side.keptJobs / settings.rounds);
      side.turns.push(await side.keptTurn(baseUrl, settings, jobs));
    }
  }
  return [combined(sides[0]!.turns), combined(sides[1]!.turns)];
}

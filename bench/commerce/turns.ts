import { spawn } from 'node:child_process';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Database } from '../../apps/server/src/db/database';
import type { BareRoute } from './bare-route';
import { driverTransactions, type Query } from './driver-transactions';
import type { HttpLoadInput, HttpLoadResult } from './http-load';
import { combined, runLoad, type LoadResult } from './load-loop';
import type { Operation } from './operation';
import { profiled, type Stage } from './profile-split';
import { addCounts, countingStatements, type StatementCounts } from './statement-count';

export type PathName = 'HTTP API' | 'bare route' | 'service call' | 'direct SQL';
export const pathNames: PathName[] = ['HTTP API', 'bare route', 'service call', 'direct SQL'];

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
  /** Statements sent to PostgreSQL over each path's measured turns (none counted on PGlite). */
  statements: Record<PathName, StatementCounts>;
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
 * `rounds` turns of each in turn. Every job of the plan is made once; each measured turn takes its
 * share of what is left.
 */
export async function measureOperation<Job>(
  operation: Operation<Job>,
  database: Database,
  servers: { baseUrl: string; bare: BareRoute },
  settings: TurnSettings,
): Promise<OperationRun> {
  const { plan } = operation;
  const { baseUrl, bare } = servers;
  const options = { connections: settings.connections, seconds: settings.seconds };
  const transaction = driverTransactions(database);
  let clientCpuMs = 0;
  const paths: Record<PathName, (share: Job[]) => Promise<LoadResult>> = {
    'HTTP API': async (share) => {
      const jobs = share.map(operation.http);
      const { clientCpuMs: spent, ...result } = await overHttp({ baseUrl, ...options, jobs });
      clientCpuMs += spent;
      return result;
    },
    'bare route': async (share) => {
      bare.serve(share.map((job) => (query: Query) => operation.direct(query, job)));
      const jobs = share.map((job, index) => {
        const { method, token, body } = operation.http(job);
        return { method, path: `/bare/${index}`, token, body, status: 200 };
      });
      const { clientCpuMs: _spent, ...result } = await overHttp({
        baseUrl: bare.baseUrl,
        ...options,
        jobs,
      });
      return result;
    },
    'service call': (share) => runLoad(share, options, operation.service),
    'direct SQL': (share) =>
      runLoad(share, options, async (job) => {
        await transaction((query) => operation.direct(query, job));
        return undefined;
      }),
  };

  let next = 0;
  let prepared = 0;
  const everyTurn: LoadResult[] = [];
  const turn = async (name: PathName, count: number) => {
    const share = plan.slice(next, next + Math.min(count, operation.maxShare ?? Infinity));
    if (operation.prepare && next + share.length > prepared) {
      await operation.prepare(plan.slice(prepared, next + share.length));
      prepared = next + share.length;
    }
    const cpu = process.cpuUsage();
    const [result, sent] = await countingStatements(() => paths[name](share));
    const { user, system } = process.cpuUsage(cpu);
    next += result.started;
    everyTurn.push(result);
    return {
      result,
      sent,
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

  const measured = new Map<
    PathName,
    { results: LoadResult[]; cpuMs: number; statements: StatementCounts }
  >(pathNames.map((name) => [name, { results: [], cpuMs: 0, statements: new Map() }]));
  let ranOut = false;
  clientCpuMs = 0;
  const turns = settings.rounds * pathNames.length;
  for (let index = 0; index < turns; index += 1) {
    const name = pathNames[index % pathNames.length]!;
    const done = await turn(name, Math.floor((plan.length - next) / (turns - index)));
    measured.get(name)!.results.push(done.result);
    measured.get(name)!.cpuMs += done.cpuMs;
    addCounts(measured.get(name)!.statements, done.sent);
    ranOut ||= done.ranOut;
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
    statements: Object.fromEntries(
      [...measured].map(([name, { statements }]) => [name, statements]),
    ) as Record<PathName, StatementCounts>,
    all: combined(everyTurn),
    clientCpuMs,
    ...(split ? { split } : {}),
  };
}

import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Where a request's CPU goes, in the order the bench prints it. */
export const stages = [
  'HTTP and routing',
  'authentication',
  'validation',
  'idempotency record',
  'query building',
  'driver and round trips',
  'sockets (HTTP and database)',
  'JSON',
  'garbage collection',
  'our code and the rest',
] as const;
export type Stage = (typeof stages)[number];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * A step of a request that owns everything it calls (so the token check's user lookup counts as
 * authentication, the idempotency record's queries as the record's): the outermost such frame wins.
 */
const STEPS: [Stage, RegExp][] = [
  ['authentication', /modules\/auth\/(authenticate|tokens|hs256)\.ts/],
  ['validation', /http\/request-validation\.ts/],
  ['JSON', /fastify-type-provider-zod|fast-json-stringify|secure-json-parse/],
  ['idempotency record', /modules\/commerce\/idempotency\.ts/],
];
/** Libraries, for a frame outside every step: the innermost one wins. */
const LIBRARIES: [Stage, RegExp][] = [
  ['query building', /\/drizzle-orm\//],
  ['driver and round trips', /\/node_modules\/(pg|pg-protocol|pg-pool|@electric-sql\/pglite)\//],
  [
    'HTTP and routing',
    /\/node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify\/[^/]+)\/|^node:_?http|\/http\/(rate-limit|security-headers|framework-errors|error-handler)/,
  ],
];
/**
 * Node's own socket and stream code, where no library called it: reading or writing either the
 * HTTP connection or the database's, which the stack cannot tell apart.
 */
const SOCKETS = /^node:(net|stream|internal\/(streams|stream_base|net))/;

const matching = (rules: [Stage, RegExp][], url: string) =>
  rules.find(([, pattern]) => pattern.test(url))?.[0];

/** The stage of one sampled stack, leaf first; undefined for the idle process. */
function stageOf(stack: ProfileNode[]): Stage | undefined {
  const leaf = stack[0]!.callFrame;
  if (leaf.functionName === '(idle)') return undefined;
  if (leaf.functionName === '(garbage collector)') return 'garbage collection';
  let step: Stage | undefined;
  for (const node of stack) step = matching(STEPS, node.callFrame.url) ?? step;
  if (step) return step;
  for (const node of stack) {
    const library = matching(LIBRARIES, node.callFrame.url);
    if (library) return library;
  }
  if (stack.some((node) => SOCKETS.test(node.callFrame.url))) return 'sockets (HTTP and database)';
  if (/^(stringify|parse)$/.test(leaf.functionName) && leaf.url === '') return 'JSON';
  return 'our code and the rest';
}

/** Milliseconds of CPU per stage over a V8 CPU profile. */
export function splitProfile(profile: Profile): Map<Stage, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node);
  }
  const stageById = new Map<number, Stage | undefined>();
  const stageOfNode = (id: number) => {
    if (!stageById.has(id)) {
      const stack: ProfileNode[] = [];
      for (let node = byId.get(id); node; node = parentOf.get(node.id)) stack.push(node);
      stageById.set(id, stageOf(stack));
    }
    return stageById.get(id);
  };
  const split = new Map<Stage, number>(stages.map((stage) => [stage, 0]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the gap to the next one.
  for (let index = 0; index < samples.length - 1; index += 1) {
    const stage = stageOfNode(samples[index]!);
    if (stage) split.set(stage, split.get(stage)! + deltas[index + 1]! / 1000);
  }
  return split;
}

/**
 * Runs `work` under V8's sampling profiler in this process and answers it with the split, scaled to
 * the process's measured CPU time: a sample's interval is wall time, so it also counts moments the
 * process waited for a core (two cores shared with the database and the load).
 */
export async function profiled<T>(work: () => Promise<T>): Promise<[T, Map<Stage, number>]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const cpu = process.cpuUsage();
    const result = await work();
    const { user, system } = process.cpuUsage(cpu);
    const { profile } = await session.post('Profiler.stop');
    // For a closer look (Chrome's DevTools or speedscope open it).
    if (process.env.BENCH_CPU_PROFILE) {
      fs.writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(profile));
    }
    const split = splitProfile(profile as Profile);
    const sampled = [...split.values()].reduce((total, ms) => total + ms, 0);
    const scale = sampled > 0 ? (user + system) / 1000 / sampled : 0;
    for (const [stage, ms] of split) split.set(stage, ms * scale);
    return [result, split];
  } finally {
    session.disconnect();
  }
}

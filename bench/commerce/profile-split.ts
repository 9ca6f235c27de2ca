import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * What each request gained since the 0d57468 baseline, each its own row so its cost shows alone
 * (issue 54): the route timing into the duration histogram and the hooks that count credits once
 * a transaction commits; and async context tracking (an AsyncLocalStorage anywhere in the process
 * runs its promise hooks on every promise: the request-id scope did, until ADR 41), so one coming
 * back shows.
 */
export const newcomers = [
  'metrics hooks',
  'async context hooks',
  'commit hooks (credit counts)',
] as const;

/** Where a request's CPU goes, in the order the bench prints it. */
export const stages = [
  ...newcomers,
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

/**
 * A newcomer's own code, and what only it calls: the frame nearest the leaf that is the store's
 * code or a library decides (so a transaction opened through the commit hooks' wrapper is the
 * driver's, while the counting after the commit is the hooks').
 */
const NEWCOMER_CODE: [Stage, RegExp][] = [
  ['metrics hooks', /observability\/http-metrics\.ts|\/node_modules\/prom-client\//],
  [
    'commit hooks (credit counts)',
    /db\/after-commit\.ts|credits\/credit-observers\.ts|metrics\/credit-counters\.ts/,
  ],
];
/** AsyncLocalStorage's promise hooks, which run wherever a promise is made once a scope exists. */
const ASYNC_HOOKS = /^node:(internal\/)?async_hooks$/;
/** A frame of the store's code or of a library, as opposed to V8's and Node's own. */
const OWNED_FRAME = /\/apps\/server\/src\/|\/node_modules\//;

function newcomerOf(stack: ProfileNode[]): Stage | undefined {
  const nearestIndex = stack.findIndex((node) => OWNED_FRAME.test(node.callFrame.url));
  // Only below the nearest owned frame: a scope's `run` is an ancestor of all a request does.
  const below = nearestIndex < 0 ? stack : stack.slice(0, nearestIndex);
  if (below.some((node) => ASYNC_HOOKS.test(node.callFrame.url))) {
    return 'async context hooks';
  }
  let nearest = stack[nearestIndex]?.callFrame.url ?? '';
  // prom-client is called by the credit counters as well as by the route timing.
  if (/\/node_modules\/prom-client\//.test(nearest)) {
    const caller = stack.find((node) => /\/apps\/server\/src\//.test(node.callFrame.url))?.callFrame
      .url;
    if (caller && /metrics\/credit-counters\.ts/.test(caller)) nearest = caller;
  }
  return matching(NEWCOMER_CODE, nearest);
}

const matching = (rules: [Stage, RegExp][], url: string) =>
  rules.find(([, pattern]) => pattern.test(url))?.[0];

/** The stage of one sampled stack, leaf first; undefined for the idle process. */
function stageOf(stack: ProfileNode[]): Stage | undefined {
  const leaf = stack[0]!.callFrame;
  if (leaf.functionName === '(idle)') return undefined;
  if (leaf.functionName === '(garbage collector)') return 'garbage collection';
  const newcomer = newcomerOf(stack);
  if (newcomer) return newcomer;
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

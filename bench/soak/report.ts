import type { Books } from '../../apps/server/src/cluster/books';
import { percentile } from '../commerce/load-loop';
import { printTable } from '../support/table';
import type { ActionGroup } from './actions';
import { growthOf, type MemorySeries } from './memory-sampler';
import type { Recorder } from './recorder';
import type { RenderQueue } from './render-queue';
import { GOAL_MS, goalClassOf, type GoalClass } from './route-goals';
import type { VisitCounts } from './visits';

/** Resident memory may grow this much over the run after its warm-up. */
export const MEMORY_GROWTH_LIMIT = 0.1;

export interface SoakResult {
  minutes: number;
  /** A short run (the CI one): latency and memory growth are printed, not judged. */
  short: boolean;
  pace: string;
  /** The cores and load average of the machine, as the latency figures depend on them. */
  machine: string;
  recorder: Recorder;
  visits: VisitCounts;
  memory: MemorySeries[];
  /** Where the warm-up ends and memory growth is measured from, ms into the run. */
  warmUpMs: number;
  renders: RenderQueue;
  books: Books;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const verdict = (pass: boolean, judged: boolean) =>
  judged ? (pass ? 'PASS' : 'FAIL') : pass ? 'pass' : 'over (not judged)';
const classOrder: GoalClass[] = ['catalogue', 'purchase', 'other'];

/** Prints every table of a soak and answers the goals that failed (none: the run passed). */
export function printSoakReport(result: SoakResult): string[] {
  const failed: string[] = [];
  const { recorder, visits, renders, books, short } = result;
  console.log(`\nA ${result.minutes}-minute soak: ${result.pace}.\n${result.machine}.\n`);
  printMix(visits);

  console.log(
    `\nAnswers by route pattern (client side, through the balancer stand-in; goal = p99 in ms)` +
      (short ? '. A short run: latency is printed, not judged.' : '.') +
      '\n',
  );
  const routes = [...recorder.routes.entries()].sort(
    ([a, x], [b, y]) =>
      classOrder.indexOf(goalClassOf(a)) - classOrder.indexOf(goalClassOf(b)) ||
      y.ms.length - x.ms.length,
  );
  const rows = routes.map(([pattern, record]) => {
    const goal = GOAL_MS[goalClassOf(pattern)];
    const p99 = percentile(record.ms, 0.99);
    const pass = p99 < goal;
    return [
      pattern,
      String(record.ms.length),
      String(record.errors),
      String(record.visitorCaused),
      ms(percentile(record.ms, 0.5)),
      ms(p99),
      `< ${goal}`,
      verdict(pass, !short),
    ];
  });
  printTable(['route', 'count', 'errors', "visitor's 4xx", 'p50 ms', 'p99 ms', 'goal', ''], rows);
  const errors = routes.reduce((sum, [, record]) => sum + record.errors, 0);
  const requests = routes.reduce((sum, [, record]) => sum + record.ms.length, 0);
  const ownDoing = routes.reduce((sum, [, record]) => sum + record.visitorCaused, 0);
  console.log(
    `\n${requests} requests, ${(requests / (result.minutes * 60)).toFixed(1)}/s; ` +
      `${ownDoing} refusals the visitors' own input caused (stale prices, over the render limit: ` +
      `${visits.overRenderLimit} of them the render limit), counted apart.`,
  );
  for (const example of recorder.examples) {
    console.log(`  error: ${example.pattern} answered ${example.status}: ${example.body}`);
  }

  printRenderQueue(renders);
  const grown = printMemory(result);

  console.log('\nGoals');
  const judge = (pass: boolean, text: string) => {
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${text}`);
    if (!pass) failed.push(text);
  };
  judge(errors === 0, `errors the visitors did not cause (5xx, network, other 4xx): ${errors}`);
  const failedActions = [...visits.failed.values()].reduce((sum, n) => sum + n, 0);
  judge(failedActions === 0, `visitor actions that failed: ${failedActions}`);
  for (const [message, count] of visits.failed) console.log(`        ${count} × ${message}`);
  judge(
    renders.notCompleted.length === 0,
    `renders completed: ${renders.completed} of ${renders.ordered}`,
  );
  for (const line of renders.notCompleted.slice(0, 10)) console.log(`        ${line}`);
  judge(
    books.failures.length === 0,
    `invariants: ${books.anomalies} spending anomalies over ${books.users} users, ` +
      `${books.creditedOnce} paid credit packs credited once, ${books.failures.length} problems`,
  );
  for (const line of books.failures.slice(0, 10)) console.log(`        ${line}`);
  const slow = rows.filter((row) => row[7] !== 'PASS' && row[7] !== 'pass').map((row) => row[0]);
  const growth = `memory: ${grown.length} processes grew ${MEMORY_GROWTH_LIMIT * 100} % or more`;
  if (short) {
    console.log(
      `  ----  latency: ${slow.length} routes over their goal (not judged in a short run)`,
    );
    console.log(`  ----  ${growth} (not judged in a short run)`);
  } else {
    judge(slow.length === 0, `latency: ${slow.length} routes over their goal ${slow.join(', ')}`);
    judge(grown.length === 0, `${growth} ${grown.join(', ')}`);
  }
  return failed;
}

function printMix(visits: VisitCounts): void {
  const total = [...visits.byGroup.values()].reduce((sum, n) => sum + n, 0);
  const goal: Record<ActionGroup, number> = {
    'browse and search': 70,
    'sign-up and sign-in': 10,
    'likes and cart': 10,
    'purchases and checkouts': 7,
    'renders and exports': 3,
  };
  printTable(
    ['visitor actions', 'count', 'share', 'planned'],
    (Object.keys(goal) as ActionGroup[]).map((group) => {
      const count = visits.byGroup.get(group) ?? 0;
      return [
        group,
        String(count),
        `${((count / Math.max(1, total)) * 100).toFixed(1)} %`,
        `${goal[group]} %`,
      ];
    }),
  );
}

function printRenderQueue(renders: RenderQueue): void {
  const wait = renders.waitSeconds;
  console.log(
    `\nRender queue: ${renders.ordered} ordered, ${renders.completed} completed; wait from order ` +
      `to start: ` +
      (wait
        ? `p50 ${wait.p50.toFixed(1)} s, p99 ${wait.p99.toFixed(1)} s, max ${wait.max.toFixed(1)} s`
        : 'none started'),
  );
}

/** The memory table; answers the processes that grew by the limit or more, or had no window. */
function printMemory(result: SoakResult): string[] {
  const grown: string[] = [];
  const warmUpMinutes = (result.warmUpMs / 60_000).toFixed(1);
  console.log(
    `\nResident memory (VmRSS), sampled through the run; growth from the end of the warm-up ` +
      `(${warmUpMinutes} min) to the end, medians of the window's first and last tenth` +
      (result.short ? '. A short run: too short to tell a leak, growth is not judged.' : '.') +
      '\n',
  );
  const rows = result.memory.map((series) => {
    const growth = growthOf(series, result.warmUpMs);
    if (!growth) {
      grown.push(`${series.name} (too few samples)`);
      return [series.name, String(series.samples.length), '—', '—', '—', '—', ''];
    }
    const pass = growth.growth < MEMORY_GROWTH_LIMIT;
    if (!pass) grown.push(`${series.name} (${(growth.growth * 100).toFixed(1)} %)`);
    return [
      series.name,
      String(series.samples.length),
      mb(growth.startBytes),
      mb(growth.endBytes),
      mb(growth.peakBytes),
      `${(growth.growth * 100).toFixed(1)} %`,
      verdict(pass, !result.short),
    ];
  });
  printTable(['process', 'samples', 'after warm-up MB', 'end MB', 'peak MB', 'growth', ''], rows);
  return grown;
}

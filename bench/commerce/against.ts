import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { printTable } from '../support/table';

/**
 * `npm run bench:commerce -- --against <git ref>`: the same bench, run by the ref's own code on
 * the ref's own server and by this tree's, in turns on one machine (a busy machine slows both
 * alike), then both tables and their ratios. The ref is checked out in a temporary git worktree,
 * which takes this tree's node_modules (hard links) when its lockfile is the same, else runs
 * `npm ci`; it is removed afterwards. BENCH_ROUNDS_AGAINST (default 3) sets how many runs each
 * side makes; every other BENCH_* setting and DATABASE_URL reach both. A first run of this tree,
 * not counted, warms the machine (BENCH_AGAINST_WARMUP=0 leaves it out): the first run on a quiet
 * machine was the fastest of six on every path, the direct SQL both sides send alike included
 * (the database's checkpoints and caches not yet where the runs after it keep them), so the side
 * that ran first always won a few per cent.
 */

const root = path.resolve(import.meta.dirname, '../..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** One row of a run's spends table. */
interface SpendRow {
  engine: string;
  operation: string;
  path: string;
  perSecond: number;
  p99: number;
  cpuMs: number;
}

/** What one run printed: its spends rows and its profile split (stage → ms, per engine). */
interface RunResult {
  spends: SpendRow[];
  split: Map<string, Map<string, number>>;
}

/** Makes the ref's worktree, ready to run; answers where it is. */
function checkOut(ref: string): string {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-against-'));
  git('worktree', 'add', '--detach', dir, commit);
  const lock = (where: string) => fs.readFileSync(path.join(where, 'package-lock.json'), 'utf8');
  if (lock(dir) === lock(root)) {
    console.log(`${ref} (${commit.slice(0, 7)}): same lockfile, linking this tree's node_modules`);
    // Hard links, and the workspaces' own links copied as they are: relative, so they name the
    // ref's packages, not this tree's.
    for (const modules of ['node_modules', 'apps/web/node_modules']) {
      if (fs.existsSync(path.join(root, modules))) {
        execFileSync('cp', ['-al', path.join(root, modules), path.join(dir, modules)]);
      }
    }
  } else {
    console.log(`${ref} (${commit.slice(0, 7)}): another lockfile, npm ci in ${dir}`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return dir;
}

/**
 * The Node options the tree's store runs with (`serverNodeOptions`, ADR 58): each tree's bench
 * runs as its store would, so a change of them is measured too. None for a tree from before them.
 */
async function serverNodeOptionsOf(dir: string): Promise<string[]> {
  const lib = (await import(pathToFileURL(path.join(dir, 'scripts/lib.mjs')).href)) as {
    serverNodeOptions?: string[];
  };
  return lib.serverNodeOptions ?? [];
}

/** Runs the bench in `dir` and answers what it printed, kept under `outputs` as `name`.txt. */
async function runBench(dir: string, outputs: string, name: string): Promise<string> {
  const options = await serverNodeOptionsOf(dir);
  const child = spawn(process.execPath, [...options, '--import', 'tsx', 'bench/commerce.ts'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  // A missed goal or an anomaly exits 1 and still printed its tables.
  const kept = path.join(outputs, `${name}.txt`);
  fs.writeFileSync(kept, output);
  if (!output.includes('Goals'))
    throw new Error(`the bench in ${dir} failed (exit ${code}): ${kept}`);
  return output;
}

/** The rows under a table's header, split into cells: up to the first line of other columns. */
function tableRows(output: string, header: RegExp): string[][] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) return [];
  const columns = lines[start]!.trim().split(/\s{2,}/).length;
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    const cells = line.trim().split(/\s{2,}/);
    if (cells.length !== columns) break;
    rows.push(cells);
  }
  return rows;
}

function parse(output: string): RunResult {
  const number = (cell: string) => Number(cell.replace(/[,%]/g, ''));
  const spends = tableRows(output, /^engine\s+operation\s+path/).map((cells) => ({
    engine: cells[0]!,
    operation: cells[1]!,
    path: cells[2]!,
    perSecond: number(cells[4]!),
    p99: number(cells[6]!),
    cpuMs: number(cells[7]!),
  }));
  if (spends.length === 0) throw new Error('no spends table in the bench output');
  const header = output.split('\n').find((line) => /^stage\s/.test(line));
  const engines =
    header
      ?.trim()
      .split(/\s{2,}/)
      .slice(1) ?? [];
  const split = new Map(engines.map((engine) => [engine, new Map<string, number>()]));
  for (const cells of tableRows(output, /^stage\s/)) {
    engines.forEach((engine, index) =>
      split.get(engine)!.set(cells[0]!, number(cells[index + 1]!)),
    );
  }
  return { spends, split };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each row over the runs. */
function medians(runs: RunResult[]): SpendRow[] {
  return runs[0]!.spends.map((row) => {
    const same = runs.flatMap((run) =>
      run.spends.filter(
        (other) =>
          other.engine === row.engine &&
          other.operation === row.operation &&
          other.path === row.path,
      ),
    );
    return {
      ...row,
      perSecond: median(same.map((one) => one.perSecond)),
      p99: median(same.map((one) => one.p99)),
      cpuMs: median(same.map((one) => one.cpuMs)),
    };
  });
}

function printSide(title: string, rows: SpendRow[]): void {
  console.log(`\n${title}\n`);
  printTable(
    ['engine', 'operation', 'path', 'per s', 'p99 ms', 'CPU ms'],
    rows.map((row) => [
      row.engine,
      row.operation,
      row.path,
      row.perSecond.toFixed(0),
      row.p99.toFixed(1),
      row.cpuMs.toFixed(2),
    ]),
  );
}

const find = (rows: SpendRow[], like: SpendRow, pathName = like.path) =>
  rows.find(
    (row) =>
      row.engine === like.engine && row.operation === like.operation && row.path === pathName,
  );

function printRatios(ref: string, base: SpendRow[], ours: SpendRow[]): void {
  console.log(`\nThis tree against ${ref}, through HTTP (medians of the runs)\n`);
  const rows = ours
    .filter((row) => row.path === 'HTTP API')
    .flatMap((row) => {
      const before = find(base, row);
      if (!before) return [];
      const apiOfBare = (rows: SpendRow[]) =>
        find(rows, row)!.perSecond / (find(rows, row, 'bare route')?.perSecond ?? NaN);
      return [
        [
          row.engine,
          row.operation,
          (row.perSecond / before.perSecond).toFixed(3),
          // CPU per op, as the goal reads it: the ref's over this tree's (above 1: cheaper now).
          (before.cpuMs / row.cpuMs).toFixed(3),
          apiOfBare(base).toFixed(2),
          apiOfBare(ours).toFixed(2),
        ],
      ];
    });
  printTable(
    ['engine', 'operation', 'rate ×', 'CPU a op ×', `API÷bare ${ref}`, 'API÷bare now'],
    rows,
  );
  console.log(
    '(rate ×: requests a second now ÷ then; CPU a op ×: server CPU a request then ÷ now; both ' +
      '≥ 0.97 is the goal, and API÷bare ≥ 0.8 on PostgreSQL)',
  );
}

function printSplits(ref: string, base: RunResult[], ours: RunResult[]): void {
  const engines = [...(ours[0]?.split.keys() ?? [])];
  if (engines.length === 0) return;
  const stageMedian = (runs: RunResult[], engine: string, stage: string) => {
    const values = runs.flatMap((run) => {
      const value = run.split.get(engine)?.get(stage);
      return value === undefined ? [] : [value];
    });
    return values.length ? median(values).toFixed(3) : '—';
  };
  const stages = [
    ...new Set(
      ours.flatMap((run) => [...run.split.values()].flatMap((split) => [...split.keys()])),
    ),
  ];
  console.log("\nWhere the server's CPU goes per purchase (ms, medians)\n");
  printTable(
    ['stage', ...engines.flatMap((engine) => [`${engine} ${ref}`, `${engine} now`])],
    stages.map((stage) => [
      stage,
      ...engines.flatMap((engine) => [
        stageMedian(base, engine, stage),
        stageMedian(ours, engine, stage),
      ]),
    ]),
  );
}

export async function benchAgainst(ref: string): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS_AGAINST ?? 3);
  const [load1] = os.loadavg();
  const dir = checkOut(ref);
  // Each run's whole output, to read when a table does not parse.
  const outputs = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-against-output-'));
  const base: RunResult[] = [];
  const ours: RunResult[] = [];
  try {
    if (process.env.BENCH_AGAINST_WARMUP !== '0') {
      console.log(`warm-up: this tree, not counted (load average ${os.loadavg()[0]!.toFixed(1)})`);
      await runBench(root, outputs, 'warm-up');
    }
    for (let round = 0; round < rounds; round += 1) {
      // Each side goes first every other round, so neither always meets a warmer machine.
      const sides: [string, string, RunResult[]][] = [
        [ref, dir, base],
        ['this tree', root, ours],
      ];
      if (round % 2 === 1) sides.reverse();
      for (const [name, where, results] of sides) {
        console.log(
          `round ${round + 1} of ${rounds}: ${name} (load average ${os.loadavg()[0]!.toFixed(1)})`,
        );
        const label = `${name === ref ? 'ref' : 'tree'}-${round + 1}`;
        results.push(parse(await runBench(where, outputs, label)));
      }
    }
  } finally {
    git('worktree', 'remove', '--force', dir);
  }
  printSide(`${ref}, medians of ${rounds} runs`, medians(base));
  printSide(`this tree, medians of ${rounds} runs`, medians(ours));
  printRatios(ref, medians(base), medians(ours));
  printSplits(ref, base, ours);
  const [load] = os.loadavg();
  console.log(
    `\nLoad average (1 min): ${load1!.toFixed(1)} at the start, ${load!.toFixed(1)} at the end, ` +
      `on ${os.cpus().length} cores. Each run's output: ${outputs}`,
  );
}

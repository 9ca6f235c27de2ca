/**
 * `npm run bench:search:ready`: how soon a store is ready after listening (issue 80, ADR 58),
 * the search index loaded from the database and from a snapshot on disk.
 *
 * On PostgreSQL (DATABASE_URL) 100,000 of `bench:search`'s templates (`BENCH_SEARCH_READY_SIZE`),
 * else 10,000 on PGlite. The app is started on them three times, each time timed from `listen` to
 * the first 200 of `/api/health/ready`, with the event loop's longest stall meanwhile:
 * 1. no snapshot: the whole catalogue read from the database, then a snapshot written (its time,
 *    size and longest stall printed);
 * 2. from that snapshot, nothing changed since;
 * 3. from that snapshot after 1,000 owner's saves (a new word each), 100 templates taken off
 *    sale and 5,000 sales: the changes read and put at boot.
 * Goals: ready < 3 s from a snapshot, no stall ≥ 50 ms. The load average is printed beside them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { IndexSnapshots, LiveSearchIndex } from '../apps/server/src/modules/catalogue';
import { openEngine, type Engine } from './support/engine';
import { loadSearchCatalogue, searchBenchApp } from './support/search-catalogue-load';
import { sayIfNotRunAsTheStore, stallSplitOf, watchStalls } from './support/stall-meter';
import { printTable } from './support/table';

const engine: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const size = Number(
  process.env.BENCH_SEARCH_READY_SIZE ?? (engine === 'postgres' ? 100_000 : 10_000),
);
const READY_GOAL_MS = 3000;
const STALL_GOAL_MS = 50;

const rows: { cells: string[]; pass: boolean }[] = [];
const report = (what: string, value: string, goal: string, pass = true) =>
  rows.push({ cells: [what, value, goal, goal ? (pass ? 'yes' : 'NO') : ''], pass });
const loadNow = () => os.loadavg()[0]!.toFixed(1);

/** The snapshots' own lines: how long a read or a write took, and why one was refused. */
const lines: string[] = [];
const log = {
  info: (fields: object, message: string) => lines.push(`${message} ${JSON.stringify(fields)}`),
  warn: (fields: object, message: string) => lines.push(`${message} ${JSON.stringify(fields)}`),
};

/**
 * The app started on `database` with snapshots in `dir`: the time from listening to ready, the
 * longest stall meanwhile, and then the snapshot the load writes (if it writes one), timed too.
 */
async function boot(database: Database, dir: string, label: string): Promise<void> {
  const searchIndex = new LiveSearchIndex(database.db, {
    snapshots: new IndexSnapshots(database.db, dir, log),
  });
  const app = await searchBenchApp(database, searchIndex);
  const listenWatch = watchStalls();
  const started = performance.now();
  // Listening starts the load (the app's onListen hook), as the server does.
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // The app's own start (its listen hooks) apart from the load that follows.
  const listenStall = await listenWatch.ended();
  const readyWatch = watchStalls();
  for (;;) {
    const answer = await fetch(`${base}/api/health/ready`);
    await answer.arrayBuffer();
    if (answer.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  const stall = await readyWatch.ended();
  const fromSnapshot = searchIndex.fromSnapshot;
  report(
    `${label}: ready after listening, s (load ${loadNow()}; ${searchIndex.reads.templatesIndexed.toLocaleString('en')} templates put${fromSnapshot ? ', from the snapshot' : ', from the database'})`,
    (readyMs / 1000).toFixed(2),
    fromSnapshot ? `< ${READY_GOAL_MS / 1000} s` : '',
    !fromSnapshot || readyMs < READY_GOAL_MS,
  );
  report(
    `${label}: the event loop's longest stall from listening to ready, ms (listen itself ${listenStall.ms.toFixed(0)}${stallSplitOf(stall)})`,
    stall.ms.toFixed(0),
    `< ${STALL_GOAL_MS}`,
    stall.ms < STALL_GOAL_MS,
  );
  const writing = searchIndex.snapshotWrite;
  if (writing) {
    const writeWatch = watchStalls();
    const writeStarted = performance.now();
    await writing;
    const writeMs = performance.now() - writeStarted;
    const writeStall = await writeWatch.ended();
    const bytes = fs
      .readdirSync(dir)
      .reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
    report(
      `${label}: the snapshot written after it, s (${(bytes / 1e6).toFixed(1)} MB, ${Math.round(bytes / size)} bytes a template; load ${loadNow()})`,
      (writeMs / 1000).toFixed(2),
      '',
    );
    report(
      `${label}: the longest stall while the snapshot is written, ms${stallSplitOf(writeStall)}`,
      writeStall.ms.toFixed(0),
      `< ${STALL_GOAL_MS}`,
      writeStall.ms < STALL_GOAL_MS,
    );
  }
  await app.close();
}

/** Changes after the snapshot: owner's saves with a new word, templates off sale, sales. */
async function changes(database: Database): Promise<void> {
  const { rows: first } = await database.db.execute<{ first: number }>(
    sql`select min(id)::int as first from templates`,
  );
  const firstId = first[0]!.first;
  for (let save = 0; save < 1000; save += 1) {
    const id = firstId + ((save * 7919) % size);
    await database.db.execute(sql`
      update templates set name = name || ${` quillwort${save}x`},
        search_text = search_text || ${` quillwort${save}x`}
        where id = ${id}`);
  }
  await database.db.execute(sql`
    update templates set status = 'draft'
      where id in (select id from templates where status = 'published' order by id desc limit 100)`);
  for (let sale = 0; sale < 5000; sale += 1) {
    const id = firstId + ((sale * 104_729) % Math.min(5000, size));
    await database.db.execute(
      sql`update templates set purchase_count = purchase_count + 1 where id = ${id}`,
    );
  }
}

await sayIfNotRunAsTheStore();
const { database, drop } = await openEngine(engine);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-bench-snapshots-'));
try {
  await database.migrate();
  const started = Date.now();
  await loadSearchCatalogue(database, size);
  console.log(
    `${engine}: loaded ${size.toLocaleString('en')} templates in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await boot(database, dir, '1. no snapshot');
  await boot(database, dir, '2. from the snapshot, nothing changed');
  await changes(database);
  await boot(database, dir, '3. from the snapshot, 1,000 saves, 100 off sale, 5,000 sales since');
} finally {
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
}

const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(1));
console.log(
  `\nReady after listening, ${engine}, ${size.toLocaleString('en')} templates. Load average at the end: ${one}, ${five}, ${fifteen} on ${os.cpus().length} cores.\n`,
);
printTable(
  ['measured', 'value', 'goal', 'met'],
  rows.map((row) => row.cells),
);
console.log(`\nThe snapshots' lines:\n${lines.map((line) => `  ${line}`).join('\n')}`);
const missed = rows.filter((row) => !row.pass);
console.log(
  missed.length ? `\nBelow goal: ${missed.length} row(s).` : '\nEvery row meets its goal.',
);
// A goal printed and not met fails the run.
if (missed.length) process.exitCode = 1;

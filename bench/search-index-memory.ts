/**
 * `node --import tsx bench/search-index-memory.ts`: the memory the catalogue's search index holds
 * a template (issue 80: ≤ 1 KB at 100,000) and what searches cost worked out from it, in a minute
 * and without a database server. The templates are `npm run bench:search`'s catalogue, each made
 * into the row the index reads (its document and orientation by the database's own functions, on
 * an embedded PGlite, its strings each its own as node-postgres reads them) and put in the index
 * as a load puts it (`templateOf`). The memory is what a collection leaves held with the index
 * against without it (`memoryHeld`, as `bench:search` reads it): the heap and the typed arrays'
 * buffers. Then the search mix, its suggestions and a few worst cases, each worked out from the
 * postings (what searches kept forgotten first), and owners' saves written over their slots
 * while the mix's answers are kept.
 *
 * BENCH_SEARCH_MEMORY_SIZE: templates (100,000; 20,000 takes 15 s); BENCH_ROUNDS: rounds of the
 * searches (5, the fastest of each search's taken).
 */
import os from 'node:os';
import type { TemplateKind } from '@frameshop/contract';
import { openMigratedDatabase, type Database } from '../apps/server/src/db/database';
import type { NewTemplate } from '../apps/server/src/modules/catalogue';
import { searchTextOf } from '../apps/server/src/modules/catalogue/catalogue.repository';
import { foundTemplatesOf } from '../apps/server/src/modules/catalogue/search-index/found-templates';
import {
  templateOf,
  type IndexedRow,
} from '../apps/server/src/modules/catalogue/search-index/live-search-index';
import { SearchIndex } from '../apps/server/src/modules/catalogue/search-index/search-index';
import { namesHoldingEveryWord } from '../apps/server/src/modules/catalogue/search-index/suggested-names';
import { SearchPlanner, type SearchPlan } from '../apps/server/src/modules/search';
import {
  generateSearchCatalogue,
  withTypo,
} from '../apps/server/src/test-support/search-catalogue';
import { benchKindOf, heldPerTemplate, memoryHeld } from './support/search-index-heap';
import { searchMix, typedPrefixes } from './support/search-mix';
import { printTable } from './support/table';

const size = Number(process.env.BENCH_SEARCH_MEMORY_SIZE ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const HEAP_GOAL_BYTES = 1024;
const SAVES = 1_000;
/** Rows made a statement: PGlite answers one statement at a time, in its own memory. */
const BATCH = 20_000;
/** The first id of a store's templates (migration 0001 starts them at 1001). */
const FIRST_ID = 1001;
/** A page of the list, as the store asks for it (one more, to know whether another follows). */
const PAGE = 25;
const SUGGESTED = 8;

type Made = NewTemplate & { id: number };

/** The catalogue's templates as the index reads them, a statement a batch. */
async function rowsOf(database: Database, templates: readonly Made[]): Promise<IndexedRow[]> {
  const rows: IndexedRow[] = [];
  for (let from = 0; from < templates.length; from += BATCH) {
    const batch = templates.slice(from, from + BATCH);
    const column = (value: (template: Made) => unknown) => batch.map(value);
    const read = await database.executeSql(
      `select id, kind, 'published' as status, string_to_array(sections, E'\\x01') as sections,
          template_orientation(video_layout, width, height) as orientation, price, price_ind,
          duration_seconds, purchase_count, search_text,
          template_search_document(name, description, string_to_array(categories, E'\\x01'),
            string_to_array(sections, E'\\x01'))::text as document,
          '1' as changed
        from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
          $7::int[], $8::int[], $9::int[], $10::text[], $11::int[], $12::int[], $13::text[],
          $14::text[])
          as t(id, kind, name, description, video_layout, width, height, price, price_ind,
            search_text, duration_seconds, purchase_count, categories, sections)`,
      [
        column((t) => t.id),
        column((t) => t.kind),
        column((t) => t.name),
        column((t) => t.description ?? ''),
        column((t) => t.videoLayout ?? null),
        column((t) => t.width ?? 1920),
        column((t) => t.height ?? 1080),
        column((t) => t.price),
        column((t) => t.priceInd ?? null),
        column(searchTextOf),
        column((t) => t.durationSeconds ?? null),
        column((t) => t.purchaseCount ?? 0),
        // A text[][] must be rectangular: each template's list as one text, split again.
        column((t) => (t.categories ?? []).join('\u0001')),
        column((t) => (t.sections ?? []).join('\u0001')),
      ],
    );
    for (const row of read.rows as IndexedRow[]) rows.push(asNodePostgresReadsIt(row));
  }
  return rows;
}

/**
 * The row with strings of its own, as node-postgres hands them over (each value decoded apart):
 * PGlite's may be slices of the whole result they came in, which a template keeping one keeps
 * alive, and the figure would be PGlite's rather than the index's.
 */
function asNodePostgresReadsIt(row: IndexedRow): IndexedRow {
  const own = <T extends string>(text: T) => JSON.parse(JSON.stringify(text)) as T;
  row.sections.forEach((section, at) => (row.sections[at] = own(section)));
  return {
    ...row,
    kind: own(row.kind),
    orientation: own(row.orientation),
    search_text: own(row.search_text),
    document: own(row.document),
    changed: own(row.changed),
  };
}

/** Milliseconds `work` takes. */
function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** The median, 99th percentile and mean of a list of times. */
function spread(times: number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  return {
    p50: at(0.5),
    p99: at(0.99),
    mean: times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length),
  };
}

/**
 * Each `work`'s fastest time over the rounds, worked out from the postings each time (what
 * searches kept is forgotten before each): the fastest leaves out the machine's other work.
 */
function workedOut<T>(index: SearchIndex, items: readonly T[], work: (item: T) => void): number[] {
  const times = items.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    items.forEach((item, at) => {
      index.keptAnswers.forgetAll();
      index.keptWork.forgetAll();
      times[at]!.push(timed(() => work(item)));
    });
  }
  return times.map((each) => Math.min(...each));
}

/** What the list's first page of a search asks of the index: its page and every kind's count. */
function listPage(index: SearchIndex, plan: SearchPlan): void {
  const found = foundTemplatesOf(index, plan);
  found.ranked({ kind: 'video', indianPrices: false }, { sort: 'relevance', count: PAGE + 1 });
  for (const kind of ['video', 'image', 'direct-sell'] as TemplateKind[]) {
    found.count({ kind, indianPrices: false });
  }
}

/** The index of the catalogue, built as a load builds it: the rows read are let go on return. */
async function loadedIndex(
  database: Database,
  catalogue: readonly Made[],
): Promise<{ index: SearchIndex; loadMs: number }> {
  const rows = await rowsOf(database, catalogue);
  const index = new SearchIndex();
  const loadMs = timed(() => {
    for (const row of rows) index.put(templateOf(row));
  });
  return { index, loadMs };
}

/**
 * The memory the index holds a template: held with it, against held once it is let go (what
 * searches kept forgotten first: their budget is a fixed cap). Measured so, the figure is the
 * index's alone, whatever else the process set up or let go meanwhile.
 */
async function heldByIndex(loaded: {
  index?: SearchIndex;
}): Promise<{ bytes: number; cell: string }> {
  loaded.index!.keptAnswers.forgetAll();
  loaded.index!.keptWork.forgetAll();
  const withIndex = await memoryHeld();
  loaded.index = undefined;
  return heldPerTemplate(await memoryHeld(), withIndex, size);
}

/** The searches' times, and an owner's saves', as the table's rows. */
async function searchRows(
  index: SearchIndex,
  database: Database,
  catalogue: readonly Made[],
): Promise<string[][]> {
  const planner = new SearchPlanner(database.db);
  const words = {
    lexicon: await planner.lexiconOf(index.vocabulary, index.vocabularyVersion),
    synonymsVersion: 0,
  };
  const plansOf = (texts: readonly string[], completeLastWord = false) =>
    Promise.all(texts.map((text) => planner.plan(text, words, { completeLastWord })));
  const mix = await plansOf(searchMix(200));
  const typed = await plansOf(typedPrefixes(200), true);
  // The word nearest a tenth of the catalogue, as the search bench's worst cases find it.
  const [common] = [...index.vocabulary]
    .filter(([word]) => word.length >= 6 && /^[a-z]+$/.test(word))
    .sort(([a, x], [b, y]) => Math.abs(x - size / 10) - Math.abs(y - size / 10) || (a < b ? -1 : 1))
    .map(([word]) => word);
  const worstTexts = {
    [`one word in a tenth ("${common}")`]: common!,
    'a typo of it': withTypo(common!, 3),
    [`two letters ("${common!.slice(0, 2)}")`]: common!.slice(0, 2),
    'two words run together, a phrase ("realestate")': 'realestate',
  };
  const worst = await plansOf(Object.values(worstTexts));

  const rows: string[][] = [];
  const timesRow = (what: string, times: number[]) => {
    const { p50, p99, mean } = spread(times);
    rows.push([`${what}: p50 / p99 / mean, ms`, `${ms(p50)} / ${ms(p99)} / ${ms(mean)}`]);
  };
  timesRow(
    'search mix (200), worked out from the postings',
    workedOut(index, mix, (plan) => listPage(index, plan)),
  );
  timesRow(
    'search mix, from its kept answer',
    mix.map((plan) => {
      listPage(index, plan);
      return timed(() => listPage(index, plan));
    }),
  );
  timesRow(
    'suggestions as typed (200), worked out',
    workedOut(index, typed, (plan) => namesHoldingEveryWord(index, plan, 'video', SUGGESTED)),
  );
  const worstTimes = workedOut(index, worst, (plan) => listPage(index, plan));
  Object.keys(worstTexts).forEach((name, at) =>
    rows.push([`worst case, worked out: ${name}, ms`, ms(worstTimes[at]!)]),
  );

  // Owners' saves, a word added to each name, while the mix's answers are kept (ADR 58).
  for (const plan of mix) listPage(index, plan);
  const saved = await rowsOf(
    database,
    Array.from({ length: SAVES }, (_, at) => {
      const template = catalogue[(at * 7919) % size]!;
      return { ...template, name: `${template.name} quillwort${at}x` };
    }),
  );
  const saveMs = timed(() => {
    for (const row of saved) index.put(templateOf(row));
  });
  rows.push([
    `an owner's save written over its slot, the mix's answers kept (${SAVES}), µs`,
    ((saveMs * 1000) / SAVES).toFixed(0),
  ]);
  return rows;
}

const ms = (value: number) => value.toFixed(2);

const database = await openMigratedDatabase({ kind: 'pglite' });
const catalogue = generateSearchCatalogue(size, { kindOf: benchKindOf }).map(({ row }, at) => ({
  ...row,
  id: FIRST_ID + at,
}));
const loaded: { index?: SearchIndex; loadMs: number } = await loadedIndex(database, catalogue);
const searched = await searchRows(loaded.index!, database, catalogue);
const held = await heldByIndex(loaded);
await database.close();

const [load] = os.loadavg();
console.log(
  `\nThe search index of ${size.toLocaleString('en')} templates in memory; each search's fastest of ${rounds} rounds.` +
    ` Load average ${load!.toFixed(1)} on ${os.cpus().length} cores.\n`,
);
printTable(
  ['measured', 'value', 'goal', 'met'],
  [
    [
      "memory the index holds a template (heap and its typed arrays' buffers), bytes",
      held.cell,
      `≤ ${HEAP_GOAL_BYTES}`,
      held.bytes <= HEAP_GOAL_BYTES ? 'yes' : 'NO',
    ],
    ['load: a template put in the index, µs', ((loaded.loadMs * 1000) / size).toFixed(1), '', ''],
    ...searched.map(([what, value]) => [what!, value!, '', '']),
  ],
);
if (held.bytes > HEAP_GOAL_BYTES) process.exitCode = 1;

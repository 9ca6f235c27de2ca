import type { TemplateKind } from '@frameshop/contract';
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { textArray } from '../../db/sql-values';
import { searchSynonyms, searchWordsVersion } from './search.schema';

/** The english stem of each word, in order, as an array (null for a stop word). */
const stemsOf = (words: readonly string[]) => sql`array(
  select (ts_lexize('english_stem', w.word))[1]
  from unnest(${textArray(words)}) with ordinality as w(word, position)
  order by w.position)`;

export async function readSynonymsVersion(db: Tx): Promise<number> {
  const [row] = await db.select({ version: searchWordsVersion.version }).from(searchWordsVersion);
  return row?.version ?? 0;
}

/** The english stem of each word (`ts_lexize('english_stem', word)`), null for a stop word. */
export async function readWordStems(db: Tx, words: readonly string[]): Promise<(string | null)[]> {
  const { rows } = await db.execute<{ stems: (string | null)[] }>(
    sql`select ${stemsOf(words)} as stems`,
  );
  return rows[0]!.stems;
}

export interface SynonymRow {
  term: string;
  synonym: string;
  twoWay: boolean;
}

/** The owner's synonyms in the editor's order, with the stems a search matches them by. */
export async function readSynonyms(
  db: Tx,
): Promise<(SynonymRow & { termStem: string | null; synonymStem: string | null })[]> {
  const { rows } = await db.execute<{
    term: string;
    synonym: string;
    two_way: boolean;
    term_stem: string | null;
    synonym_stem: string | null;
  }>(sql`
    select term, synonym, two_way,
      (ts_lexize('english_stem', term))[1] as term_stem,
      (ts_lexize('english_stem', synonym))[1] as synonym_stem
    from ${searchSynonyms} order by id`);
  return rows.map((row) => ({
    term: row.term,
    synonym: row.synonym,
    twoWay: row.two_way,
    termStem: row.term_stem,
    synonymStem: row.synonym_stem,
  }));
}

/**
 * Replaces the synonyms with `rows`, in their order, and bumps the words' version so every
 * process plans with them from its next search.
 */
export async function replaceSynonyms(tx: Tx, rows: readonly SynonymRow[]): Promise<void> {
  await tx.delete(searchSynonyms);
  if (rows.length > 0) await tx.insert(searchSynonyms).values([...rows]);
  await tx.update(searchWordsVersion).set({ version: sql`${searchWordsVersion.version} + 1` });
}

export async function listSynonyms(db: Tx): Promise<SynonymRow[]> {
  return db
    .select({
      term: searchSynonyms.term,
      synonym: searchSynonyms.synonym,
      twoWay: searchSynonyms.twoWay,
    })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
}

/**
 * Searches counted in memory: those of one query made within one minute, added up. A minute lies
 * within one day of any zone the store can be in (every zone is offset from UTC by whole minutes),
 * so the day of each is the day of its minute.
 */
export interface CountedSearches {
  /** The start of the minute they were made in. */
  minute: Date;
  kind: TemplateKind;
  query: string;
  searches: number;
  /** How many it found, when the database last answered it; null when only cached answers did. */
  results: number | null;
}

/** Searches left out as personal data: how many in one minute, without their text. */
export interface LeftOutSearches {
  minute: Date;
  searches: number;
}

/**
 * Rows sent as one JSON parameter: a flush of a busy store's searches bound a parameter a value,
 * and building that statement held the event loop for 30 ms and more (issue 80).
 */
const jsonRows = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Adds searches to the day counts, a day of `timeZone` each; a query's results are the latest
 * known. One statement, its rows upserted in key order (two processes flushing cannot deadlock).
 */
export async function addSearchCounts(
  db: Tx,
  {
    searches,
    leftOut,
  }: { searches: readonly CountedSearches[]; leftOut: readonly LeftOutSearches[] },
  timeZone: string,
): Promise<void> {
  if (searches.length === 0 && leftOut.length === 0) return;
  const countLeftOut = sql`
    with left_out as (
      insert into search_left_out_days as l (day, searches)
      select (c.minute at time zone ${timeZone})::date, sum(c.searches)
      from jsonb_to_recordset(${jsonRows(leftOut)}) as c(minute timestamptz, searches integer)
      group by 1
      order by 1
      on conflict (day) do update set searches = l.searches + excluded.searches
    )`;
  await db.execute(sql`
    ${leftOut.length > 0 ? countLeftOut : sql``}
    insert into search_query_days as s (day, kind, query, searches, results)
    select (c.minute at time zone ${timeZone})::date, c.kind, c.query, sum(c.searches),
      (array_agg(c.results order by c.minute desc) filter (where c.results is not null))[1]
    from jsonb_to_recordset(${jsonRows(searches)})
      as c(minute timestamptz, kind text, query text, searches integer, results integer)
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (day, kind, query) do update
      set searches = s.searches + excluded.searches,
        results = coalesce(excluded.results, s.results)`);
}

export interface QueryFigures {
  query: string;
  kind: TemplateKind;
  searches: number;
  /** What it found the last day it was answered from the database; null when never. */
  results: number | null;
}

/**
 * The queries of the days from `from` to `to` (every day when `from` is null), by searches, each
 * with its latest results; `foundNothing` keeps those whose latest answer was empty.
 */
export async function topQueries(
  db: Tx,
  range: { from: string | null; to: string },
  options: { foundNothing: boolean; limit: number },
): Promise<QueryFigures[]> {
  const { rows } = await db.execute<{
    query: string;
    kind: TemplateKind;
    searches: number;
    results: number | null;
  }>(sql`
    select query, kind, searches, results from (
      select query, kind, sum(searches)::int as searches,
        (array_agg(results order by day desc) filter (where results is not null))[1] as results
      from search_query_days
      where day <= ${range.to}::date ${range.from ? sql`and day >= ${range.from}::date` : sql``}
      group by query, kind
    ) as counted
    ${options.foundNothing ? sql`where results = 0` : sql``}
    order by searches desc, query, kind
    limit ${options.limit}`);
  return rows;
}

/**
 * All searches of the days from `from` to `to`, how many of them found nothing, and how many were
 * left out as personal data.
 */
export async function searchTotals(
  db: Tx,
  range: { from: string | null; to: string },
): Promise<{ searches: number; foundNothing: number; personalLeftOut: number }> {
  const days = sql`day <= ${range.to}::date ${range.from ? sql`and day >= ${range.from}::date` : sql``}`;
  const { rows } = await db.execute<{
    searches: number;
    found_nothing: number;
    personal_left_out: number;
  }>(sql`
    select coalesce(sum(searches), 0)::int as searches,
      coalesce(sum(searches) filter (where results = 0), 0)::int as found_nothing,
      (select coalesce(sum(searches), 0)::int from search_left_out_days where ${days})
        as personal_left_out
    from search_query_days
    where ${days}`);
  const row = rows[0]!;
  return {
    searches: row.searches,
    foundNothing: row.found_nothing,
    personalLeftOut: row.personal_left_out,
  };
}

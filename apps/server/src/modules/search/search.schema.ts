import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/**
 * One row, bumped whenever the owner changes the synonyms: each process keeps them in memory and
 * reads them again when this moves. (Before ADR 50 the catalogue's words moved it too.)
 */
export const searchWordsVersion = pgTable(
  'search_words_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('search_words_version_one_row', sql`${table.id}`)],
);

/**
 * The owner's synonyms, one line of the editor each: a search for `term` also finds `synonym`,
 * and the other way round too when `twoWay`.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    term: text('term').notNull(),
    synonym: text('synonym').notNull(),
    twoWay: boolean('two_way').notNull().default(false),
  },
  (table) => [check('search_synonyms_not_self', sql`${table.term} <> ${table.synonym}`)],
);

/**
 * What buyers searched for, counted per day of the store's zone, list and normalised text: no
 * account, address or anything else about who searched. `results` is the number found the last
 * time the query was answered from the database that day.
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['video', 'image', 'direct-sell'] }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    results: integer('results'),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.kind, table.query] }),
    index('search_query_days_day_idx').on(table.day),
  ],
);

/**
 * Searches left out of `search_query_days` because they looked like personal data (an email, a
 * phone or card number, a password: `personal-query.ts`), counted per day of the store's zone
 * without their text, so the dashboard can say how many it does not show.
 */
export const searchLeftOutDays = pgTable('search_left_out_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  searches: integer('searches').notNull(),
});

import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { catalogueTemplates } from '../../apps/server/src/modules/catalogue';
import type { LiveSearchIndex } from '../../apps/server/src/modules/catalogue';
import { generateSearchCatalogue } from '../../apps/server/src/test-support/search-catalogue';
import { buildBenchApp } from './bench-app';
import { benchKindOf } from './search-index-heap';

/** The search benches' catalogue of `size` templates, written 2,000 a statement, then analysed. */
export async function loadSearchCatalogue(database: Database, size: number): Promise<void> {
  const rows = generateSearchCatalogue(size, { kindOf: benchKindOf }).map(
    (template) => template.row,
  );
  for (let start = 0; start < rows.length; start += 2000) {
    await catalogueTemplates.insertTemplates(database.db, rows.slice(start, start + 2000));
  }
  await database.db.execute(sql`vacuum analyze templates`);
}

/**
 * How long the store keeps the catalogue's serialised answers in the search benches: none unless
 * `BENCH_CATALOGUE_CACHE_SECONDS` says (each search reaches the index); the store's own default
 * (30) measures what a buyer meets.
 */
export const BENCH_CATALOGUE_CACHE_SECONDS = Number(process.env.BENCH_CATALOGUE_CACHE_SECONDS ?? 0);

/**
 * The store as the search benches run it: catalogue answers kept as `BENCH_CATALOGUE_CACHE_SECONDS`
 * says, and the index given (`searchIndex`) when the bench watches it, else the app's own.
 */
export function searchBenchApp(database: Database, searchIndex?: LiveSearchIndex) {
  return buildBenchApp(
    database,
    { CATALOGUE_CACHE_SECONDS: String(BENCH_CATALOGUE_CACHE_SECONDS) },
    undefined,
    searchIndex,
  );
}

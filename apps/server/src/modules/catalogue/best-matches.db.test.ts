import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPlanner } from '../search';
import { generateSearchCatalogue } from '../../test-support/search-catalogue';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { insertTemplates } from './catalogue.repository';
import { sql } from 'drizzle-orm';
import { everyWordInName } from './search-sql';
import {
  countFound,
  listBestMatches,
  listSuggestedTemplates,
  listTemplates,
  type ListFilter,
} from './list-queries';

const TEMPLATES = 1_500;

/**
 * A search that finds many rows is paged from a walk of its best matches, most popular first
 * (issue 68): every page must be the one ranking all found rows gives, page after page, with
 * sections and filters, and past the page where the best matches run out.
 */
describe(`the best matches' walk on ${testEngine}`, () => {
  let database: TestDatabase;
  let planner: SearchPlanner;

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = generateSearchCatalogue(TEMPLATES).map((template) => template.row);
    for (let start = 0; start < rows.length; start += 500) {
      await insertTemplates(database.db, rows.slice(start, start + 500));
    }
    planner = new SearchPlanner(database.db);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  /** `pages` pages of a search, each from the cursor of the one before. */
  async function pagesOf(filter: ListFilter, pages: number): Promise<number[][]> {
    const found: number[][] = [];
    let after: number[] | undefined;
    for (let page = 0; page < pages; page += 1) {
      const { rows } = await listTemplates(database.db, { ...filter, after });
      found.push(rows.slice(0, filter.limit).map(({ row }) => row.id));
      if (rows.length <= filter.limit) break;
      after = rows[filter.limit - 1]!.position;
    }
    return found;
  }

  it.each([
    ['birthday', {}, true],
    ['golden', {}, true],
    ['intro', {}, true],
    ['wedd', {}, true],
    ['golden', { section: 'Promos' }, true],
    // Typos: found as typed nowhere, their best rows score what a typo can, and the walk finds them.
    ['birthdy', {}, true],
    ['goldn', {}, true],
    ['birthday', { orientation: 'landscape' as const }, true],
    // Only descriptions hold it: no row has the best score, so every page is ranked.
    ['party', {}, false],
  ])('pages "%s" %o as ranking every found row does', async (q, more, walks) => {
    const plan = await planner.plan(q);
    const filter: ListFilter = {
      kind: 'video',
      plan,
      indianPrices: false,
      sort: 'relevance',
      limit: 8,
      ...more,
    };
    const found = await countFound(database.db, { ...filter, plan });
    expect(found).toBeGreaterThan(8);
    // Whether the walk answers the first page itself (else this compares ranking with itself).
    expect((await listBestMatches(database.db, { ...filter, plan })) !== undefined).toBe(walks);
    const ranked = await pagesOf(filter, 12);
    expect(await pagesOf({ ...filter, found: 1_000_000 }, 12)).toEqual(ranked);
  });

  // Beginnings many names hold are walked down the popularity index; rarer ones, and one no name
  // holds, are looked up in the names' index: either way the most popular holders, in order.
  it.each(['bi', 'go', 'wedd', 'golden b', 'party', 'zzq'])(
    'suggests for "%s" the most popular names holding it',
    async (q) => {
      const plan = await planner.plan(q, { completeLastWord: true });
      const suggested = await listSuggestedTemplates(database.db, 'video', plan, 6);
      const inName = everyWordInName(plan);
      // Nothing a name could hold: nothing is suggested.
      if (!inName) return expect(suggested).toEqual([]);
      const { rows } = await database.db.execute<{ id: number }>(sql`
        select id from templates where kind = 'video' and status = 'published' and ${inName}
        order by purchase_count desc, id desc limit 6`);
      expect(suggested.map((row) => Number(row.id))).toEqual(rows.map((row) => Number(row.id)));
      if (q === 'bi') expect(suggested).toHaveLength(6);
      for (const row of suggested)
        expect(row).toMatchObject({ kind: 'video', media: expect.any(Object) });
    },
  );
});

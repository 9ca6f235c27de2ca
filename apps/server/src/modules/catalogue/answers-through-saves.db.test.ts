import type { TemplateKind } from '@frameshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerMaking, StillHolds } from '../../http/response-cache';
import { namedTemplate } from '../../test-support/search-catalogue';
import { searchCatalogueDatabase } from '../../test-support/search-catalogue-database';
import { testEngine, type TestDatabase } from '../../test-support/test-database';
import type { SearchPlanner } from '../search';
import { insertTemplates } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';

/**
 * A cached answer kept through templates' saves (ADR 64): its check, given when it was made, says
 * whether it is still what would be answered after the saves since, read from the index and the
 * search planned again. Here against the real index and database, saves written as the owner's
 * are (each moves `updated_at`, which stamps the template for the index).
 */
describe(`answers kept through templates' saves on ${testEngine}`, () => {
  let database: TestDatabase;
  let planner: SearchPlanner;
  /** The templates' ids by their first names: their names change below. */
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, planner } = await searchCatalogueDatabase(60));
    const named = (name: string, kind: TemplateKind) => ({ ...namedTemplate(name), kind });
    const rows = await insertTemplates(database.db, [
      named('Grebe Lake Reel', 'video'),
      named('Grebe Sky Reel', 'video'),
      named('Marsh Walk Reel', 'video'),
      named('Grebe Print', 'image'),
      named('Otter Card', 'image'),
    ]);
    for (const row of rows) ids[row.name] = row.id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const serviceOf = () =>
    new CatalogueService({
      db: database.db,
      urls: { publicUrl: (key) => `/media/${key}` },
      planner,
    });
  /** The check an answer was made with; fails the test when it was made without one. */
  const checkOf = async (answer: (making: AnswerMaking) => Promise<unknown>) => {
    let check: StillHolds | undefined;
    await answer({ holdsThrough: (given) => (check = given) });
    if (!check) throw new Error('the answer was made without a check');
    return check;
  };
  /** An owner's save: the columns set, and the search text written from them as the app does. */
  const save = (template: string, set: SQL) =>
    database.db.transaction(async (tx) => {
      const id = ids[template]!;
      await tx.execute(sql`update templates set ${set}, updated_at = now() where id = ${id}`);
      await tx.execute(
        sql`update templates set search_text = lower(concat_ws(' ', name, description,
          array_to_string(categories, ' '))) where id = ${id}`,
      );
    });
  const [lake, sky, marsh, print, otter] = [
    'Grebe Lake Reel',
    'Grebe Sky Reel',
    'Marsh Walk Reel',
    'Grebe Print',
    'Otter Card',
  ];

  it("keeps a search's answer through saves it neither shows nor finds, and not through one it shows or finds", async () => {
    const catalogue = serviceOf();
    const ask = () =>
      checkOf((making) => catalogue.list('video', { q: 'grebe', limit: 20 }, false, making));
    const grebe = await ask();
    await save(marsh, sql`description = 'A quiet walk by the reeds.'`);
    await save(otter, sql`name = 'Otter Card Fox'`);
    expect(await grebe()).toBe(true);
    // Shown, its poster alone saved: the answer holds its row, so it is made again.
    await save(lake, sql`media = '{"poster":"public/posters/new-lake.webp"}'::jsonb`);
    expect(await grebe()).toBe(false);
    const again = await ask();
    expect(await again()).toBe(true);
    // Not shown before, found after its save.
    await save(marsh, sql`name = 'Marsh Grebe Walk Reel'`);
    expect(await again()).toBe(false);
  });

  it('checks the whole store’s search, suggestions and filter counts the same way', async () => {
    const catalogue = serviceOf();
    const everything = await checkOf((making) =>
      catalogue.searchEverything('otter', false, making),
    );
    const typed = await checkOf((making) =>
      catalogue.searchSuggestions('video', 'grebe sk', making),
    );
    const imageFilters = await checkOf((making) =>
      catalogue.filterCounts('image', {}, false, making),
    );
    await save(marsh, sql`price = 75`);
    expect(await everything()).toBe(true);
    expect(await typed()).toBe(true);
    expect(await imageFilters()).toBe(true);
    await save(sky, sql`name = 'Grebe Sky Reel at Dusk'`);
    expect(await typed()).toBe(false);
    expect(await everything()).toBe(true);
    await save(print, sql`price = 95`);
    expect(await imageFilters()).toBe(false);
    await save(otter, sql`description = 'An otter, and its card.'`);
    expect(await everything()).toBe(false);
  });

  it('makes an answer again when a word a save brings changes how its search is planned', async () => {
    const catalogue = serviceOf();
    // No word is near it yet, so nothing is offered and nothing found.
    const answer = await catalogue.list('video', { q: 'pintial', limit: 20 }, false);
    expect(answer.total).toBe(0);
    expect(answer.didYouMean).toBeNull();
    const check = await checkOf((making) =>
      catalogue.list('video', { q: 'pintial', limit: 20 }, false, making),
    );
    // "Pintail" is a slip from what was typed: a better spelling the answer would now offer.
    await save(sky, sql`name = 'Pintail Sky Reel'`);
    expect(await check()).toBe(false);
    const after = await catalogue.list('video', { q: 'pintial', limit: 20 }, false);
    expect([after.total, after.didYouMean]).not.toEqual([0, null]);
  });

  it('gives no check to an answer offering a better spelling: its count is not watched', async () => {
    const catalogue = serviceOf();
    let checked = false;
    const answer = await catalogue.list('video', { q: 'grbe', limit: 20 }, false, {
      holdsThrough: () => (checked = true),
    });
    expect(answer.didYouMean).not.toBeNull();
    expect(checked).toBe(false);
  });
});

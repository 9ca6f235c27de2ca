import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedTemplate } from '../../test-support/search-catalogue';
import { searchCatalogueDatabase } from '../../test-support/search-catalogue-database';
import { testEngine, type TestDatabase } from '../../test-support/test-database';
import { countRecordedSales, insertTemplates } from './catalogue.repository';
import { KeptSummaryRows } from './kept-summary-rows';
import { LiveSearchIndex } from './search-index/live-search-index';

/**
 * A search's page rows kept in memory until the index holds a newer stamp of their template
 * (ADR 64): a save (which moves `updated_at`) reads the row again, a sale moves its purchase count
 * from the index, and a template the index no longer holds is not shown.
 */
describe(`the page rows kept on ${testEngine}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    ({ database } = await searchCatalogueDatabase(20));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('reads a row once, again after a save, and follows sales and what is on sale', async () => {
    const { db } = database;
    const live = new LiveSearchIndex(db);
    const rows = new KeptSummaryRows(db);
    const [kept, other] = await insertTemplates(db, [
      namedTemplate('Puffin Cliffs', 4),
      namedTemplate('Puffin Harbour', 2),
    ]);
    const rowsNow = async (ids: number[]) => {
      const { index } = await live.current();
      const read = await rows.of(index, ids);
      return new Map(read.map((row) => [row.id, row]));
    };
    expect((await rowsNow([kept!.id, other!.id])).get(kept!.id)).toMatchObject({
      name: 'Puffin Cliffs',
      compatibility: kept!.compatibility,
      purchaseCount: 4,
    });

    // A column written without a save's stamp: the kept row is what is sent.
    await db.execute(
      sql`update templates set compatibility = '{"Unstamped"}' where id = ${kept!.id}`,
    );
    expect((await rowsNow([kept!.id])).get(kept!.id)!.compatibility).toEqual(kept!.compatibility);
    // A save moves `updated_at`, which stamps the template: the row is read again.
    await db.execute(
      sql`update templates set compatibility = '{"Saved"}', updated_at = now() where id = ${kept!.id}`,
    );
    expect((await rowsNow([kept!.id])).get(kept!.id)!.compatibility).toEqual(['Saved']);

    // A sale moves the count the index holds, and the kept row follows it.
    await db.execute(
      sql`insert into template_sales (day, template_id, count) values (current_date, ${kept!.id}, 3)`,
    );
    await countRecordedSales(db);
    expect((await rowsNow([kept!.id])).get(kept!.id)!.purchaseCount).toBe(7);

    // Off sale: the index no longer holds it, and its kept row is not shown.
    await db.execute(sql`update templates set status = 'retired' where id = ${other!.id}`);
    expect([...(await rowsNow([kept!.id, other!.id])).keys()]).toEqual([kept!.id]);
  });
});

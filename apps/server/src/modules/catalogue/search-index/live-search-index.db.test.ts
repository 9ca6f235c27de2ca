import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchPlanner } from '../../search';
import { namedTemplate } from '../../../test-support/search-catalogue';
import { searchCatalogueDatabase } from '../../../test-support/search-catalogue-database';
import { testEngine, type TestDatabase } from '../../../test-support/test-database';
import {
  countRecordedSales,
  findTemplateSummariesByIds,
  insertTemplates,
  searchTextOf,
} from '../catalogue.repository';
import { foundTemplatesOf } from './found-templates';
import { LiveSearchIndex } from './live-search-index';
import { rebuiltIndex, SearchIndex } from './search-index';
import { namesHoldingEveryWord } from './suggested-names';
import { parseTsvector, type DocumentLexeme } from './tsvector';

const CATALOGUE = 300;

/**
 * The index kept current while the store sells (ADR 58): a sale moves a template in popularity
 * order without reading its document again or forgetting other words' answers; a new index is
 * built beside the live one and swapped in; and stamps ahead of the database's counter (a
 * restore) or behind a transaction left open do not make every search read the catalogue again.
 */
describe(`the live search index on ${testEngine}`, () => {
  let database: TestDatabase;
  let planner: SearchPlanner;

  beforeAll(async () => {
    ({ database, planner } = await searchCatalogueDatabase(CATALOGUE));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const planOf = async (live: LiveSearchIndex, q: string) => {
    const { index, synonymsVersion } = await live.current();
    const lexicon = await planner.lexiconOf(index.vocabulary, index.vocabularyVersion);
    return planner.plan(q, { lexicon, synonymsVersion });
  };
  const rankedIds = (index: SearchIndex, plan: Awaited<ReturnType<typeof planOf>>) =>
    foundTemplatesOf(index, plan)
      .ranked({ kind: 'video', indianPrices: false }, { sort: 'relevance', count: 10 })
      .map(({ template }) => template.id);
  /** Sales as the store records them: a row per template, added up by the recurring count. */
  const sell = async (templateId: number, count: number) => {
    await database.db.execute(
      sql`insert into template_sales (day, template_id, count) values (current_date, ${templateId}, ${count})`,
    );
    await countRecordedSales(database.db);
  };

  it("reads a sale as the template's popularity alone: other words' answers kept, order exact", async () => {
    const live = new LiveSearchIndex(database.db);
    const [first, second] = await insertTemplates(database.db, [
      namedTemplate('Zebracorn Lantern', 5),
      namedTemplate('Zebracorn Lantern Night', 3),
      namedTemplate('Quincemarch Orchard', 1),
    ]);
    // Each kind's popularity order is made by the load, in slices, not at the first search.
    const ordered = vi.spyOn(SearchIndex.prototype, 'orderByPopularity');
    const zebra = await planOf(live, 'zebracorn');
    expect(ordered).toHaveBeenCalledTimes(1);
    ordered.mockRestore();
    const quince = await planOf(live, 'quincemarch');
    const { index } = await live.current();
    expect(rankedIds(index, zebra)).toEqual([first!.id, second!.id]);
    const keptQuince = foundTemplatesOf(index, quince);
    const keptZebra = foundTemplatesOf(index, zebra);
    const slot = index.slotOf(second!.id);
    const indexed = live.reads.templatesIndexed;

    await sell(second!.id, 5);
    const { index: after } = await live.current();
    // Not read again as a document, nor given a new slot: its postings stay.
    expect(live.reads.templatesIndexed).toBe(indexed);
    expect(after).toBe(index);
    expect(after.slotOf(second!.id)).toBe(slot);
    // Another word's answer is still the one worked out before the sale, and this word's too.
    const made = after.keptAnswers.made;
    expect(foundTemplatesOf(after, quince)).toBe(keptQuince);
    expect(foundTemplatesOf(after, zebra)).toBe(keptZebra);
    expect(after.keptAnswers.made).toBe(made);
    // The order is the database's: 8 sales now before 5.
    expect(rankedIds(after, zebra)).toEqual([second!.id, first!.id]);
    expect(
      keptZebra
        .ranked({ kind: 'video', indianPrices: false }, { sort: 'popularity', count: 10 })
        .map(({ template }) => [template.id, template.popularity]),
    ).toEqual([
      [second!.id, 8],
      [first!.id, 5],
    ]);
    const mostPopular = after.mostPopular('video').map((each) => after.template(each)!.id);
    expect(mostPopular.indexOf(second!.id)).toBeLessThan(mostPopular.indexOf(first!.id));
    const { rows } = await database.db.execute<{ id: number | string }>(
      sql`select id from templates where kind = 'video' and status = 'published'
        order by purchase_count desc, id desc`,
    );
    expect(mostPopular).toEqual(rows.map((each) => Number(each.id)));
  });

  it("reads an owner's save in the template's slot: answers it gives nothing new kept, the rest as a new load finds them", async () => {
    const { db } = database;
    const [, night, orchard, ember] = await insertTemplates(db, [
      namedTemplate('Gazellic Lantern', 4),
      namedTemplate('Gazellic Lantern Night', 2),
      namedTemplate('Dromedish Orchard', 1),
      namedTemplate('Gazellic Ember', 3),
    ]);
    const live = new LiveSearchIndex(db);
    // Words, two words, a beginning, a typo, a substring across words, and words a write adds.
    const searches = [
      'gazellic',
      'gazellic lantern',
      'lantern',
      'gaz',
      'gazelic',
      'lic lan',
      'dromedish lantern',
      'okapish dromedish',
      'emberfall',
    ];
    const { index } = await live.current();
    for (const q of searches) foundTemplatesOf(index, await planOf(live, q));
    const orchardPlan = await planOf(live, 'dromedish');
    const keptOrchard = foundTemplatesOf(index, orchardPlan);
    const keptNames = namesHoldingEveryWord(index, orchardPlan, 'video', 5);
    // A word the save keeps as it was: what it finds is the same, the template written among it.
    const nightPlan = await planOf(live, 'night');
    const keptNight = foundTemplatesOf(index, nightPlan);
    const slot = index.slotOf(night!.id);
    expect(keptOrchard.count({ kind: orchard!.kind, indianPrices: false })).toBe(1);

    // The owner's save drops a word and types a new one; a template is added (a new slot, past
    // the end of what was kept a slot a byte) and one taken off sale.
    const name = 'Gazellic Emberfall Night';
    const description = `${name} for every occasion.`;
    await db.execute(
      sql`update templates set name = ${name}, description = ${description},
        search_text = ${searchTextOf({ name, description, categories: [] })}
        where id = ${night!.id}`,
    );
    const [added] = await insertTemplates(db, [namedTemplate('Gazellic Okapish', 6)]);
    await db.execute(sql`update templates set status = 'draft' where id = ${ember!.id}`);
    const { index: after } = await live.current();
    expect(after).toBe(index);
    // The writes were only noted: each answer is checked against them when next asked for.
    expect(after.keptAnswers.forgotten).toBe(0);
    // What no write touched is kept, the very objects worked out before.
    expect(foundTemplatesOf(after, orchardPlan)).toBe(keptOrchard);
    expect(namesHoldingEveryWord(after, orchardPlan, 'video', 5)).toBe(keptNames);
    expect(after.slotOf(night!.id)).toBe(slot);
    expect(foundTemplatesOf(after, nightPlan)).toBe(keptNight);
    expect(rankedIds(after, await planOf(live, 'emberfall'))).toEqual([night!.id]);

    // Every other answer is the one an index loaded afresh gives, in the same order.
    const fresh = new LiveSearchIndex(db);
    const { index: loaded } = await fresh.current();
    const answerOf = async (of: LiveSearchIndex, ofIndex: SearchIndex, q: string) => {
      const plan = await planOf(of, q);
      const found = foundTemplatesOf(ofIndex, plan);
      return (['video', 'image', 'direct-sell'] as const).map((kind) => ({
        count: found.count({ kind, indianPrices: false }),
        ranked: found
          .ranked({ kind, indianPrices: false }, { sort: 'relevance', count: 20 })
          .map(({ template, position }) => [template.id, ...position]),
        names: namesHoldingEveryWord(ofIndex, plan, kind, 5).map((template) => template.id),
      }));
    };
    for (const q of [...searches, 'dromedish', 'night']) {
      expect([q, await answerOf(live, after, q)]).toEqual([q, await answerOf(fresh, loaded, q)]);
    }
    expect(after.keptAnswers.forgotten).toBeGreaterThan(0);
    expect(rankedIds(after, await planOf(live, 'okapish'))).toEqual([added!.id]);
    expect(rankedIds(after, await planOf(live, 'gazellic'))).not.toContain(ember!.id);
  });

  it('builds a new index beside the live one once a quarter of its postings are dead', async () => {
    // The new index waits at a gate once built, before the writes made meanwhile are put in it:
    // a build of a few hundred templates is done in one slice, before any read could land. Given
    // to this index alone: a module mock's gate was kept by the workers files share, and a build
    // of this file's other run went through ungated.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const live = new LiveSearchIndex(database.db, {
      rebuild: async (from) => {
        const built = await rebuiltIndex(from);
        await gate;
        return built;
      },
    });
    const { index } = await live.current();
    const kinds = ['video', 'image', 'direct-sell'] as const;
    // Each kind's popularity order kept, as searches sorted by it keep it: the new index takes it.
    for (const kind of kinds) index.mostPopular(kind);
    // Half the templates taken off sale and put back again and again: their postings each time
    // dead, until a new index is built of the other half (held at the gate once built).
    let rounds = 0;
    const rebuilding = () => live.compaction !== undefined;
    while (!rebuilding() && rounds < 16) {
      rounds += 1;
      await database.db.execute(sql`update templates set status = 'published'`);
      await live.current();
      await database.db.execute(sql`update templates set status = 'draft' where id % 2 = 0`);
      await live.current();
    }
    expect(rounds).toBeGreaterThan(1);
    // A build that ran past the gate swapped its index in: the round's next read began another.
    const swapped = (await live.current()).index !== index;
    expect(rebuilding(), `after ${rounds} rounds; the index swapped: ${swapped}`).toBe(true);
    // Written and sold while the new index is built: put in the new one too. The template sold
    // was copied into it before the sale.
    await database.db.execute(sql`update templates set status = 'published'`);
    const [made] = await insertTemplates(database.db, [namedTemplate('Wombatique Parade')]);
    const { rows: sold } = await database.db.execute<{
      id: number | string;
      purchase_count: number;
    }>(
      sql`update templates set purchase_count = purchase_count + 1000
        where id = (select min(id) from templates where id % 2 = 1)
        returning id, purchase_count`,
    );
    // Read while the build waits at the gate, then the build goes on and is swapped in.
    await live.current();
    openGate();
    await live.compaction;
    const { index: rebuilt } = await live.current();
    expect(rebuilt).not.toBe(index);
    expect(rankedIds(rebuilt, await planOf(live, 'wombatique'))).toEqual([made!.id]);
    // Sort by popularity exact in the new index: the sale read during the build is in it.
    for (const kind of kinds) {
      const { rows: ordered } = await database.db.execute<{ id: number | string }>(
        sql`select id from templates where status = 'published' and kind = ${kind}
          order by purchase_count desc, id desc`,
      );
      const ids = rebuilt.mostPopular(kind).map((slot) => rebuilt.template(slot)!.id);
      expect([kind, ids]).toEqual([kind, ordered.map((row) => Number(row.id))]);
    }
    const soldSlot = rebuilt.slotOf(Number(sold[0]!.id))!;
    expect(rebuilt.template(soldSlot)!.popularity).toBe(sold[0]!.purchase_count);
    // Every template on sale, each as it is now, whether written before or during the build.
    const { rows } = await database.db.execute<{ id: number | string; document: string }>(
      sql`select id, template_search_document(name, description, categories, sections)::text
        as document from templates where status = 'published'`,
    );
    // Each document as the index reads it, lexemes in order: it keeps them packed (issue 80).
    const inOrder = (document: DocumentLexeme[]) =>
      [...document].sort((a, b) => (a.lexeme < b.lexeme ? -1 : 1));
    const held = new Map(
      [...rebuilt.liveSlots()].map(
        (slot) => [rebuilt.template(slot)!.id, inOrder(rebuilt.documentOf(slot))] as const,
      ),
    );
    const read = new Map(
      rows.map((each) => [Number(each.id), inOrder(parseTsvector(each.document))] as const),
    );
    expect(held).toEqual(read);
  });

  it('reads only new changes after a restore left every stamp ahead of the counter', async () => {
    const { db } = database;
    // A logical restore into a new cluster: the stamps came from one 50 million transactions on.
    await db.execute(
      sql`update template_search_changes
        set changed = (pg_current_xact_id()::text::bigint + 50000000)::text::xid8`,
    );
    await db.execute(
      sql`update template_popularity_changes
        set changed = (pg_current_xact_id()::text::bigint + 50000000)::text::xid8`,
    );
    const live = new LiveSearchIndex(db);
    const { index } = await live.current();
    const loaded = live.reads.templates;
    expect(loaded).toBe(index.size);
    for (let search = 0; search < 5; search += 1) await live.current();
    expect(live.reads.templates).toBe(loaded);
    // A change made after the restore is read, and only it.
    const [made] = await insertTemplates(db, [namedTemplate('Okapiesque Meadow')]);
    expect(rankedIds((await live.current()).index, await planOf(live, 'okapiesque'))).toEqual([
      made!.id,
    ]);
    expect(live.reads.templates).toBe(loaded + 1);
  });

  // PGlite has one connection: no transaction of another can be left open beside a search.
  it.runIf(testEngine === 'postgres')(
    'reads only new changes while a writing transaction is left open',
    async () => {
      const { db } = database;
      const live = new LiveSearchIndex(db);
      await live.current();
      const [held, ...others] = await insertTemplates(db, [
        namedTemplate('Capybarish Held'),
        ...['One', 'Two', 'Three', 'Four', 'Five'].map((name) =>
          namedTemplate(`Capybarish ${name}`),
        ),
      ]);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const wasWritten = new Promise<void>((resolve) => (written = resolve));
      const open = db.transaction(async (tx) => {
        await tx.execute(sql`update templates set name = 'Tapirish Held' where id = ${held!.id}`);
        written();
        await released;
      });
      await wasWritten;
      await live.current();
      const readsBefore = live.reads.templates;
      for (const [at, other] of others.entries()) {
        await db.execute(
          sql`update templates set name = ${`Tapirish ${at}`} where id = ${other.id}`,
        );
        await live.current();
        // Each search reads the one template changed since the last, not all changed since the
        // open transaction began.
        expect(live.reads.templates - readsBefore).toBe(at + 1);
      }
      const tapirs = async () => {
        const { index } = await live.current();
        return new Set(
          Array.from(index.postingsOf('tapirish'), (entry) => index.template(entry >> 2)?.id),
        );
      };
      expect(await tapirs()).toEqual(new Set(others.map((other) => other.id)));
      release();
      await open;
      // Once it commits, its change is read.
      expect(await tapirs()).toEqual(new Set([held!.id, ...others.map((other) => other.id)]));
      expect(live.reads.templates - readsBefore).toBe(others.length + 1);
    },
  );

  it('never shows a template taken off sale after the index read it', async () => {
    const { db } = database;
    const live = new LiveSearchIndex(db);
    const [made] = await insertTemplates(db, [namedTemplate('Narwhalesque Drift')]);
    const { index } = await live.current();
    const plan = await planOf(live, 'narwhalesque');
    expect(rankedIds(index, plan)).toEqual([made!.id]);
    expect(await findTemplateSummariesByIds(db, [made!.id])).toHaveLength(1);
    // Taken off sale between the index's read and the page's rows: the page leaves it out.
    await db.execute(sql`update templates set status = 'draft' where id = ${made!.id}`);
    expect(rankedIds(index, plan)).toEqual([made!.id]);
    expect(await findTemplateSummariesByIds(db, [made!.id])).toEqual([]);
  });

  it('loads a page at a time: every template on sale, and what is written during the load read after it', async () => {
    const { db } = database;
    const pagesOf = (loadPage?: number) => new LiveSearchIndex(db, { loadPage });
    const { index: whole } = await pagesOf().current();
    const { index: paged } = await pagesOf(40).current();
    const onSale = async () =>
      (
        await db.execute<{ id: number | string }>(
          sql`select id from templates where status = 'published' order by id`,
        )
      ).rows.map((row) => Number(row.id));
    const ids = await onSale();
    expect(ids.length).toBeGreaterThan(5 * 40);
    const heldIn = (index: SearchIndex) =>
      ids.filter((id) => index.slotOf(id) !== undefined).length;
    expect([heldIn(whole), heldIn(paged)]).toEqual([ids.length, ids.length]);
    for (const q of ['lantern', 'night', 'gazellic']) {
      const plan = await planOf(pagesOf(40), q);
      expect(rankedIds(paged, plan)).toEqual(rankedIds(whole, plan));
    }

    // Written while the second page is put, to templates of the first: each page has a snapshot
    // of its own, and the read after the load takes what the first page's could not see.
    const [renamed, takenOff] = ids;
    const put = SearchIndex.prototype.put;
    let puts = 0;
    let written: Promise<unknown> | undefined;
    const spied = vi.spyOn(SearchIndex.prototype, 'put').mockImplementation(function (
      this: SearchIndex,
      template,
    ) {
      puts += 1;
      if (puts === 41) {
        written = db.transaction(async (tx) => {
          await tx.execute(sql`update templates set name = 'Ibexine Quarry',
            search_text = 'ibexine quarry' where id = ${renamed!}`);
          await tx.execute(sql`update templates set status = 'draft' where id = ${takenOff!}`);
        });
      }
      return put.call(this, template);
    });
    const live = pagesOf(40);
    try {
      await live.load();
    } finally {
      spied.mockRestore();
    }
    await written;
    const { index } = await live.current();
    expect(rankedIds(index, await planOf(live, 'ibexine'))).toEqual([renamed]);
    const slot = index.slotOf(takenOff!);
    expect(slot === undefined ? undefined : index.template(slot)).toBeUndefined();
    expect(heldIn(index)).toBe((await onSale()).length);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPlanner, searchRecords, type PlannedWord } from '../../search';
import {
  CATALOGUE_SYNONYMS,
  generateSearchCatalogue,
  typedQueries,
} from '../../../test-support/search-catalogue';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../../test-support/test-database';
import { insertTemplates } from '../catalogue.repository';
import { LiveSearchIndex } from './live-search-index';
import { RANK, STRICT, matchWord } from './word-matches';

const TEMPLATES = 600;

/** The fields a match may be restricted to, as a `tsquery` label: A the name, B the sections. */
type Fields = '' | 'A' | 'AB';
const RANK_OF_FIELDS: Record<Fields, number> = { '': 1, AB: 2, A: 3 };

/**
 * What ADR 35 asked PostgreSQL for a planned word, as `to_tsquery` text: the english stems of its
 * alternatives (a split as a phrase) and its typed beginning unstemmed. The index must find
 * exactly the rows this finds.
 */
function tsqueryOf(word: PlannedWord, fields: Fields, strict: boolean): SQL {
  const operand = (term: string, prefix = false) => {
    const label = `${prefix ? '*' : ''}${fields}`;
    return label ? `'${term}':${label}` : `'${term}'`;
  };
  const english = word.alternatives
    .filter((alternative) => !strict || !['typo', 'split'].includes(alternative.kind))
    .map((alternative) => {
      const terms = alternative.terms.map((term) => operand(term)).join(' <-> ');
      return sql`to_tsquery('english', ${terms})`;
    });
  const simple = word.asPrefix ? [sql`to_tsquery('simple', ${operand(word.typed, true)})`] : [];
  const parts = [...english, ...simple];
  return parts.length > 0 ? sql.join(parts, sql` || `) : sql`''::tsquery`;
}

/**
 * The index answers what PostgreSQL's full-text search answered (ADR 50): for every word of the
 * relevance suite's searches, in every field and with loose matches or without, the same rows;
 * and a search sees every change committed before it, whoever wrote it.
 */
describe(`the search index on ${testEngine}`, () => {
  let database: TestDatabase;
  let planner: SearchPlanner;
  const catalogue = generateSearchCatalogue(TEMPLATES);

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertTemplates(
      database.db,
      catalogue.map((template) => template.row),
    );
    await database.db.transaction((tx) => searchRecords.replaceSynonyms(tx, CATALOGUE_SYNONYMS));
    planner = new SearchPlanner(database.db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("finds for every word what PostgreSQL's full-text search finds, field by field", async () => {
    const { index, synonymsVersion } = await new LiveSearchIndex(database.db).current();
    const lexicon = await planner.lexiconOf(index.vocabulary, index.vocabularyVersion);
    const searches = [
      ...typedQueries(catalogue, 60).map((query) => query.typed),
      'realestate',
      'bi',
      'wedd',
      'golden birthdy',
      'logo rev',
    ];
    let words = 0;
    for (const search of searches) {
      for (const completeLastWord of [false, true]) {
        const plan = await planner.plan(search, { lexicon, synonymsVersion }, { completeLastWord });
        for (const word of plan.words) {
          words += 1;
          const matches = matchWord(index, word);
          // A word's strict match counts in any field: it is never asked in one.
          const asked = [
            ['', false],
            ['AB', false],
            ['A', false],
            ['', true],
          ] as const;
          // One pass over the documents a word: each row says which of the asked matches it meets.
          const { rows } = await database.db.execute<{ id: number | string; met: boolean[] }>(
            sql`with published as materialized (
                  select id, template_search_document(name, description, categories, sections) as document
                  from templates where status = 'published')
                select id, array[${sql.join(
                  asked.map(
                    ([fields, strict]) => sql`document @@ (${tsqueryOf(word, fields, strict)})`,
                  ),
                  sql`, `,
                )}] as met
                from published order by id`,
          );
          asked.forEach(([fields, strict], at) => {
            const found = [...matches.slots]
              .filter((slot) => {
                const value = matches.bySlot[slot]!;
                return (value & RANK) >= RANK_OF_FIELDS[fields] && (!strict || value & STRICT);
              })
              .map((slot) => index.template(slot)!.id)
              .sort((a, b) => a - b);
            expect(
              found,
              `"${search}": ${word.typed} in "${fields}"${strict ? ', strict' : ''}`,
            ).toEqual(rows.filter((row) => row.met[at]).map((row) => Number(row.id)));
          });
        }
      }
    }
    expect(words).toBeGreaterThan(100);
  }, 120_000);

  it('sees every change committed before a search, and none still open', async () => {
    const { db } = database;
    const live = new LiveSearchIndex(db);
    const idsOf = async (lexeme: string) => {
      const { index } = await live.current();
      return Array.from(index.postingsOf(lexeme), (entry) => index.template(entry >> 2)?.id).filter(
        (id) => id !== undefined,
      );
    };
    const [made] = await insertTemplates(db, [
      { ...catalogue[0]!.row, name: 'Quokka Parade', sku: null, purchaseCount: 3 },
    ]);
    const id = made!.id;
    expect(await idsOf('quokka')).toEqual([id]);
    await db.execute(sql`update templates set name = 'Wombat Parade' where id = ${id}`);
    expect(await idsOf('quokka')).toEqual([]);
    expect(await idsOf('wombat')).toEqual([id]);
    // Popularity and price are read again too.
    await db.execute(sql`update templates set purchase_count = 77, price = 12 where id = ${id}`);
    const { index } = await live.current();
    expect(index.template(index.slotOf(id)!)).toMatchObject({ popularity: 77, price: 12 });
    // A change still open is not seen; once committed, it is.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const wasWritten = new Promise<void>((resolve) => (written = resolve));
    const open =
      testEngine === 'postgres'
        ? db.transaction(async (tx) => {
            await tx.execute(sql`update templates set name = 'Numbat Parade' where id = ${id}`);
            written();
            await committed;
          })
        : undefined;
    if (open) {
      await wasWritten;
      expect(await idsOf('numbat')).toEqual([]);
      commit();
      await open;
      expect(await idsOf('numbat')).toEqual([id]);
    }
    // Off sale, then gone: off the index either way.
    await db.execute(sql`update templates set status = 'draft' where id = ${id}`);
    expect((await live.current()).index.slotOf(id)).toBeUndefined();
    await db.execute(sql`update templates set status = 'published' where id = ${id}`);
    expect((await live.current()).index.slotOf(id)).toBeDefined();
    const other = new LiveSearchIndex(db);
    expect((await other.current()).index.slotOf(id)).toBeDefined();
    await db.execute(sql`update templates set status = 'draft' where id = ${id}`);
    await db.execute(sql`delete from templates where id = ${id}`);
    expect((await other.current()).index.slotOf(id)).toBeUndefined();
    expect((await live.current()).index.slotOf(id)).toBeUndefined();
  });
});

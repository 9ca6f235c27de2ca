import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTemplates, LiveSearchIndex } from '../catalogue';
import {
  CATALOGUE_SYNONYMS,
  generateSearchCatalogue,
  typedQueries,
} from '../../test-support/search-catalogue';
import { rankedBySql } from '../../test-support/sql-ranking';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { replaceSynonyms } from './search.repository';
import { SearchPlanner } from './search-planner';

const TEMPLATES = 1_000;
const QUERIES = 60;
/** At least this share of the suite's searches rank their first ten as ADR 46's SQL did. */
const SAME_ORDER = 0.9;

/**
 * The relevance suite's searches ranked by the index in memory (ADR 50), through the list as a
 * browser asks it, and by the SQL ADR 46 ran over the same catalogue and plans: every order that differs is reported, and the test
 * fails when more than a tenth of the searches differ in their first ten or any first answer does.
 */
describe(`the index's ranking against ADR 46's SQL on ${testEngine}`, () => {
  let testApp: TestApp;
  const catalogue = generateSearchCatalogue(TEMPLATES);

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    for (let start = 0; start < catalogue.length; start += 400) {
      await catalogueTemplates.insertTemplates(
        db,
        catalogue.slice(start, start + 400).map((template) => template.row),
      );
    }
    await db.transaction((tx) => replaceSynonyms(tx, CATALOGUE_SYNONYMS));
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('ranks the suite as the SQL did, reporting every order that differs', async () => {
    const { db } = testApp.database;
    // The plans the app makes, against the same catalogue's words and synonyms.
    const live = new LiveSearchIndex(db);
    const planner = new SearchPlanner(db);
    const differing: string[] = [];
    let firstDiffers = 0;
    let answered = 0;
    const queries = typedQueries(catalogue, QUERIES);
    for (const query of queries) {
      const { index, synonymsVersion } = await live.current();
      const lexicon = await planner.lexiconOf(index.vocabulary, index.vocabularyVersion);
      const plan = await planner.plan(query.typed, { lexicon, synonymsVersion });
      const url = `/api/templates?limit=10&q=${encodeURIComponent(query.typed)}`;
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const byIndex = response
        .json<{ items: { templateId: string }[] }>()
        .items.map((item) => Number(item.templateId));
      const bySql = await rankedBySql(db, plan, 'video', 10);
      if (bySql.length > 0) answered += 1;
      if (byIndex.join() === bySql.join()) continue;
      if (byIndex[0] !== bySql[0]) firstDiffers += 1;
      differing.push(
        `  "${query.typed}" (${query.how}): index ${byIndex.join(' ')}; SQL ${bySql.join(' ')}`,
      );
    }
    console.warn(
      `ranking against ADR 46's SQL on ${testEngine}: ${queries.length - differing.length} of ` +
        `${queries.length} searches in the same order` +
        (differing.length ? `\n${differing.join('\n')}` : ''),
    );
    // Compared over answers, not empty lists: the suite's searches each have right answers.
    expect(answered).toBe(queries.length);
    expect(firstDiffers).toBe(0);
    expect(differing.length).toBeLessThanOrEqual(queries.length * (1 - SAME_ORDER));
  });
});

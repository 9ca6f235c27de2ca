import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { SearchPlanner } from './search-planner';

/**
 * Plans kept across changes of the catalogue's words (ADR 58): an owner's save that adds a word
 * keeps every plan far from it, and plans again only those it could change.
 */
describe(`the search planner on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const words = (...entries: string[]) => new Map(entries.map((word) => [word, 2]));

  it('keeps a plan through changes far from its words, and plans again one near them', async () => {
    const planner = new SearchPlanner(database.db);
    const at = async (version: number, ...entries: string[]) => ({
      lexicon: await planner.lexiconOf(words(...entries), version),
      synonymsVersion: 0,
    });
    const first = await at(1, 'birthday', 'wedding');
    const wedding = await planner.plan('wedding', first);
    const typo = await planner.plan('birthdy', first);
    expect(typo.words[0]!.alternatives.map((alternative) => alternative.terms)).toEqual([
      ['birthday'],
    ]);
    // Two saves, each adding a word far from both searches: the plans stand.
    await planner.plan('countdown', await at(2, 'birthday', 'wedding', 'countdown'));
    const third = await at(3, 'birthday', 'wedding', 'countdown', 'graduation');
    expect(await planner.plan('wedding', third)).toBe(wedding);
    expect(await planner.plan('birthdy', third)).toBe(typo);
    // A word a slip from the typo: that plan is made again, and finds it; the other stands.
    const fourth = await at(4, 'birthday', 'wedding', 'countdown', 'graduation', 'birthdy');
    const replanned = await planner.plan('birthdy', fourth);
    expect(replanned).not.toBe(typo);
    expect(replanned.words[0]!.alternatives.map((alternative) => alternative.terms)).toEqual([
      ['birthdy'],
    ]);
    expect(await planner.plan('wedding', fourth)).toBe(wedding);
    // Words back at an older version (an index rebuilt from scratch): every plan is made again.
    expect(await planner.plan('wedding', await at(1, 'birthday', 'wedding'))).not.toBe(wedding);
  });
});

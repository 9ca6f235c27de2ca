import { expect } from 'vitest';
import type { PlannedWord, SearchPlan } from '../modules/search';
import { FoundTemplates } from '../modules/catalogue/search-index/found-templates';
import {
  KINDS,
  SearchIndex,
  textWordsOf,
  type TemplateRead,
} from '../modules/catalogue/search-index/search-index';
import { namesHoldingEveryWord } from '../modules/catalogue/search-index/suggested-names';
import { parseTsvector, type DocumentLexeme } from '../modules/catalogue/search-index/tsvector';
import { seededRandom } from './search-catalogue';

/**
 * Random templates for the index's own tests, and the checks they share: every posting an index
 * holds against the templates it should hold, and what six searches of every path the index
 * answers by find (the compact index, its snapshot on disk: ADR 58).
 */

const LEXEMES = ['gold', 'parti', 'real', 'estat', 'wed', 'intro', 'birthday', 'neon', "it's"];
const WEIGHTS = ['A', 'B', 'C', 'D'] as const;

/** A template with a random document of the lexemes above, and a text of its words. */
export function randomTemplate(
  id: number,
  next: (n: number) => number,
  changed = '1',
): TemplateRead {
  const lexemes = LEXEMES.filter(() => next(3) === 0);
  const document = lexemes
    .map((lexeme) => {
      const positions = Array.from({ length: 1 + next(3) }, () => 1 + next(40));
      // Now and then the largest position PostgreSQL writes: the packed numbers' widest.
      if (next(10) === 0) positions.push(16383);
      const written = [...new Set(positions)]
        .sort((a, b) => a - b)
        .map((position) => `${position}${WEIGHTS[next(4)]!.replace('D', '')}`);
      return `'${lexeme.replace("'", "''")}':${written.join(',')}`;
    })
    .join(' ');
  return {
    id,
    kind: next(4) === 0 ? 'image' : 'video',
    sections: next(2) ? ['Intros'] : ['Intros', 'Promos'],
    orientation: 'landscape',
    price: 50,
    priceInd: null,
    durationSeconds: 20,
    popularity: next(50),
    text: lexemes.map((lexeme) => `${lexeme}${'. -'[next(3)]}`).join(' '),
    document,
    changed,
  };
}

/** A document's lexemes in order of their text, for comparing two readings of one. */
const inOrder = (document: readonly DocumentLexeme[]) =>
  [...document].sort((a, b) => (a.lexeme < b.lexeme ? -1 : 1));

/**
 * An index of `count` random templates (ids 1 to `count`), the templates it holds, and the seeded
 * source of random numbers to go on writing with.
 */
export function randomIndex(seed: number, count = 400) {
  const next = seededRandom(seed);
  const index = new SearchIndex();
  const templates = new Map<number, TemplateRead>();
  for (let id = 1; id <= count; id += 1) {
    const template = randomTemplate(id, next);
    templates.set(id, template);
    index.put(template);
  }
  return { next, index, templates };
}

/**
 * Checks every posting of `index` against the templates it should hold (by id): each lexeme's
 * entries of live slots are exactly its holders' (slot and best field), each text word's slots
 * exactly its holders', each document and name reads back as written, the postings counted
 * are those the lists hold, and each slot's kind's code is its template's (0 for a dead slot).
 */
export function expectPostingsOf(index: SearchIndex, templates: ReadonlyMap<number, TemplateRead>) {
  expect(index.size).toBe(templates.size);
  const live = (slot: number) => index.template(slot) !== undefined;
  for (const lexeme of LEXEMES) {
    const expected = [...templates.values()].flatMap((template) => {
      const found = parseTsvector(template.document).find((each) => each.lexeme === lexeme);
      return found ? [index.slotOf(template.id)! * 4 + found.rank] : [];
    });
    const held = Array.from(index.postingsOf(lexeme)).filter((entry) => live(entry >> 2));
    expect(held).toEqual(expected.sort((a, b) => a - b));
  }
  const words = new Set([...templates.values()].flatMap((template) => textWordsOf(template.text)));
  for (const word of words) {
    const expected = [...templates.values()]
      .filter((template) => textWordsOf(template.text).includes(word))
      .map((template) => index.slotOf(template.id)!);
    const held = Array.from(index.slotsWithWord(word, 'whole')).filter(live);
    expect(held).toEqual(expected.sort((a, b) => a - b));
  }
  for (const template of templates.values()) {
    const slot = index.slotOf(template.id)!;
    const document = parseTsvector(template.document);
    expect(inOrder(index.documentOf(slot))).toEqual(inOrder(document));
    const name = document.filter((lexeme) => lexeme.rank === 3).map(({ lexeme }) => lexeme);
    expect([...index.nameLexemesOf(slot)].sort()).toEqual(name.sort());
    const { document: _, ...kept } = template;
    expect(index.template(slot)).toEqual(kept);
  }
  // Every entry of every list counted, and those of dead slots.
  const source = index.snapshotSource();
  source.release();
  const counts = { all: 0, dead: 0 };
  const countEntries = (entries: Int32Array, perSlot: number) => {
    counts.all += entries.length;
    for (const entry of entries) if (!live(Math.floor(entry / perSlot))) counts.dead += 1;
  };
  for (const list of source.lexemePostings) countEntries(list.entries(), 4);
  for (const list of source.words.values()) countEntries(list.entries(), 1);
  expect(index.postingCounts).toEqual(counts);
  for (let slot = 0; slot < index.slotCount; slot += 1) {
    const kind = index.template(slot)?.kind;
    expect(index.kindCodeOf(slot)).toBe(kind === undefined ? 0 : KINDS.indexOf(kind) + 1);
  }
}

const word = (typed: string, stems = [typed]): PlannedWord => ({
  typed,
  alternatives: [{ kind: stems.length > 1 ? 'split' : 'word', terms: [typed], stems }],
  asPrefix: false,
});

const planOf = (words: PlannedWord[], substring: string): SearchPlan => ({
  text: substring,
  words,
  substring,
  substringStems: undefined,
  corrections: [],
});

/** Searches of every path the index answers by: a word, two, a beginning, a phrase, a substring. */
const PLANS = [
  planOf([word('gold')], 'gold'),
  planOf([word('gold'), word('party', ['parti'])], 'gold party'),
  planOf([{ typed: 'bi', alternatives: [], asPrefix: true }], 'bi'),
  planOf([word('realestate', ['real', 'estat'])], 'realestate'),
  planOf([], 'd. w'),
  planOf([word('neon'), { typed: 'it', alternatives: [], asPrefix: true }], 'neon it'),
];

/** What each search finds, as ids in order, and the names it suggests. */
export const answersOf = (index: SearchIndex) =>
  PLANS.map((plan) => {
    const found = new FoundTemplates(index, plan);
    return ['video', 'image'].map((kind) => {
      const scope = { kind: kind as 'video' | 'image', indianPrices: false };
      return {
        count: found.count(scope),
        ranked: found
          .ranked(scope, { sort: 'relevance', count: 1000 })
          .map(({ template, position }) => [template.id, ...position]),
        names: namesHoldingEveryWord(index, plan, scope.kind, 8).map(({ id }) => id),
      };
    });
  });

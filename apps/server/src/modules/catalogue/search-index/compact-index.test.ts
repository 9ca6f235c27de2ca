import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import type { PlannedWord, SearchPlan } from '../../search';
import { CompactDocuments, type PackedLexeme } from './compact-documents';
import { FoundTemplates } from './found-templates';
import { PostingList } from './posting-list';
import { rebuiltIndex, SearchIndex, textWordsOf, type TemplateRead } from './search-index';
import { namesHoldingEveryWord } from './suggested-names';
import { parseTsvector, type DocumentLexeme, type FieldRank } from './tsvector';

/**
 * The index keeps its postings in typed arrays and its documents packed (issue 80). These check
 * that nothing is lost on the way: every posting a template's document and text give is there
 * and no other, through writes over a slot, removals and a build again; each document reads back
 * as it was written; and searches answer as an index built afresh from the same templates does.
 */

const LEXEMES = ['gold', 'parti', 'real', 'estat', 'wed', 'intro', 'birthday', 'neon', "it's"];
const WEIGHTS = ['A', 'B', 'C', 'D'] as const;

/** A template with a random document of the lexemes above, and a text of its words. */
function randomTemplate(id: number, next: (n: number) => number, changed = '1'): TemplateRead {
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
 * Checks every posting of `index` against the templates it should hold (by id): each lexeme's
 * entries of live slots are exactly its holders' (slot and best field), each text word's slots
 * exactly its holders', and each document and name reads back as written.
 */
function expectPostingsOf(index: SearchIndex, templates: ReadonlyMap<number, TemplateRead>) {
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
const answersOf = (index: SearchIndex) =>
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

describe('the compact index', () => {
  it('holds every posting and no other through writes over slots, removals and a build again', async () => {
    const next = seededRandom(17);
    const index = new SearchIndex();
    const templates = new Map<number, TemplateRead>();
    for (let id = 1; id <= 400; id += 1) {
      const template = randomTemplate(id, next);
      templates.set(id, template);
      index.put(template);
    }
    expectPostingsOf(index, templates);
    // Saves written over their slots, templates taken off and put back, sales.
    for (let at = 0; at < 600; at += 1) {
      const id = 1 + next(400);
      if (next(5) === 0) {
        templates.delete(id);
        index.remove(id);
      } else {
        const template = randomTemplate(id, next, String(at + 2));
        templates.set(id, template);
        index.put(template);
      }
      if (next(4) === 0) {
        const sold = [...templates.values()][next(templates.size)]!;
        const popularity = sold.popularity + 1;
        templates.set(sold.id, { ...sold, popularity });
        index.setPopularity(sold.id, popularity);
      }
    }
    expectPostingsOf(index, templates);
    const rebuilt = await rebuiltIndex(index);
    expectPostingsOf(rebuilt, templates);

    // The same answers as an index built afresh from the templates as they are now.
    const fresh = new SearchIndex();
    for (const template of templates.values()) fresh.put(template);
    const answers = answersOf(fresh);
    expect(answers.flat().some(({ count }) => count > 0)).toBe(true);
    expect(answersOf(index)).toEqual(answers);
    expect(answersOf(rebuilt)).toEqual(answers);
  });
});

describe('CompactDocuments', () => {
  it('reads each document back as written, the name first, and counts the bytes left dead', () => {
    const next = seededRandom(5);
    const documents = new CompactDocuments();
    const written = new Map<number, PackedLexeme[]>();
    const randomDocument = () =>
      Array.from({ length: next(12) }, (_, at) => ({
        // Ids past 2²¹ take four bytes; a lexeme written without positions has none.
        id: at * 1_000_003 + next(1000),
        rank: (1 + next(3)) as FieldRank,
        positions: Array.from({ length: next(4) }, () => next(16384) * 4 + 1 + next(3)),
      }));
    for (let at = 0; at < 3000; at += 1) {
      const slot = next(500);
      if (next(6) === 0) {
        documents.drop(slot);
        written.delete(slot);
      } else {
        const document = randomDocument();
        written.set(
          slot,
          document.map((lexeme) => ({ ...lexeme })),
        );
        documents.write(slot, document);
      }
    }
    const byId = (lexemes: readonly PackedLexeme[]) => [...lexemes].sort((a, b) => a.id - b.id);
    for (let slot = 0; slot < 600; slot += 1) {
      const document = written.get(slot) ?? [];
      expect(byId(documents.read(slot))).toEqual(byId(document));
      const name = document.filter(({ rank }) => rank === 3).map(({ id }) => id);
      expect(documents.nameIds(slot).sort()).toEqual(name.sort());
    }
    // Dropped again, every document: every byte written is dead.
    for (let slot = 0; slot < 600; slot += 1) documents.drop(slot);
    expect(documents.liveBytes).toBe(0);
  });
});

describe('PostingList', () => {
  it('keeps its numbers in order, each once, as they are added and removed', () => {
    const next = seededRandom(3);
    const list = new PostingList();
    const expected = new Set<number>();
    for (let at = 0; at < 5000; at += 1) {
      const value = next(2000);
      if (next(3) === 0) {
        list.remove(value);
        expected.delete(value);
      } else {
        list.add(value);
        expected.add(value);
      }
    }
    expect(Array.from(list.entries())).toEqual([...expected].sort((a, b) => a - b));
    expect(list.length).toBe(expected.size);
  });
});

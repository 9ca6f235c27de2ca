import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import {
  answersOf,
  expectPostingsOf,
  randomIndex,
  randomTemplate,
} from '../../../test-support/search-index-checks';
import { CompactDocuments, type PackedLexeme } from './compact-documents';
import { PostingList } from './posting-list';
import { rebuiltIndex, SearchIndex } from './search-index';
import type { FieldRank } from './tsvector';

/**
 * The index keeps its postings in typed arrays and its documents packed (issue 80). These check
 * that nothing is lost on the way: every posting a template's document and text give is there
 * and no other, through writes over a slot, removals and a build again; each document reads back
 * as it was written; and searches answer as an index built afresh from the same templates does.
 */

describe('the compact index', () => {
  it('holds every posting and no other through writes over slots, removals and a build again', async () => {
    const { next, index, templates } = randomIndex(17);
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

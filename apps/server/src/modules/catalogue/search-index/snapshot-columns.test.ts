import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import { SectionReader, sectionChunks, StringColumn, UnreadableSnapshot } from './snapshot-columns';

/** A reader at the start of `sections`, written as a snapshot writes them. */
function readerOfSections(sections: readonly Uint8Array[]): SectionReader {
  const file = Buffer.concat(sections.flatMap(sectionChunks));
  // The reader reads 8-byte aligned memory, as a snapshot's file is read.
  const aligned = new Uint8Array(new ArrayBuffer(file.length));
  aligned.set(file);
  return new SectionReader(aligned, 0, aligned.length);
}

/** A column of `strings` as a snapshot holds it, and a reader at its start. */
function readerOf(strings: readonly string[]): SectionReader {
  const column = new StringColumn();
  for (const text of strings) column.push(text);
  return readerOfSections(column.sections());
}

/** Strings as templates' texts come: long and short, empty, and now and then not ASCII. */
function textsOf(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const words = ['birthday', 'reel', 'sale', 'a', 'summer', 'दिवाली', 'café', 'logo', '🎉', 'x'];
  return Array.from({ length: count }, (_, at) => {
    if (at % 97 === 0) return '';
    // Runs of ASCII only, as most catalogues are, then runs with characters that are not.
    const ascii = at < count / 2;
    const length = random(30);
    return Array.from({ length }, () => {
      const word = words[random(words.length)]!;
      return ascii && /[^\x20-\x7e]/u.test(word) ? 'bold' : word;
    }).join(' ');
  });
}

describe("a snapshot's string columns", () => {
  it('read back each string, whole or sliced out of a run, across many runs', () => {
    const texts = textsOf(80_000, 7);
    for (const sliced of [false, true]) {
      const { text } = readerOf(texts).strings(texts.length, { sliced });
      const read = texts.map((_, at) => text(at));
      expect(read).toEqual(texts);
    }
  });

  it('refuses a string read out of its order, sliced or not', () => {
    for (const sliced of [false, true]) {
      const { text } = readerOf(['first of the column', 'second of the column']).strings(2, {
        sliced,
      });
      expect(() => text(1)).toThrow(UnreadableSnapshot);
    }
  });

  it('refuses a column whose strings run past its bytes', () => {
    const column = new StringColumn();
    column.push('a text long enough to be sliced');
    const [lengths, bytes] = column.sections() as [Uint8Array, Uint8Array];
    const { text } = readerOfSections([lengths, bytes.subarray(0, 10)]).strings(1, {
      sliced: true,
    });
    expect(() => text(0)).toThrow(UnreadableSnapshot);
  });
});

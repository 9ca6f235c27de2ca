import { describe, expect, it } from 'vitest';
import { KeptValues, WRITE_LOG, WRITTEN_OVER_CHECKED } from './kept-values';

/** A written template as these tests see one: its words. */
type Written = { words: string[] };

/** What a template gives a value kept for `word`: 1 when it holds it; each call counted. */
function holding(word: string, calls: { count: number }) {
  return (written: Written) => {
    calls.count += 1;
    return written.words.includes(word) ? 1 : 0;
  };
}

/** The value kept for `word` (a template gives it whether it holds the word), or `value` kept. */
const keepFor = (
  kept: KeptValues<Written>,
  word: string,
  value: unknown,
  calls: { count: number },
) =>
  kept.keep(
    word,
    () => value,
    () => 10,
    holding(word, calls),
  );

describe('KeptValues', () => {
  it('forgets a value a write changes when it is next asked for, and keeps the others', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    keepFor(kept, 'cat', 'cats found', calls);
    keepFor(kept, 'dog', 'dogs found', calls);
    kept.forgetChanged({ words: ['dog', 'bone'] }, { words: ['cat', 'bone'] });
    // Noted, not checked: a write costs nothing however many values are kept.
    expect(calls.count).toBe(0);
    expect(kept.has('cat')).toBe(false);
    expect(keepFor(kept, 'dog', 'dogs again', calls)).toBe('dogs again');
    expect(kept.forgotten).toBe(2);
    const bird = { count: 0 };
    keepFor(kept, 'bird', 'birds found', bird);
    kept.forgetChanged({ words: ['cat'] }, { words: ['cat', 'fish'] });
    expect(keepFor(kept, 'bird', 'birds again', bird)).toBe('birds found');
    // Checked once against the write, and not again when asked once more.
    expect(bird.count).toBe(2);
    expect(kept.has('bird')).toBe(true);
    expect(bird.count).toBe(2);
  });

  it('checks a value against every write since it was last checked, an added and a removed template too', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    const ask = () => keepFor(kept, 'fox', { made: calls.count }, calls);
    const first = ask();
    kept.forgetChanged({ words: ['owl'] }, { words: ['owl', 'hen'] });
    kept.forgetChanged(undefined, { words: ['hen'] });
    kept.forgetChanged({ words: ['owl'] }, undefined);
    expect(ask()).toBe(first);
    // A template holding the word, taken off sale: what the value holds changed.
    kept.forgetChanged({ words: ['fox'] }, { words: ['owl'] });
    kept.forgetChanged({ words: ['hen'] }, { words: ['hen', 'owl'] });
    expect(ask()).not.toBe(first);
    const second = ask();
    kept.forgetChanged(undefined, { words: ['fox'] });
    expect(ask()).not.toBe(second);
  });

  it('forgets a value older than every write it remembers', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    keepFor(kept, 'elk', 'elks found', calls);
    for (let write = 0; write <= WRITE_LOG; write += 1) {
      kept.forgetChanged(undefined, { words: ['owl', `w${write}`] });
    }
    expect(kept.has('elk')).toBe(false);
    expect(calls.count).toBe(0);
  });

  it('checks a value against a few more templates written over than it can, then forgets it', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    const writeOver = (count: number) => {
      for (let write = 0; write < count; write += 1) {
        kept.forgetChanged({ words: ['owl'] }, { words: ['owl', `w${write}`] });
      }
    };
    keepFor(kept, 'elk', 'elks found', calls);
    writeOver(WRITTEN_OVER_CHECKED);
    expect(kept.has('elk')).toBe(true);
    writeOver(WRITTEN_OVER_CHECKED + 1);
    expect(kept.has('elk')).toBe(false);
    // Added templates count toward the writes remembered only.
    keepFor(kept, 'elk', 'elks again', calls);
    for (let write = 0; write < WRITE_LOG; write += 1) {
      kept.forgetChanged(undefined, { words: ['owl', `w${write}`] });
    }
    expect(kept.has('elk')).toBe(true);
  });

  it('keeps a value made after a write, unchecked against it', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    keepFor(kept, 'ant', 'ants', calls);
    kept.forgetChanged({ words: [] }, { words: ['bee'] });
    keepFor(kept, 'bee', 'bees', calls);
    expect(keepFor(kept, 'bee', 'bees again', calls)).toBe('bees');
    expect(calls.count).toBe(0);
  });

  it('checks what was worked out after a mark against the writes since, with nothing kept too', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    const mark = kept.mark();
    kept.forgetChanged({ words: ['owl'] }, { words: ['owl', 'hen'] });
    expect(kept.unchangedSince(mark, holding('fox', calls))).toBe(true);
    const later = kept.mark();
    kept.forgetChanged(undefined, { words: ['fox'] });
    expect(kept.unchangedSince(mark, holding('fox', calls))).toBe(false);
    expect(kept.unchangedSince(later, holding('owl', calls))).toBe(true);
    expect(kept.unchangedSince(kept.mark(), holding('fox', calls))).toBe(true);
    for (let write = 0; write <= WRITE_LOG; write += 1) {
      kept.forgetChanged({ words: ['owl'] }, { words: ['owl'] });
    }
    // Older than every write remembered: it cannot be told, so it changed.
    expect(kept.unchangedSince(later, holding('elk', calls))).toBe(false);
  });

  it('gives a value that takes added templates those added since, in order, and forgets it at any other change', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    const ask = () =>
      kept.keep(
        'fox',
        () => ['made'],
        (value) => value.length * 10,
        holding('fox', calls),
        (value, added) => {
          value.push(...added.map((written) => written.words.join(' ')));
          return value.length * 10;
        },
      );
    const value = ask();
    kept.forgetChanged(undefined, { words: ['fox', 'den'] });
    kept.forgetChanged(undefined, { words: ['owl'] });
    kept.forgetChanged(undefined, { words: ['red', 'fox'] });
    // Only the added templates that give it something, the oldest first, once.
    expect(ask()).toBe(value);
    expect(ask()).toEqual(['made', 'fox den', 'red fox']);
    expect(kept.made).toBe(1);
    // A template it holds written over: forgotten, as a value that takes none would be.
    kept.forgetChanged({ words: ['fox', 'den'] }, { words: ['den'] });
    kept.forgetChanged(undefined, { words: ['fox'] });
    expect(ask()).toEqual(['made']);
    expect(kept.made).toBe(2);
  });
});

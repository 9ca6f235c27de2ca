import { describe, expect, it } from 'vitest';
import { KeptValues } from './kept-values';

/** A written template as these tests see one: its words. */
type Written = { words: string[] };

/** What a template gives a value kept for `word`: 1 when it holds it; each call counted. */
function holding(word: string, calls: { count: number }) {
  return (written: Written) => {
    calls.count += 1;
    return written.words.includes(word) ? 1 : 0;
  };
}

describe('KeptValues', () => {
  it('forgets a value a write changes when it is next asked for, and keeps the others', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    kept.keep(
      'cat',
      () => 'cats found',
      () => 10,
      holding('cat', calls),
    );
    kept.keep(
      'dog',
      () => 'dogs found',
      () => 10,
      holding('dog', calls),
    );
    kept.forgetChanged({ words: ['dog', 'bone'] }, { words: ['cat', 'bone'] });
    // Noted, not checked: a write costs nothing however many values are kept.
    expect(calls.count).toBe(0);
    expect(kept.has('cat')).toBe(false);
    expect(
      kept.keep(
        'dog',
        () => 'dogs again',
        () => 10,
        holding('dog', calls),
      ),
    ).toBe('dogs again');
    expect(kept.forgotten).toBe(2);
    const bird = { count: 0 };
    kept.keep(
      'bird',
      () => 'birds found',
      () => 10,
      holding('bird', bird),
    );
    kept.forgetChanged({ words: ['cat'] }, { words: ['cat', 'fish'] });
    expect(
      kept.keep(
        'bird',
        () => 'birds again',
        () => 10,
        holding('bird', bird),
      ),
    ).toBe('birds found');
    // Checked once against the write, and not again when asked once more.
    expect(bird.count).toBe(2);
    expect(kept.has('bird')).toBe(true);
    expect(bird.count).toBe(2);
  });

  it('checks a value against every write since it was last checked, an added and a removed template too', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    const ask = () =>
      kept.keep(
        'fox',
        () => ({ made: calls.count }),
        () => 10,
        holding('fox', calls),
      );
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
    kept.keep(
      'elk',
      () => 'elks found',
      () => 10,
      holding('elk', calls),
    );
    for (let write = 0; write < 1025; write += 1) {
      kept.forgetChanged({ words: ['owl'] }, { words: ['owl', `w${write}`] });
    }
    expect(kept.has('elk')).toBe(false);
    expect(calls.count).toBe(0);
  });

  it('keeps a value made after a write, unchecked against it', () => {
    const kept = new KeptValues<Written>(1_000_000);
    const calls = { count: 0 };
    kept.keep(
      'ant',
      () => 'ants',
      () => 10,
      holding('ant', calls),
    );
    kept.forgetChanged({ words: [] }, { words: ['bee'] });
    kept.keep(
      'bee',
      () => 'bees',
      () => 10,
      holding('bee', calls),
    );
    expect(
      kept.keep(
        'bee',
        () => 'bees again',
        () => 10,
        holding('bee', calls),
      ),
    ).toBe('bees');
    expect(calls.count).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { Lexicon, type LexiconWord } from './lexicon';

const word = (text: string, templates: number, stem: string | null = text): LexiconWord => ({
  word: text,
  stem,
  templates,
});

const lexicon = new Lexicon(1, [
  word('birthday', 40),
  word('birthdays', 5, 'birthday'),
  word('birth', 2),
  word('wedding', 30, 'wed'),
  word('weddings', 4, 'wed'),
  word('real', 12),
  word('estate', 12, 'estat'),
  word('logo', 9),
  word('logos', 1, 'logo'),
  word('house', 3),
  word('horse', 7, 'hors'),
  word('the', 90, null),
  word('theme', 6, 'theme'),
  word('gone', 0),
]);

describe('Lexicon', () => {
  it('knows the stems of the words some template holds', () => {
    expect(lexicon.hasStem('wed')).toBe(true);
    expect(lexicon.hasStem('gone')).toBe(false);
    expect(lexicon.size).toBe(13);
  });

  it('completes a beginning with the commonest words first, stop words left out', () => {
    expect(lexicon.completions('bir')).toEqual(['birthday', 'birthdays', 'birth']);
    expect(lexicon.completions('wed', 1)).toEqual(['wedding']);
    expect(lexicon.completions('th')).toEqual(['theme']);
    expect(lexicon.completions('zz')).toEqual([]);
  });

  it('finds the words a typo meant, nearest and commonest first', () => {
    expect(lexicon.typos('brithday').map((near) => near.word)).toEqual(['birthday']);
    expect(lexicon.typos('hosue').map((near) => near.word)).toEqual(['house']);
    expect(lexicon.typos('horsee').map((near) => near.word)).toEqual(['horse']);
    // Two slips in a word under 9 letters are too many.
    expect(lexicon.typos('brthdy')).toEqual([]);
    // A word under 5 letters gets no typo tolerance at all.
    expect(lexicon.typos('lgoo')).toEqual([]);
  });

  it('finds what a word being typed may become, slips and all', () => {
    expect(lexicon.typos('brithd', true).map((near) => near.word)).toEqual([
      'birthday',
      'birthdays',
    ]);
  });

  it('splits a run-together word into two known words', () => {
    expect(lexicon.split('realestate')).toEqual(['real', 'estate']);
    expect(lexicon.split('logoestate')).toEqual(['logo', 'estate']);
    expect(lexicon.split('realxyz')).toBeUndefined();
  });

  it('finds the words that hold a fragment, but not when a stop word holds it', () => {
    expect(lexicon.containing('irthda', 10)?.sort()).toEqual(['birthday', 'birthdays']);
    expect(lexicon.containing('qqq', 10)).toEqual([]);
    expect(lexicon.containing('he', 10)).toBeUndefined();
    expect(lexicon.containing('o', 3)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { Lexicon, type LexiconWord } from './lexicon';
import { planMayChange, planSearch, type SearchPlan, type SynonymMap } from './search-plan';

const words: LexiconWord[] = [
  ['birthday', 'birthday', 40],
  ['countdown', 'countdown', 10],
  ['story', 'stori', 20],
  ['stories', 'stori', 8],
  ['store', 'store', 3],
  ['wedding', 'wed', 30],
  ['graduation', 'graduat', 6],
  ['real', 'real', 12],
  ['estate', 'estat', 12],
  ['logo', 'logo', 9],
  ['day', 'day', 25],
  ['bay', 'bay', 2],
  ['go', 'go', 4],
  ['the', null, 90],
].map(([word, stem, templates]) => ({
  word: word as string,
  stem: stem as string | null,
  templates: templates as number,
}));
const lexicon = new Lexicon(1, words);

/** Plans as the planner does, with the stems the database would answer for these words. */
const stems: Record<string, string | null> = {
  birthday: 'birthday',
  birthdays: 'birthday',
  countdown: 'countdown',
  story: 'stori',
  stories: 'stori',
  brithday: 'brithday',
  gradu: 'gradu',
  the: null,
  save: 'save',
  realestate: 'realest',
  xqzt: 'xqzt',
  lgo: 'lgo',
  lgoo: 'lgoo',
  bday: 'bday',
  weddings: 'wed',
};
function plan(text: string, synonyms: SynonymMap = new Map()): SearchPlan {
  const typed = text.toLowerCase().split(/\s+/).filter(Boolean);
  return planSearch(text, { stems: typed.map((word) => stems[word] ?? word), lexicon, synonyms });
}
const kinds = (result: SearchPlan) =>
  result.words.map((word) => [
    word.typed,
    word.alternatives.map((a) => `${a.kind}:${a.terms.join('+')}`),
  ]);

describe('planSearch', () => {
  it('matches a known word as typed, and only so when it is the whole search', () => {
    expect(kinds(plan('story'))).toEqual([['story', ['word:story']]]);
    expect(plan('story').words[0]!.asPrefix).toBe(false);
    // By its stem: a plural is known though the catalogue holds only the singular.
    expect(kinds(plan('weddings'))).toEqual([['weddings', ['word:weddings']]]);
  });

  it('completes the last word of several, and an unknown last word', () => {
    const searched = plan('birthday story');
    expect(searched.words[1]).toMatchObject({ typed: 'story', asPrefix: true });
    expect(kinds(searched)[1]).toEqual(['story', ['word:story']]);
    expect(kinds(plan('gradu'))).toEqual([['gradu', ['completion:graduation']]]);
    expect(plan('gradu').words[0]!.asPrefix).toBe(true);
  });

  it('widens only an unknown word to its typos and splits', () => {
    expect(kinds(plan('brithday countdown'))[0]).toEqual(['brithday', ['typo:birthday']]);
    expect(kinds(plan('realestate'))).toEqual([['realestate', ['split:real+estate']]]);
    // "store" is a slip away from "story", but a known word brings only what it names.
    expect(kinds(plan('story countdown'))[0]).toEqual(['story', ['word:story']]);
  });

  it('adds the synonyms of a word, matched by its stem', () => {
    const synonyms = new Map([['bday', [{ word: 'birthday', stem: 'birthday' }]]]);
    expect(kinds(plan('bday', synonyms))).toEqual([['bday', ['synonym:birthday']]]);
    expect(plan('bday', synonyms).words[0]!.alternatives[0]!.stems).toEqual(['birthday']);
  });

  it('leaves out stop words and words that can match nothing, offering a better spelling', () => {
    expect(plan('save the date').words.map((word) => word.typed)).toEqual([]);
    const nonsense = plan('xqzt');
    expect(nonsense.words).toEqual([]);
    expect(nonsense.corrections).toEqual([]);
    const misspelt = plan('lgo birthday');
    expect(misspelt.words.map((word) => word.typed)).toEqual(['birthday']);
    expect(misspelt.corrections).toEqual(['logo birthday']);
  });

  it('offers only a better spelling still related to what was typed', () => {
    // One slip from "bday" each, but neither is a birthday: a first letter lost, a letter lost.
    expect(plan('bday').corrections).toEqual([]);
    expect(plan('bday story').corrections).toEqual([]);
    expect(plan('lgo').corrections).toEqual(['logo']);
    expect(plan('lgoo story').corrections).toEqual(['logo story']);
  });

  it('finds the spec’s substring through the words that hold it, when it is one word', () => {
    expect(plan('irthda').substringStems).toEqual(['birthday']);
    expect(plan('birthday countdown').substringStems).toBeUndefined();
    expect(plan('birthday countdown').substring).toBe('birthday countdown');
    expect(plan('the').substringStems).toBeUndefined();
  });
});

describe('planMayChange', () => {
  /** A deterministic stream of numbers in [0, 1): the same words and searches every run. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  // Words of a few common syllables: many slips, beginnings and halves of one another.
  const syllables = ['ba', 'be', 'ra', 'ri', 'ta', 'to', 'st', 'ory', 'day', 'n'];
  const wordOf = () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(syllables)).join('');
  // A crude stem, as the database's is to the planner: the word less a trailing "s" or "n".
  const stemOf = (word: string) => (word.length > 3 ? word.replace(/[sn]$/, '') : word);
  const entryOf = (word: string): LexiconWord => ({
    word,
    stem: word === 'to' ? null : stemOf(word),
    templates: 1 + (word.length % 5),
  });
  const stemsOfSearch = (text: string) =>
    text.split(' ').map((word) => (word === 'to' ? null : stemOf(word)));
  /** The plan, its substring's stems as the set they are (their order is the lexicon's). */
  const planAgainst = (text: string, words: Lexicon) => {
    const planned = planSearch(text, {
      stems: stemsOfSearch(text),
      lexicon: words,
      synonyms: new Map(),
    });
    return { ...planned, substringStems: planned.substringStems?.sort() };
  };

  it('is false only where the plan comes out the same with the words changed', () => {
    let kept = 0;
    let checked = 0;
    for (let round = 0; round < 150; round += 1) {
      const pool = [...new Set(Array.from({ length: 40 }, wordOf))];
      const before = new Lexicon(round * 2, pool.map(entryOf));
      // A save or two: a word added, or one of the catalogue's gone.
      const after = new Lexicon(
        round * 2 + 1,
        [...pool.filter(() => next() > 0.03), wordOf(), wordOf()].map(entryOf),
      );
      const changed = after.changesSince(before);
      for (let search = 0; search < 30; search += 1) {
        const text = Array.from({ length: 1 + Math.floor(next() * 2) }, wordOf).join(' ');
        checked += 1;
        if (planMayChange(text, { stems: stemsOfSearch(text), lexicon: changed })) continue;
        kept += 1;
        expect(planAgainst(text, after), `${text}, changed ${JSON.stringify(changed)}`).toEqual(
          planAgainst(text, before),
        );
      }
    }
    // Most plans stand a change of a word or two: the check is worth keeping them for.
    expect(kept / checked).toBeGreaterThan(0.5);
  });

  it('keeps a plan far from the words changed and drops one near them', () => {
    const before = new Lexicon(1, words);
    const after = new Lexicon(2, [...words, { word: 'birthdays', stem: 'birthday', templates: 1 }]);
    const changed = after.changesSince(before);
    expect(planMayChange('wedding', { stems: ['wed'], lexicon: changed })).toBe(false);
    expect(planMayChange('real estate', { stems: ['real', 'estat'], lexicon: changed })).toBe(
      false,
    );
    // Its stem, a slip, a beginning and a substring of the word added.
    expect(planMayChange('birthday', { stems: ['birthday'], lexicon: changed })).toBe(true);
    expect(planMayChange('brithdays', { stems: ['brithday'], lexicon: changed })).toBe(true);
    expect(planMayChange('real birth', { stems: ['real', 'birth'], lexicon: changed })).toBe(true);
    expect(planMayChange('thday', { stems: ['thday'], lexicon: changed })).toBe(true);
    expect(planMayChange('wedding', { stems: ['wed'], lexicon: new Lexicon(3, []) })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { Lexicon, type LexiconWord } from './lexicon';
import { planSearch, type SearchPlan, type SynonymMap } from './search-plan';

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

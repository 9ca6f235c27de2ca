import type { MatchKind, PlannedWord } from './search-plan';

/**
 * A planned word as `to_tsquery` text, in two parts: what the english configuration stems (words,
 * synonyms, completions, typos, split halves) and the typed beginning of a word, which must not be
 * stemmed ("weddin" is not a stem of "wedding"), for the simple one. Empty where there is none.
 */
export interface WordQuery {
  english: string;
  simple: string;
}

/** The fields a match may be restricted to: A the name, B the sections and categories. */
export type FieldWeights = '' | 'A' | 'AB';

/** The loose kinds of match; the others are what the word says (ranked above them). */
const LOOSE: ReadonlySet<MatchKind> = new Set(['typo', 'split']);

/**
 * The word's query, in the fields `weights` names (all fields when empty). `strict` leaves the
 * loose matches out, to tell a match by what was typed from a match by a typo.
 * Terms are letters, digits and marks only (see `queryWords`), so quoting them is enough.
 */
export function wordQuery(
  word: PlannedWord,
  weights: FieldWeights,
  { strict = false } = {},
): WordQuery {
  const operand = (term: string, prefix = false) => {
    const label = `${prefix ? '*' : ''}${weights}`;
    return label ? `'${term}':${label}` : `'${term}'`;
  };
  const english = word.alternatives
    .filter((alternative) => !strict || !LOOSE.has(alternative.kind))
    .map((alternative) =>
      alternative.terms.length === 1
        ? operand(alternative.terms[0]!)
        : `(${alternative.terms.map((term) => operand(term)).join(' <-> ')})`,
    )
    .join(' | ');
  return {
    english,
    simple: word.asPrefix ? operand(word.typed, true) : '',
  };
}

/** Whether the word has loose matches, which rank below the strict ones. */
export const hasLooseMatches = (word: PlannedWord) =>
  word.alternatives.some((alternative) => LOOSE.has(alternative.kind));

/** Whether the word has matches other than loose ones, by what was typed or its stem. */
export const hasStrictAlternatives = (word: PlannedWord) =>
  word.alternatives.some((alternative) => !LOOSE.has(alternative.kind));

/** Whether the word has matches by what was typed (a prefix counts). */
export const hasStrictMatches = (word: PlannedWord) => word.asPrefix || hasStrictAlternatives(word);

import type { Alternative, MatchKind, PlannedWord } from './search-plan';

/** The loose kinds of match; the others are what the word says (ranked above them). */
const LOOSE: ReadonlySet<MatchKind> = new Set(['typo', 'split']);

/** Whether the alternative is a loose match (a typo, a split), ranked below the strict ones. */
export const isLooseMatch = (alternative: Alternative) => LOOSE.has(alternative.kind);

/** Whether the word has loose matches, which rank below the strict ones. */
export const hasLooseMatches = (word: PlannedWord) => word.alternatives.some(isLooseMatch);

/** Whether the word has matches other than loose ones, by what was typed or its stem. */
export const hasStrictAlternatives = (word: PlannedWord) =>
  word.alternatives.some((alternative) => !isLooseMatch(alternative));

/** Whether the word has matches by what was typed (a prefix counts). */
export const hasStrictMatches = (word: PlannedWord) => word.asPrefix || hasStrictAlternatives(word);

/** How many words of a search count: a longer one is a sentence, and its tail adds little. */
export const MAX_QUERY_WORDS = 8;

/**
 * A search as the store compares it: NFKC (so "ﬁ" is "fi"), lower case, one space between words,
 * trimmed. What the search log counts and what "Did you mean" answers in.
 */
export function normaliseQuery(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The words of a search: runs of letters, digits and the marks that belong to letters (so a
 * Devanagari word stays one), in order, at most MAX_QUERY_WORDS. The catalogue's words are split
 * the same way by the database (`search_words_of`), which drops the marks too; for the letters
 * and digits of the Latin alphabet the two agree.
 */
export function queryWords(text: string): string[] {
  return normaliseQuery(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

import type { Lexicon } from './lexicon';
import { normaliseQuery, queryWords } from './query-words';

/** How a typed word may be found, from the most faithful to the loosest. */
export type MatchKind = 'word' | 'synonym' | 'completion' | 'typo' | 'split';

/** One thing a typed word may match: a word (stemmed by the database), or two in a row. */
export interface Alternative {
  kind: MatchKind;
  /** One word, or the two halves of a run-together word ("real", "estate"). */
  terms: string[];
}

export interface PlannedWord {
  typed: string;
  /** Matched as typed and by stem (none for a stop word, which only begins other words). */
  alternatives: Alternative[];
  /** The typed word begins what it matches too (the last word, being typed). */
  asPrefix: boolean;
}

/** A search made ready for the database (ADR 34). */
export interface SearchPlan {
  /** The search as typed, normalised: what the search log counts. */
  text: string;
  /**
   * The words that count toward "every word over some": each can match something in the
   * catalogue. A word that cannot (nonsense, or a stop word before the last word) is left out, so
   * it neither hides the others' results nor finds anything itself.
   */
  words: PlannedWord[];
  /** The spec's match: the trimmed search in lower case, as a piece of the text. */
  substring: string;
  /**
   * The catalogue's words that hold the substring, when it is one word: the same rows as the
   * spec's match (and a few more, by their stems), found through the text-search index instead of
   * the trigram one. Undefined for a substring of several words or of too common a fragment.
   */
  substringWords: string[] | undefined;
  /**
   * A better spelling of the search when some word of it matches nothing in the catalogue and a
   * word near it does; whether it finds anything is for the catalogue to ask.
   */
  correction: string | null;
}

/** What the planner needs of the database: each typed word's stem, and the owner's synonyms. */
export interface PlanInputs {
  /** The english stem of each word of `queryWords(text)`, in order; null for a stop word. */
  stems: (string | null)[];
  lexicon: Lexicon;
  synonyms: SynonymMap;
  /** The last word always matches as a beginning, even a whole word (suggestions). */
  completeLastWord?: boolean;
}

/** Synonyms by the stem of the word they stand for. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** A word this short is only ever corrected by one slip in "Did you mean". */
const SHORT_WORD = 4;
/** The most catalogue words a substring may stand for before the trigram index does better. */
const MAX_SUBSTRING_WORDS = 200;
/**
 * One word as the database splits the catalogue's words (`search_words_of`), in the letters both
 * sides agree are letters: Latin ones and digits. Other scripts take the trigram index.
 */
const ONE_WORD = /^[a-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]{2,40}$/;

/**
 * Plans a search: which words count, and what each may match. A word the catalogue knows (its
 * stem is some template's) is matched as typed and by stem, and by the owner's synonyms; only a
 * word it does not know is widened to the words a typo may have meant, and to two words run
 * together. The last word also matches as the beginning of a word when it is unknown, or when
 * other words come before it: a plain word brings only what it names.
 */
export function planSearch(text: string, inputs: PlanInputs): SearchPlan {
  const typed = queryWords(text);
  const { lexicon, synonyms, stems, completeLastWord = false } = inputs;
  const words: PlannedWord[] = [];
  const corrections = new Map<number, string>();
  typed.forEach((word, index) => {
    const stem = stems[index] ?? null;
    const last = index === typed.length - 1;
    if (stem === null && !last) return;
    const known = stem !== null && lexicon.hasStem(stem);
    const alternatives: Alternative[] = [];
    if (known) alternatives.push({ kind: 'word', terms: [word] });
    for (const synonym of synonyms.get(stem ?? word) ?? []) {
      alternatives.push({ kind: 'synonym', terms: [synonym] });
    }
    const asPrefix = last && (!known || typed.length > 1 || completeLastWord);
    if (asPrefix) {
      for (const completion of lexicon.completions(word)) {
        alternatives.push({ kind: 'completion', terms: [completion] });
      }
    }
    if (!known && stem !== null) {
      for (const near of lexicon.typos(word, last)) {
        alternatives.push({ kind: 'typo', terms: [near.word] });
      }
      const halves = lexicon.split(word);
      if (halves) alternatives.push({ kind: 'split', terms: halves });
    }
    if (alternatives.length > 0) {
      words.push({ typed: word, alternatives, asPrefix });
      return;
    }
    const correction = stem === null ? undefined : correctionOf(word, lexicon, last);
    if (correction) corrections.set(index, correction);
  });
  const substring = text.trim().toLowerCase();
  return {
    text: normaliseQuery(text),
    words,
    substring,
    substringWords: ONE_WORD.test(substring)
      ? lexicon.containing(substring, MAX_SUBSTRING_WORDS)
      : undefined,
    correction:
      corrections.size > 0
        ? typed.map((word, index) => corrections.get(index) ?? word).join(' ')
        : null,
  };
}

/** The nearest known word by a looser rule than the typo rule: two slips, one in a short word. */
function correctionOf(word: string, lexicon: Lexicon, asPrefix: boolean): string | undefined {
  if (word.length < 3) return undefined;
  const maxEdits = word.length <= SHORT_WORD ? 1 : 2;
  const [nearest] = lexicon.near(word, maxEdits, asPrefix);
  return nearest?.word;
}

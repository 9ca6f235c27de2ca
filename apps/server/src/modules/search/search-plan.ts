import type { Lexicon, NearWord } from './lexicon';
import { normaliseQuery, queryWords } from './query-words';

/** How a typed word may be found, from the most faithful to the loosest. */
export type MatchKind = 'word' | 'synonym' | 'completion' | 'typo' | 'split';

/** One thing a typed word may match: a word (stemmed by the database), or two in a row. */
export interface Alternative {
  kind: MatchKind;
  /** One word, or the two halves of a run-together word ("real", "estate"). */
  terms: string[];
  /** Each term's english stem: the word of a template's document it matches. */
  stems: string[];
}

export interface PlannedWord {
  typed: string;
  /** Matched as typed and by stem (none for a stop word, which only begins other words). */
  alternatives: Alternative[];
  /** The typed word begins what it matches too (the last word, being typed). */
  asPrefix: boolean;
}

/** A search made ready for the database (ADR 35). */
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
   * The stems of the catalogue's words that hold the substring, when it is one word: the same
   * rows as the spec's match (and a few more, by their stems), found through the documents'
   * lexemes instead of every text. Undefined for a substring of several words or of too common a
   * fragment.
   */
  substringStems: string[] | undefined;
  /**
   * Better spellings of the search, the likeliest first, when some word of it matches nothing in
   * the catalogue and words near it do; which of them finds anything is for the catalogue to ask.
   */
  corrections: string[];
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

/** A synonym as typed by the owner, with the english stem a search matches it by. */
export interface Synonym {
  word: string;
  stem: string;
}

/** Synonyms by the stem of the word they stand for. */
export type SynonymMap = ReadonlyMap<string, readonly Synonym[]>;

/** The most slips any rule of a plan allows (typos, corrections): two. */
const MAX_SLIPS = 2;
/** A word this short is only ever corrected by one slip in "Did you mean". */
const SHORT_WORD = 4;
/** The better spellings a search is offered to the catalogue to try. */
const MAX_CORRECTIONS = 3;
/** The most catalogue words a substring may stand for before reading the texts does better. */
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
  const corrections = new Map<number, string[]>();
  typed.forEach((word, index) => {
    const stem = stems[index] ?? null;
    const last = index === typed.length - 1;
    if (stem === null && !last) return;
    const known = stem !== null && lexicon.hasStem(stem);
    const alternatives: Alternative[] = [];
    const ofCatalogue = (kind: MatchKind, terms: string[]) =>
      alternatives.push({ kind, terms, stems: terms.map((term) => lexicon.stemOf(term)!) });
    if (known) alternatives.push({ kind: 'word', terms: [word], stems: [stem] });
    for (const synonym of synonyms.get(stem ?? word) ?? []) {
      alternatives.push({ kind: 'synonym', terms: [synonym.word], stems: [synonym.stem] });
    }
    const asPrefix = last && (!known || typed.length > 1 || completeLastWord);
    if (asPrefix) {
      for (const completion of lexicon.completions(word)) ofCatalogue('completion', [completion]);
    }
    if (!known && stem !== null) {
      for (const near of lexicon.typos(word, last)) ofCatalogue('typo', [near.word]);
      const halves = lexicon.split(word);
      if (halves) ofCatalogue('split', halves);
    }
    if (alternatives.length > 0) {
      words.push({ typed: word, alternatives, asPrefix });
      return;
    }
    const near = stem === null ? [] : correctionsOf(word, lexicon, last);
    if (near.length > 0) corrections.set(index, near);
  });
  const substring = text.trim().toLowerCase();
  return {
    text: normaliseQuery(text),
    words,
    substring,
    substringStems: ONE_WORD.test(substring)
      ? stemsOf(lexicon, lexicon.containing(substring, MAX_SUBSTRING_WORDS))
      : undefined,
    corrections:
      corrections.size === 0
        ? []
        : Array.from({ length: MAX_CORRECTIONS }, (_, rank) =>
            typed
              .map((word, index) => {
                const near = corrections.get(index);
                return near ? near[Math.min(rank, near.length - 1)]! : word;
              })
              .join(' '),
          ).filter((correction, rank, all) => all.indexOf(correction) === rank),
  };
}

/**
 * Whether a plan made by `planSearch` could come out otherwise once the words of `changed` (those
 * that appeared in the catalogue or left it, `Lexicon.changesSince`) are counted: asks `changed`
 * every question `planSearch` asks of the lexicon, a little more loosely (any slip within two
 * edits, as a whole word and as a beginning; any completion of the last word). False means the
 * plan stands as it is, so a save that adds a word keeps every plan it is far from.
 */
export function planMayChange(
  text: string,
  { stems, lexicon: changed }: Pick<PlanInputs, 'stems' | 'lexicon'>,
): boolean {
  if (changed.size === 0) return false;
  const typed = queryWords(text);
  const touched = typed.some((word, index) => {
    const stem = stems[index] ?? null;
    const last = index === typed.length - 1;
    if (stem === null && !last) return false;
    return (
      (stem !== null && changed.hasStem(stem)) ||
      (last && changed.completions(word, 1).length > 0) ||
      changed.near(word, MAX_SLIPS).length > 0 ||
      (last && changed.near(word, MAX_SLIPS, true).length > 0) ||
      changed.holdsHalfOf(word)
    );
  });
  if (touched) return true;
  const substring = text.trim().toLowerCase();
  if (!ONE_WORD.test(substring)) return false;
  // Undefined: a stop word holds it, which changes whether the plan may use the words' stems.
  const holders = changed.containing(substring, Infinity);
  return holders === undefined || holders.length > 0;
}

/** The distinct stems of words of the catalogue (content words, so each has one). */
const stemsOf = (lexicon: Lexicon, words: string[] | undefined) =>
  words && [...new Set(words.map((word) => lexicon.stemOf(word)!))];

/**
 * The known words nearest a word that found nothing, by a looser rule than the typo rule (two
 * slips, one in a short word): whole words first, then, for a word being typed, beginnings. Only a
 * word still related to what was typed is offered: one that begins with the same letter (people
 * seldom slip on the first letter, and a different one most often makes a different word: "bday"
 * is not "day") and, for a short word, keeps every letter typed ("bday" is not "bay").
 */
function correctionsOf(word: string, lexicon: Lexicon, asPrefix: boolean): string[] {
  if (word.length < 3) return [];
  const maxEdits = word.length <= SHORT_WORD ? 1 : 2;
  const related = (found: NearWord) =>
    found.word[0] === word[0] && (word.length > SHORT_WORD || found.word.length >= word.length);
  const whole = lexicon.near(word, maxEdits).filter(related);
  const near =
    whole.length > 0 || !asPrefix ? whole : lexicon.near(word, maxEdits, true).filter(related);
  return near.slice(0, MAX_CORRECTIONS).map((found) => found.word);
}

import { allowedEdits, editDistance } from './edit-distance';

/** One word of the catalogue: its stem (null for a stop word) and how many templates hold it. */
export interface LexiconWord {
  word: string;
  stem: string | null;
  templates: number;
}

/** A word of the catalogue near a typed one, and how far. */
export interface NearWord {
  word: string;
  distance: number;
}

/** The most words one typed word may stand for: more would only add noise and cost. */
const MAX_NEAR_WORDS = 8;
/** The most completions of a half-typed word, the commonest first. */
const MAX_COMPLETIONS = 20;
/** Each half of a run-together word ("realestate") has at least this many letters. */
const MIN_SPLIT_PART = 3;

const byCommonness = (lexicon: Lexicon) => (a: string, b: string) =>
  lexicon.templatesOf(b) - lexicon.templatesOf(a) || (a < b ? -1 : 1);

/**
 * The catalogue's words in memory (ADR 35): which stems it knows, what a half-typed word may
 * become, which words a typo may have meant and where a run-together word splits. Built from
 * `search_words`, read again when its version moves; the same on either database.
 */
export class Lexicon {
  private readonly words = new Map<string, LexiconWord>();
  private readonly stems = new Set<string>();
  /** Every word, sorted, for completions by binary search. */
  private readonly sorted: string[];
  /** Words by length, for the typo search: a word is only compared with those of near length. */
  private readonly byLength = new Map<number, string[]>();

  constructor(
    readonly version: number,
    entries: readonly LexiconWord[],
  ) {
    for (const entry of entries) {
      if (entry.templates <= 0) continue;
      this.words.set(entry.word, entry);
      if (entry.stem) this.stems.add(entry.stem);
      const sameLength = this.byLength.get(entry.word.length);
      if (sameLength) sameLength.push(entry.word);
      else this.byLength.set(entry.word.length, [entry.word]);
    }
    this.sorted = [...this.words.keys()].sort();
  }

  get size(): number {
    return this.words.size;
  }

  templatesOf(word: string): number {
    return this.words.get(word)?.templates ?? 0;
  }

  /** The english stem of a word of the catalogue; null for a stop word, undefined for none. */
  stemOf(word: string): string | null | undefined {
    return this.words.get(word)?.stem;
  }

  /** Whether some template holds a word of this stem. */
  hasStem(stem: string): boolean {
    return this.stems.has(stem);
  }

  /** Whether the word itself is a word of some template, stop words included. */
  has(word: string): boolean {
    return this.words.has(word);
  }

  /** Words that begin with `prefix` (itself excluded), the commonest first. */
  completions(prefix: string, limit = MAX_COMPLETIONS): string[] {
    const found: string[] = [];
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < this.sorted.length; index += 1) {
      const word = this.sorted[index]!;
      if (!word.startsWith(prefix)) break;
      if (word !== prefix && this.isContentWord(word)) found.push(word);
    }
    return found.sort(byCommonness(this)).slice(0, limit);
  }

  /**
   * Words that hold `fragment` anywhere ("irthd" → birthday, birthdays): what the spec's substring
   * match finds within words. Undefined when more than `limit` do (a fragment of a letter or two),
   * or when a stop word does, which the text-search index cannot find.
   */
  containing(fragment: string, limit: number): string[] | undefined {
    const found: string[] = [];
    for (const [length, words] of this.byLength) {
      if (length < fragment.length) continue;
      for (const word of words) {
        if (!word.includes(fragment)) continue;
        if (found.length === limit || !this.isContentWord(word)) return undefined;
        found.push(word);
      }
    }
    return found;
  }

  /**
   * Words within `maxEdits` of `typed` (not itself), nearest and then commonest first. With
   * `asPrefix`, a word also counts when its beginning is that near: what is being typed
   * ("brithd") may be the start of a word ("birthday").
   */
  near(typed: string, maxEdits: number, asPrefix = false): NearWord[] {
    if (maxEdits <= 0) return [];
    const found: NearWord[] = [];
    const longest = asPrefix ? Infinity : typed.length + maxEdits;
    for (const [length, words] of this.byLength) {
      if (length < typed.length - maxEdits || length > longest) continue;
      for (const word of words) {
        // A word it begins is a completion, not a slip.
        if (word === typed || (asPrefix && word.startsWith(typed))) continue;
        if (!this.isContentWord(word)) continue;
        const distance = asPrefix
          ? this.prefixDistance(typed, word, maxEdits)
          : editDistance(typed, word, maxEdits);
        if (distance <= maxEdits) found.push({ word, distance });
      }
    }
    const commonness = byCommonness(this);
    return found
      .sort((a, b) => a.distance - b.distance || commonness(a.word, b.word))
      .slice(0, MAX_NEAR_WORDS);
  }

  /** The words a typed word of this length may have meant, by the typo rule. */
  typos(typed: string, asPrefix = false): NearWord[] {
    return this.near(typed, allowedEdits(typed.length), asPrefix);
  }

  /**
   * Two words of the catalogue that run together make `typed` ("realestate" → real, estate), the
   * pair whose rarer word is commonest; none when no split makes two known words.
   */
  split(typed: string): [string, string] | undefined {
    let best: [string, string] | undefined;
    let bestScore = 0;
    for (let at = MIN_SPLIT_PART; at <= typed.length - MIN_SPLIT_PART; at += 1) {
      const head = typed.slice(0, at);
      const tail = typed.slice(at);
      if (!this.isContentWord(head) || !this.isContentWord(tail)) continue;
      const score = Math.min(this.templatesOf(head), this.templatesOf(tail));
      if (score > bestScore) {
        best = [head, tail];
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * Whether a word of this lexicon begins or ends `typed` and is long enough to be a half of it
   * run together (see `split`): a word that could change how `typed` splits.
   */
  holdsHalfOf(typed: string): boolean {
    for (let at = MIN_SPLIT_PART; at <= typed.length - MIN_SPLIT_PART; at += 1) {
      if (this.isContentWord(typed.slice(0, at)) || this.isContentWord(typed.slice(at)))
        return true;
    }
    return false;
  }

  /**
   * The words that appeared or left since `older`, as a lexicon of their own (a word that left
   * with what it was): what a plan made against `older` is checked against (`planMayChange`).
   */
  changesSince(older: Lexicon): Lexicon {
    const changed: LexiconWord[] = [];
    for (const [word, entry] of this.words) if (!older.words.has(word)) changed.push(entry);
    for (const [word, entry] of older.words) if (!this.words.has(word)) changed.push(entry);
    return new Lexicon(this.version, changed);
  }

  /** A word found by a search: one some template holds that is not a stop word. */
  private isContentWord(word: string): boolean {
    const entry = this.words.get(word);
    return entry !== undefined && entry.stem !== null;
  }

  /** The least distance between `typed` and a beginning of `word` of about its length. */
  private prefixDistance(typed: string, word: string, maxEdits: number): number {
    let best = maxEdits + 1;
    const shortest = Math.max(1, typed.length - maxEdits);
    const longest = Math.min(word.length, typed.length + maxEdits);
    for (let length = shortest; length <= longest && best > 0; length += 1) {
      best = Math.min(best, editDistance(typed, word.slice(0, length), Math.min(maxEdits, best)));
    }
    return best;
  }
}

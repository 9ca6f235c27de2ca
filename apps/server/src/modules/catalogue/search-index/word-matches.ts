import { isLooseMatch, type Alternative, type PlannedWord } from '../../search';
import {
  bytesOfSlots,
  rankOfEntry,
  slotOfEntry,
  givenOnce,
  type ContributionOf,
  type SearchIndex,
  type WrittenTemplate,
} from './search-index';
import { MarkedSlots } from './marked-slots';
import type { DocumentLexeme, FieldRank } from './tsvector';

/**
 * Which templates a planned word matches, and how (ADR 35's rules, read from the index as
 * PostgreSQL's `@@` read the documents): the best field it is found in, and whether by what was
 * typed or its stem rather than a typo or a split.
 */

/** Set on a slot's value when a strict alternative (or the typed beginning) matches. */
export const STRICT = 4;
/** The value's bits that hold the field's rank. */
export const RANK = 3;

export interface WordMatches {
  /** Per slot: 0 when the word does not match, else its best field's rank, `STRICT` or'ed in. */
  bySlot: Uint8Array;
  /** The slots it matches, each once (dead ones among them). */
  slots: Int32Array;
}

/** The positions of each lexeme of a document, for a phrase. */
export const positionsOf = (document: readonly DocumentLexeme[]) =>
  new Map(document.map((lexeme) => [lexeme.lexeme, lexeme.positions]));

/**
 * The best field both halves of a phrase ("real estate", one after the other) are found in
 * together: `'real':A <-> 'estate':A` needs both at adjacent places of the name. 0 for none.
 */
export function phraseRank(positions: ReadonlyMap<string, number[]>, stems: string[]): number {
  let best = 0;
  const starts = positions.get(stems[0]!) ?? [];
  for (const start of starts) {
    let rank = start & RANK;
    let at = start >> 2;
    for (const stem of stems.slice(1)) {
      at += 1;
      const next = positions.get(stem)?.find((position) => position >> 2 === at);
      if (next === undefined) {
        rank = 0;
        break;
      }
      rank = Math.min(rank, next & RANK);
    }
    best = Math.max(best, rank);
  }
  return best;
}

/**
 * What one word matches in the index, kept by the index until it changes: the same words come
 * back search after search. Read only.
 */
export function matchWord(index: SearchIndex, word: PlannedWord): WordMatches {
  return index.keptWork.keep(
    wordKeyOf(word),
    () => markWord(index, word),
    (matches) => matches.bySlot.length + bytesOfSlots(matches.slots),
    contributionToWord(word),
  );
}

/** What decides a word's matches: what was typed, as a beginning or not, its alternatives. */
const wordKeyOf = (word: PlannedWord) =>
  `word\n${JSON.stringify([
    word.typed,
    word.asPrefix,
    word.alternatives.map((alternative) => [isLooseMatch(alternative), alternative.stems]),
  ])}`;

/**
 * How a word matches one template (its value of `WordMatches.bySlot`, 0 for none), as
 * `markWord` marks its slot from the postings: what a template gives a word's kept matches.
 */
function wordValueIn({ lexemes }: WrittenTemplate, word: PlannedWord): number {
  let value = 0;
  const mark = (rank: number, strict: number) => {
    value = ((value & RANK) > rank ? value & RANK : rank) | (value & STRICT) | strict;
  };
  for (const alternative of word.alternatives) {
    const strict = isLooseMatch(alternative) ? 0 : STRICT;
    if (alternative.stems.length === 1) {
      const found = lexemes.get(alternative.stems[0]!);
      if (found) mark(found.rank, strict);
    } else {
      const rank = phraseRank(positionsOf([...lexemes.values()]), alternative.stems);
      if (rank > 0) mark(rank, strict);
    }
  }
  if (word.asPrefix) {
    for (const [lexeme, { rank }] of lexemes) if (lexeme.startsWith(word.typed)) mark(rank, STRICT);
  }
  return value;
}

/** What a template gives a word's kept matches. */
export const contributionToWord = (word: PlannedWord): ContributionOf => {
  const key = wordKeyOf(word);
  return (written) => givenOnce(written, key, () => wordValueIn(written, word));
};

function markWord(index: SearchIndex, word: PlannedWord): WordMatches {
  const bySlot = new Uint8Array(index.slotCount);
  const matched = new MarkedSlots();
  const mark = (slot: number, rank: number, strict: number) => {
    const before = bySlot[slot]!;
    if (before === 0) matched.add(slot);
    bySlot[slot] = ((before & RANK) > rank ? before & RANK : rank) | (before & STRICT) | strict;
  };
  const markAll = (postings: ArrayLike<number>, strict: number) => {
    for (let at = 0; at < postings.length; at += 1) {
      const entry = postings[at]!;
      mark(slotOfEntry(entry), rankOfEntry(entry), strict);
    }
  };
  for (const alternative of word.alternatives) {
    const strict = isLooseMatch(alternative) ? 0 : STRICT;
    if (alternative.stems.length === 1) markAll(index.postingsOf(alternative.stems[0]!), strict);
    else for (const [slot, rank] of phraseMatches(index, alternative)) mark(slot, rank, strict);
  }
  if (word.asPrefix) {
    for (const lexeme of index.lexemesStartingWith(word.typed)) {
      markAll(index.postingsOf(lexeme), STRICT);
    }
  }
  return { bySlot, slots: matched.slots(bySlot) };
}

/** The slots holding a phrase's stems one after the other, each with the phrase's best rank. */
function phraseMatches(index: SearchIndex, alternative: Alternative): [number, FieldRank][] {
  const [first, ...rest] = alternative.stems.map((stem) => index.postingsOf(stem));
  const holdingRest = rest.map((postings) => new Set(postings.map(slotOfEntry)));
  const found: [number, FieldRank][] = [];
  for (const entry of first ?? []) {
    const slot = slotOfEntry(entry);
    if (!index.template(slot) || !holdingRest.every((slots) => slots.has(slot))) continue;
    const rank = phraseRank(positionsOf(index.documentOf(slot)), alternative.stems);
    if (rank > 0) found.push([slot, rank as FieldRank]);
  }
  return found;
}

/** The best field a word is found in within one small document (a section's name); 0 for none. */
export function wordRankIn(positions: ReadonlyMap<string, number[]>, word: PlannedWord): number {
  let best = 0;
  const rankOf = (lexemePositions: number[] | undefined) =>
    Math.max(0, ...(lexemePositions ?? []).map((position) => position & RANK));
  for (const alternative of word.alternatives) {
    best = Math.max(
      best,
      alternative.stems.length === 1
        ? rankOf(positions.get(alternative.stems[0]!))
        : phraseRank(positions, alternative.stems),
    );
  }
  if (word.asPrefix) {
    for (const [lexeme, lexemePositions] of positions) {
      if (lexeme.startsWith(word.typed)) best = Math.max(best, rankOf(lexemePositions));
    }
  }
  return best;
}

/** About how many postings marking the word reads: the rarest word of a search is marked. */
export function postingsOfWord(index: SearchIndex, word: PlannedWord): number {
  let postings = 0;
  for (const alternative of word.alternatives) {
    postings += index.postingsOf(alternative.stems[0]!).length;
  }
  if (word.asPrefix) {
    for (const lexeme of index.lexemesStartingWith(word.typed)) {
      postings += index.postingsOf(lexeme).length;
    }
  }
  return postings;
}

/** The rank of a match in the name. */
export const NAME_RANK = 3;

/** Whether the slot's name holds the word: a stem, a phrase or the typed beginning in field A. */
export function inName(index: SearchIndex, slot: number, word: PlannedWord): boolean {
  const name = index.nameLexemesOf(slot);
  for (const alternative of word.alternatives) {
    if (alternative.stems.length === 1) {
      if (name.includes(alternative.stems[0]!)) return true;
    } else if (phraseRank(positionsOf(index.documentOf(slot)), alternative.stems) === NAME_RANK) {
      return true;
    }
  }
  return word.asPrefix && name.some((lexeme) => lexeme.startsWith(word.typed));
}

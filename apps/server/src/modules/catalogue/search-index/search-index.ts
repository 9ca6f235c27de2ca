import type { Orientation, TemplateKind } from '@frameshop/contract';
import { inSlices } from './in-slices';
import { KeptValues } from './kept-values';
import { parseTsvector, type DocumentLexeme, type FieldRank } from './tsvector';
import { insertSorted, removeSorted } from './sorted-numbers';

/** What the index keeps of a template on sale: what a search matches, scopes and orders by. */
export interface IndexedTemplate {
  id: number;
  kind: TemplateKind;
  sections: readonly string[];
  orientation: Orientation;
  price: number;
  priceInd: number | null;
  durationSeconds: number | null;
  popularity: number;
  /** The lower-cased name, description and categories: what the spec's substring match reads. */
  text: string;
  /** The weighted document PostgreSQL made of it (`template_search_document`), as text. */
  document: string;
  /** The stamp it was read at (`template_search_changes`): read again unchanged, it is skipped. */
  changed: string;
  /** The stamp its popularity was read at (`template_popularity_changes`), if it was sold since. */
  sold?: string;
}

/**
 * Vocabulary versions, counted across every index of the process: a planner keeps its lexicon
 * by version, and a new index built beside the live one (ADR 58) must not reach a version the
 * old one had with other words.
 */
let vocabularyVersions = 0;
const nextVocabularyVersion = () => (vocabularyVersions += 1);

/** Popularity changes remembered for answers kept from before them: a few seconds of sales. */
const POPULARITY_LOG = 4096;

/** One entry of a lexeme's postings: the template's slot × 4 + the best field it is found in. */
const entryOf = (slot: number, rank: FieldRank) => slot * 4 + rank;
export const slotOfEntry = (entry: number) => entry >> 2;
export const rankOfEntry = (entry: number) => (entry & 3) as FieldRank;

/** How a text is split into the words the substring match reads: as a search is (`queryWords`). */
const TEXT_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
export const textWordsOf = (text: string) => text.split(TEXT_SEPARATORS).filter(Boolean);

/** The distinct words of a template's vocabulary: its text's and its sections'. */
function vocabularyOf(template: IndexedTemplate): Set<string> {
  const words = `${template.text} ${template.sections.join(' ').toLowerCase()}`
    .split(VOCABULARY_SEPARATORS)
    .filter((word) => word.length >= 2 && word.length <= 40);
  return new Set(words);
}

/** Letters and digits, as PostgreSQL's `[:alnum:]`: a mark is not one. */
const VOCABULARY_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Where a fragment lies in a text's word: anywhere, as its start, its end, or the whole word. */
export type WordPlace = 'within' | 'start' | 'end' | 'whole';

/** Whether a text's word holds `fragment` at `place`. */
const holdsAt = (word: string, fragment: string, place: WordPlace) =>
  place === 'whole'
    ? word === fragment
    : place === 'start'
      ? word.startsWith(fragment)
      : place === 'end'
        ? word.endsWith(fragment)
        : word.includes(fragment);

/**
 * A template as it was before a write or is after it, as kept values check what it gives them:
 * what a search reads of it, its document's lexemes and its text's words.
 */
export interface WrittenTemplate {
  template: Readonly<IndexedTemplate>;
  lexemes: ReadonlyMap<string, DocumentLexeme>;
  words: readonly string[];
  /** What it gives each word and fragment, worked out once: kept values share them. */
  given: Map<string, Contribution>;
}

/** What the template gives `key` (a word's or a fragment's), worked out once per write. */
export function givenOnce(
  written: WrittenTemplate,
  key: string,
  work: () => Contribution,
): Contribution {
  let given = written.given.get(key);
  if (given === undefined) {
    given = work();
    written.given.set(key, given);
  }
  return given;
}

const writtenOf = (
  template: Readonly<IndexedTemplate>,
  document: readonly DocumentLexeme[],
): WrittenTemplate => ({
  template,
  lexemes: new Map(document.map((lexeme) => [lexeme.lexeme, lexeme])),
  words: textWordsOf(template.text),
  given: new Map(),
});

/**
 * What a template gives a kept value (ADR 58): 0 for nothing (it is not found, or the value is
 * of another kind), else whatever of it the value was worked out from (how each word matches,
 * say). A write that changes it forgets the value; one that does not (an owner's save of other
 * words, a new template no word matches) keeps it.
 */
export type Contribution = string | number;
export type ContributionOf = (written: WrittenTemplate) => Contribution;

/** What a template of a kind gives what the filters count or the list shows without a search. */
export const scopeFieldsOf = (template: Readonly<IndexedTemplate>) =>
  JSON.stringify([
    template.kind,
    template.orientation,
    template.price,
    template.priceInd,
    template.durationSeconds,
    template.sections,
  ]);

/** What a template gives a value kept from the kind's templates on sale: its scope's fields. */
export const contributionToKind =
  (kind: TemplateKind): ContributionOf =>
  ({ template }) =>
    template.kind === kind ? scopeFieldsOf(template) : 0;

/** Whether the text's words (`textWordsOf`) hold `fragment` at `place`: 1, else 0. */
export const contributionOfWordHolding = (fragment: string, place: WordPlace): ContributionOf => {
  const key = `${place}\n${fragment}`;
  return (written) =>
    givenOnce(written, key, () =>
      written.words.some((word) => holdsAt(word, fragment, place)) ? 1 : 0,
    );
};

/** About the memory a list of slots takes. */
export const bytesOfSlots = (slots: readonly number[]) => 64 + slots.length * 8;

/** Scratch arrays kept for searches: a few searches' worth. */
const MAX_SCRATCH = 32;

/**
 * What searches work out and keep until the index changes, in two budgets, so that the answers
 * searches ask again are not crowded out by the work that made them: a query's found templates,
 * filter counts and suggested names (tens of bytes a template found), and the words' and
 * substrings' matches they are made from (a byte a slot: 100 kB at 100,000 templates).
 */
const KEPT_ANSWER_BYTES = 96 * 1024 * 1024;
const KEPT_WORK_BYTES = 32 * 1024 * 1024;

/**
 * The catalogue's templates on sale in memory, with two inverted indexes (ADR 50): PostgreSQL's
 * lexemes (stems, weighted by field) to the templates whose document holds them, and the words of
 * the templates' texts, for the spec's substring match. A changed template is written over in
 * its slot (ADR 58); a template taken off sale leaves its slot's postings dead, skipped until they
 * pile up and a new index is built. What searches worked out is kept until a write changes what a
 * template gives it; a value kept as a byte a slot reads a slot added since past its end as 0
 * (`at`): the template gives it nothing, or the value would have been forgotten.
 */
export class SearchIndex {
  private slots: (IndexedTemplate | undefined)[] = [];
  /** Each slot's lexemes found in the name (field A), for suggestions checked name by name. */
  private nameLexemes: string[][] = [];
  /** Each kind's live slots, the most popular first, until the index changes. */
  private readonly byPopularity = new Map<TemplateKind, number[]>();
  /** How many postings each slot wrote, to know when the dead ones are worth dropping. */
  private postingCounts: number[] = [];
  private readonly slotOfId = new Map<number, number>();
  /** Postings by lexeme, each with its lexeme: the one string every slot holding it shares. */
  private readonly lexemes = new Map<string, { lexeme: string; entries: number[] }>();
  private sortedLexemes: string[] | undefined;
  private readonly words = new Map<string, number[]>();
  /** The catalogue's words (ADR 35) and how many templates on sale hold each. */
  private readonly vocabularyCounts = new Map<string, number>();
  private vocabularyChanges = nextVocabularyVersion();
  /** What searches found (templates, counts, names), kept until a template they hold changes. */
  readonly keptAnswers = new KeptValues<WrittenTemplate>(KEPT_ANSWER_BYTES);
  /** What answers are made from (a word's matches, say), kept the same way. */
  readonly keptWork = new KeptValues<WrittenTemplate>(KEPT_WORK_BYTES);
  private postings = 0;
  private deadPostings = 0;
  /** Moves with every sale the index reads: answers ordered by popularity check against it. */
  private popularityChanges = 0;
  /** The templates whose popularity changed, the last `POPULARITY_LOG`, the newest last. */
  private readonly popularityLog: IndexedTemplate[] = [];
  /** Zeroed arrays of one byte a slot, lent to one search at a time and given back zeroed. */
  private readonly scratch: Uint8Array[] = [];

  /** Slots so far, dead ones included: the size of a per-slot array. */
  get slotCount(): number {
    return this.slots.length;
  }

  get size(): number {
    return this.slotOfId.size;
  }

  template(slot: number): IndexedTemplate | undefined {
    return this.slots[slot];
  }

  /** The template's slot by id, if it is on sale. */
  slotOf(id: number): number | undefined {
    return this.slotOfId.get(id);
  }

  /**
   * Adds a template on sale, or writes the one of its id over in its slot (ADR 58): the object
   * kept answers hold is the same, changed in place, its postings moved from its old lexemes and
   * words to its new ones; what searches kept is forgotten only where the template gives it
   * something else than before.
   */
  put(template: IndexedTemplate): void {
    const document = parseTsvector(template.document);
    const slot = this.slotOfId.get(template.id);
    if (slot === undefined) {
      const added = this.slots.length;
      this.slots.push(template);
      this.slotOfId.set(template.id, added);
      this.postingCounts.push(this.post(added, template, document));
      this.placeInPopularity(template);
      this.count(template, 1);
      // Nothing kept while an index is built: the load spends nothing on this.
      if (this.keepsAnything) this.forgetChanged(undefined, writtenOf(template, document));
      return;
    }
    const held = this.slots[slot]!;
    const before = writtenOf({ ...held }, parseTsvector(held.document));
    this.count(held, -1);
    this.unpost(slot, before);
    const moves = held.kind !== template.kind || held.popularity !== template.popularity;
    if (moves) this.takeOutOfPopularity(held, slot);
    if (held.popularity !== template.popularity) this.logSale(held);
    Object.assign(held, template);
    if (moves) this.placeInPopularity(held);
    this.postingCounts[slot] = this.post(slot, held, document);
    this.count(held, 1);
    this.forgetChanged(before, writtenOf(held, document));
  }

  /**
   * The words a buyer may type of the templates on sale (lower case, runs of letters and digits
   * of 2 to 40, as the database split them before ADR 50), each with how many templates hold it.
   */
  get vocabulary(): ReadonlyMap<string, number> {
    return this.vocabularyCounts;
  }

  /** Moves whenever a word appears in the vocabulary or leaves it; not when only a count does. */
  get vocabularyVersion(): number {
    return this.vocabularyChanges;
  }

  private count(template: IndexedTemplate, delta: 1 | -1): void {
    for (const word of vocabularyOf(template)) {
      const count = (this.vocabularyCounts.get(word) ?? 0) + delta;
      if (count > 0) this.vocabularyCounts.set(word, count);
      else this.vocabularyCounts.delete(word);
      if (count === 0 || count === delta) this.vocabularyChanges = nextVocabularyVersion();
    }
  }

  /** Takes a template off the index (no longer on sale, or gone). */
  remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    const template = this.slots[slot]!;
    this.count(template, -1);
    this.takeOutOfPopularity(template, slot);
    this.slots[slot] = undefined;
    this.nameLexemes[slot] = [];
    this.slotOfId.delete(id);
    this.deadPostings += this.postingCounts[slot]!;
    this.forgetChanged(writtenOf(template, parseTsvector(template.document)), undefined);
  }

  /** Out of its kind's popularity order, if kept: sorting 100,000 again costs a stall. */
  private takeOutOfPopularity(template: IndexedTemplate, slot: number): void {
    const sorted = this.byPopularity.get(template.kind);
    if (sorted) sorted.splice(sorted.indexOf(slot), 1);
  }

  /** Into its kind's popularity order, if kept, in its place. */
  private placeInPopularity(template: IndexedTemplate): void {
    const sorted = this.byPopularity.get(template.kind);
    if (sorted) {
      sorted.splice(this.popularityPlaceOf(sorted, template), 0, this.slotOfId.get(template.id)!);
    }
  }

  /** A popularity changed: answers kept in an order it breaks ties of check themselves. */
  private logSale(template: IndexedTemplate): void {
    this.popularityChanges += 1;
    this.popularityLog.push(template);
    if (this.popularityLog.length > POPULARITY_LOG) this.popularityLog.shift();
  }

  /**
   * Whether a quarter of the postings are dead: worth building the index again from its live
   * templates (`LiveSearchIndex` does, in slices, into a new index it then swaps in).
   */
  get wantsCompaction(): boolean {
    return this.deadPostings > this.postings / 4 && this.deadPostings > 10_000;
  }

  /** The templates on sale, for building a new index from them. */
  liveTemplates(): IndexedTemplate[] {
    return [...this.slotOfId.values()].map((slot) => this.slots[slot]!);
  }

  /**
   * A sale (ADR 58): the template's popularity changes in place, and its place in its kind's
   * popularity order; its postings, and what searches worked out from them, stay. Answers kept
   * in an order that popularity breaks ties of check themselves against `popularityVersion`.
   */
  setPopularity(id: number, popularity: number, sold: string): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    const template = this.slots[slot]!;
    template.sold = sold;
    if (template.popularity === popularity) return;
    this.takeOutOfPopularity(template, slot);
    template.popularity = popularity;
    this.placeInPopularity(template);
    this.logSale(template);
  }

  /** Where a template goes in its kind's order, the most popular first (then the highest id). */
  private popularityPlaceOf(sorted: readonly number[], template: IndexedTemplate): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = this.slots[sorted[middle]!]!;
      const before =
        other.popularity > template.popularity ||
        (other.popularity === template.popularity && other.id > template.id);
      if (before) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** How many sales the index has read: an answer kept at an older one may be out of order. */
  get popularityVersion(): number {
    return this.popularityChanges;
  }

  /**
   * The templates whose popularity changed since `version`, or undefined when more changed than
   * the index remembers (the answer is to be worked out again).
   */
  soldSince(version: number): readonly IndexedTemplate[] | undefined {
    const count = this.popularityChanges - version;
    if (count > this.popularityLog.length) return undefined;
    return count === 0 ? [] : this.popularityLog.slice(-count);
  }

  /**
   * A zeroed array of a byte a slot for a search's marks. A search lends several and gives them
   * back when done (`giveBack`): a hundred thousand templates would otherwise cost a search
   * hundreds of kilobytes of garbage.
   */
  borrow(): Uint8Array {
    const array = this.scratch.pop();
    return array && array.length === this.slots.length ? array : new Uint8Array(this.slots.length);
  }

  giveBack(array: Uint8Array): void {
    if (array.length !== this.slots.length || this.scratch.length >= MAX_SCRATCH) return;
    array.fill(0);
    this.scratch.push(array);
  }

  private get keepsAnything(): boolean {
    return this.keptAnswers.size + this.keptWork.size > 0;
  }

  /** Forgets what searches worked out that the template gives something else than before. */
  private forgetChanged(before?: WrittenTemplate, after?: WrittenTemplate): void {
    this.keptAnswers.forgetChanged(before, after);
    this.keptWork.forgetChanged(before, after);
  }

  /** The kind's templates on sale, the most popular first (then the highest id). */
  mostPopular(kind: TemplateKind): readonly number[] {
    let sorted = this.byPopularity.get(kind);
    if (!sorted) {
      sorted = [];
      for (const [, slot] of this.slotOfId) if (this.slots[slot]!.kind === kind) sorted.push(slot);
      const slots = this.slots;
      sorted.sort(
        (a, b) => slots[b]!.popularity - slots[a]!.popularity || slots[b]!.id - slots[a]!.id,
      );
      this.byPopularity.set(kind, sorted);
    }
    return sorted;
  }

  /** The lexemes of the slot's name. */
  nameLexemesOf(slot: number): readonly string[] {
    return this.nameLexemes[slot] ?? [];
  }

  /** A lexeme's postings (dead slots among them: check `template`). */
  postingsOf(lexeme: string): readonly number[] {
    return this.lexemes.get(lexeme)?.entries ?? [];
  }

  /** The document's lexemes that begin with `prefix`, as `to_tsquery('simple', 'prefix:*')`. */
  lexemesStartingWith(prefix: string): string[] {
    this.sortedLexemes ??= [...this.lexemes.keys()].sort();
    const sorted = this.sortedLexemes;
    const low = sortedPlaceOf(sorted, prefix);
    const found: string[] = [];
    for (let at = low; at < sorted.length && sorted[at]!.startsWith(prefix); at += 1) {
      found.push(sorted[at]!);
    }
    return found;
  }

  /** The slots whose text has a word holding `fragment` at `place` (dead slots among them). */
  slotsWithWord(fragment: string, place: WordPlace): readonly number[] {
    if (place === 'whole') return this.words.get(fragment) ?? [];
    return this.keptWork.keep(
      `${place}\n${fragment}`,
      () => {
        const found: number[] = [];
        for (const [word, slots] of this.words) {
          if (holdsAt(word, fragment, place)) for (const slot of slots) found.push(slot);
        }
        return found;
      },
      bytesOfSlots,
      contributionOfWordHolding(fragment, place),
    );
  }

  /** The slot's document, parsed: for a phrase, which needs its positions. */
  documentOf(slot: number): DocumentLexeme[] {
    return parseTsvector(this.slots[slot]?.document ?? '');
  }

  /** Every live slot, for a search that no index can narrow (a substring of separators only). */
  *liveSlots(): Generator<number> {
    for (const [, slot] of this.slotOfId) yield slot;
  }

  /** Adds the slot's postings, each list kept in slot order; answers how many. */
  private post(slot: number, template: IndexedTemplate, document: DocumentLexeme[]): number {
    let count = 0;
    const inName: string[] = [];
    for (const { lexeme, rank } of document) {
      let postings = this.lexemes.get(lexeme);
      if (postings) insertSorted(postings.entries, entryOf(slot, rank));
      else {
        postings = { lexeme, entries: [entryOf(slot, rank)] };
        this.lexemes.set(lexeme, postings);
        // In its place: sorting every lexeme again at each new word an owner types is a stall.
        const sorted = this.sortedLexemes;
        if (sorted) sorted.splice(sortedPlaceOf(sorted, lexeme), 0, lexeme);
      }
      if (rank === 3) inName.push(postings.lexeme);
      count += 1;
    }
    this.nameLexemes[slot] = inName;
    for (const word of new Set(textWordsOf(template.text))) {
      const slots = this.words.get(word);
      if (slots) insertSorted(slots, slot);
      else this.words.set(word, [slot]);
      count += 1;
    }
    this.postings += count;
    return count;
  }

  /** Takes the slot's postings of its template as it was out of their lists. */
  private unpost(slot: number, { lexemes, words }: WrittenTemplate): void {
    for (const { lexeme, rank } of lexemes.values()) {
      removeSorted(this.lexemes.get(lexeme)!.entries, entryOf(slot, rank));
    }
    for (const word of new Set(words)) removeSorted(this.words.get(word)!, slot);
    this.postings -= this.postingCounts[slot]!;
  }
}

/** Where `text` goes in `sorted`: the place of the first string not below it. */
function sortedPlaceOf(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A byte a slot kept from before a slot was added: past its end, the new slots read 0. */
export const at = (bySlot: Uint8Array, slot: number): number => bySlot[slot] ?? 0;

/**
 * A new index of `live`'s templates, without its dead slots and postings, built in slices that
 * yield to the event loop (ADR 58): built at once, 100,000 templates held it for 4 to 5 s.
 */
export async function rebuiltIndex(live: SearchIndex): Promise<SearchIndex> {
  const fresh = new SearchIndex();
  // Copies: the live index changes its templates in place while this one is built.
  await inSlices(live.liveTemplates(), (template) => fresh.put({ ...template }));
  return fresh;
}

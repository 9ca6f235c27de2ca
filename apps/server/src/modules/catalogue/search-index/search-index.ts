import { templateKindSchema, type Orientation, type TemplateKind } from '@frameshop/contract';
import { CompactDocuments, type FrozenDocuments } from './compact-documents';
import { timesInSlices } from './in-slices';
import { KeptValues } from './kept-values';
import { PostingList } from './posting-list';
import { ownCopy, SharedValues } from './shared-values';
import { sortedInSlices } from './sorted-in-slices';
import { parseTsvector, type DocumentLexeme, type FieldRank } from './tsvector';

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
  /** The stamp it was read at (`template_search_changes`): read again unchanged, it is skipped. */
  changed: string;
}

/**
 * A template as read from the database: what the index keeps of it, and the weighted document
 * PostgreSQL made of it (`template_search_document`) as text, which the index keeps packed
 * (`CompactDocuments`) rather than as this text.
 */
export interface TemplateRead extends IndexedTemplate {
  document: string;
}

/**
 * An index's state as a snapshot on disk holds it (ADR 58), or as a new index starts: what a
 * load builds, without what searches worked out (kept answers start empty).
 */
export interface IndexParts {
  /** Each slot's template, undefined for a dead slot. */
  slots: (IndexedTemplate | undefined)[];
  slotOfId: Map<number, number>;
  lexemeIds: Map<string, number>;
  lexemeTexts: string[];
  lexemePostings: PostingList[];
  documents: CompactDocuments;
  words: Map<string, PostingList>;
  /** The values the templates share (`SharedValues`): the slots' templates hold its copies. */
  shared: SharedValues;
  vocabulary: Map<string, number>;
  /** Every posting in the lists, and those of dead slots among them. */
  postings: number;
  deadPostings: number;
}

const emptyParts = (): IndexParts => ({
  slots: [],
  slotOfId: new Map(),
  lexemeIds: new Map(),
  lexemeTexts: [],
  lexemePostings: [],
  documents: new CompactDocuments(),
  words: new Map(),
  shared: new SharedValues(),
  vocabulary: new Map(),
  postings: 0,
  deadPostings: 0,
});

/** What a snapshot being written reads of an index (`SearchIndex.snapshotSource`). */
export interface IndexSnapshotSource {
  /** The slots held: those there were when the snapshot began. */
  readonly slotCount: number;
  /** The lexemes there were then, and their lists (which change: copied one by one). */
  readonly lexemeTexts: readonly string[];
  readonly lexemePostings: readonly PostingList[];
  /** The text words' lists, live: a word added meanwhile is held by slots written alone. */
  readonly words: ReadonlyMap<string, PostingList>;
  readonly documents: FrozenDocuments;
  /** The slots written over or taken off since the snapshot began: held dead. */
  readonly written: ReadonlySet<number>;
  /** A held slot's template as it is now: undefined for a dead slot or one written since. */
  template(slot: number): IndexedTemplate | undefined;
  sharedValues(): SharedValues;
  /**
   * The vocabulary of the templates held, read last, in the same turn as the last slot's
   * check: the snapshot is then done with the index.
   */
  vocabularyHeld(): Map<string, number>;
  /** Ends the snapshot's watch of the index without reading it (a write given up). */
  release(): void;
}

/**
 * Vocabulary versions, counted across every index of the process: a planner keeps its lexicon
 * by version, and a new index built beside the live one (ADR 58) must not reach a version the
 * old one had with other words.
 */
let vocabularyVersions = 0;
const nextVocabularyVersion = () => (vocabularyVersions += 1);

/** The kinds a template may be of, in the order of their codes (`SearchIndex.kindCodeOf`). */
export const KINDS: readonly TemplateKind[] = templateKindSchema.options;
/** A kind's code in `SearchIndex.kindCodeOf`: its place in `KINDS` + 1, 0 being a dead slot. */
const kindCodeOf = (kind: TemplateKind) => KINDS.indexOf(kind) + 1;

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
  readonly template: Readonly<IndexedTemplate>;
  /** Its slot: a value that takes an added template in place (`KeptValues.keep`) holds it. */
  readonly slot: number;
  readonly lexemes: ReadonlyMap<string, DocumentLexeme>;
  readonly words: readonly string[];
  /** What it gives each word and fragment, worked out once: kept values share them. */
  readonly given: Map<string, Contribution>;
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

/**
 * A written template whose lexemes and words are read when first asked for, its document from
 * where its bytes lie in the index (`readDocument`). The kept values' log holds a thousand writes,
 * most never read (no value kept from before them is asked for again); made at each write, their
 * lexemes, words and maps were a third of what an import and a rewrite moved into the old
 * generation, for every major collection to mark (issue 80).
 */
class WrittenLater implements WrittenTemplate {
  private lexemesRead: ReadonlyMap<string, DocumentLexeme> | undefined;
  private wordsRead: readonly string[] | undefined;
  private givenMade: Map<string, Contribution> | undefined;

  constructor(
    readonly template: Readonly<IndexedTemplate>,
    readonly slot: number,
    private readonly readDocument: () => readonly DocumentLexeme[],
  ) {}

  get lexemes(): ReadonlyMap<string, DocumentLexeme> {
    this.lexemesRead ??= new Map(this.readDocument().map((lexeme) => [lexeme.lexeme, lexeme]));
    return this.lexemesRead;
  }

  get words(): readonly string[] {
    this.wordsRead ??= textWordsOf(this.template.text);
    return this.wordsRead;
  }

  get given(): Map<string, Contribution> {
    this.givenMade ??= new Map();
    return this.givenMade;
  }
}

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
export const bytesOfSlots = (slots: ArrayLike<number>) => 64 + slots.length * 4;

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

/** Dead bytes of documents past which building the index again is worth it (and a quarter). */
const DEAD_DOCUMENT_BYTES = 1024 * 1024;

/**
 * The catalogue's templates on sale in memory, with two inverted indexes (ADR 50): PostgreSQL's
 * lexemes (stems, weighted by field) to the templates whose document holds them, and the words of
 * the templates' texts, for the spec's substring match. A changed template is written over in
 * its slot (ADR 58); a template taken off sale leaves its slot's postings dead, skipped until they
 * pile up and a new index is built. What searches worked out is kept until a write changes what a
 * template gives it; a value kept as a byte a slot reads a slot added since past its end as 0
 * (`at`): the template gives it nothing, or the value would have been forgotten.
 *
 * Compact (issue 80): postings in typed arrays (`PostingList`), each lexeme's text once (its id
 * in the packed documents, `CompactDocuments`), the values templates share held once
 * (`SharedValues`), and each template's document packed rather than kept as its text.
 */
export class SearchIndex {
  private readonly slots: (IndexedTemplate | undefined)[];
  /**
   * Each slot's kind's code (`KINDS`), 0 for a dead slot: what a search gathering the slots it
   * found reads, rather than each template's object. Read through the objects, a common word's
   * 100,000 slots were as many reads of memory scattered through the heap (issue 80).
   */
  private kindCodes: Uint8Array;
  /** Each kind's live slots, the most popular first, until the index changes. */
  private readonly byPopularity = new Map<TemplateKind, number[]>();
  private readonly slotOfId: Map<number, number>;
  /** Each lexeme's id: its place in `lexemeTexts` and `lexemePostings`. */
  private readonly lexemeIds: Map<string, number>;
  private readonly lexemeTexts: string[];
  private readonly lexemePostings: PostingList[];
  private sortedLexemes: string[] | undefined;
  private readonly documents: CompactDocuments;
  private readonly words: Map<string, PostingList>;
  private readonly shared: SharedValues;
  /** The catalogue's words (ADR 35) and how many templates on sale hold each. */
  private readonly vocabularyCounts: Map<string, number>;
  private vocabularyChanges = nextVocabularyVersion();
  /**
   * Each kind's sections among the templates on sale, with how many hold each: counted as
   * templates are put and taken off; an index a snapshot held counts its slots when first asked.
   */
  private sectionCounts: Map<string, Map<string, number>> | undefined;
  /** Each kind's section names, sorted, until one appears or leaves. */
  private readonly sectionNames = new Map<string, readonly string[]>();
  /** What searches found (templates, counts, names), kept until a template they hold changes. */
  readonly keptAnswers = new KeptValues<WrittenTemplate>(KEPT_ANSWER_BYTES);
  /** What answers are made from (a word's matches, say), kept the same way. */
  readonly keptWork = new KeptValues<WrittenTemplate>(KEPT_WORK_BYTES);
  private postings: number;
  private deadPostings: number;
  /** Moves with every sale the index reads: answers ordered by popularity check against it. */
  private popularityChanges = 0;
  /** The templates whose popularity changed, the last `POPULARITY_LOG`, the newest last. */
  private readonly popularityLog: IndexedTemplate[] = [];
  /**
   * Built again from another index (`putFrom`): the slot each of its slots was copied into, so
   * that its popularity orders are taken without a lookup by id (`takePopularityOrders`).
   */
  private copiedSlots: number[] | undefined;
  /** Zeroed arrays of one byte a slot, lent to one search at a time and given back zeroed. */
  private readonly scratch: Uint8Array[] = [];
  /** The slots written over or taken off since each snapshot being written began (ADR 58). */
  private readonly writtenSlots = new Set<Set<number>>();

  /** An empty index, or one of the parts a snapshot held (`index-snapshot-format.ts`). */
  constructor(parts: IndexParts = emptyParts()) {
    this.slots = parts.slots;
    this.kindCodes = new Uint8Array(Math.max(1024, parts.slots.length));
    parts.slots.forEach((template, slot) => {
      if (template) this.kindCodes[slot] = kindCodeOf(template.kind);
    });
    this.slotOfId = parts.slotOfId;
    this.lexemeIds = parts.lexemeIds;
    this.lexemeTexts = parts.lexemeTexts;
    this.lexemePostings = parts.lexemePostings;
    this.documents = parts.documents;
    this.words = parts.words;
    this.shared = parts.shared;
    this.vocabularyCounts = parts.vocabulary;
    this.sectionCounts = parts.slots.length === 0 ? new Map() : undefined;
    this.postings = parts.postings;
    this.deadPostings = parts.deadPostings;
  }

  /**
   * What a snapshot reads of the index while it is written in slices (ADR 58), the index
   * answering and taking changes meanwhile. The snapshot holds the slots there are now; a slot
   * written over or taken off from now on is held dead, its document dropped and its postings
   * dead (they may be of any moment of the writing): the read of changes that brings the
   * snapshot current at boot puts its template again, since every write applied from now on is
   * stamped within the window of this moment. Postings never move between slots, so a slot not
   * written holds the same postings in every list whenever the list is copied; a lexeme or a
   * word new since now is held only by slots written, and the slots added from now on are not
   * held (their postings are cut off the lists' ends when read back).
   */
  snapshotSource(): IndexSnapshotSource {
    const written = new Set<number>();
    this.writtenSlots.add(written);
    const slotCount = this.slots.length;
    return {
      slotCount,
      lexemeTexts: this.lexemeTexts.slice(),
      lexemePostings: this.lexemePostings.slice(),
      words: this.words,
      documents: this.documents.frozen(slotCount),
      written,
      template: (slot) => (written.has(slot) ? undefined : this.slots[slot]),
      sharedValues: () => this.shared,
      vocabularyHeld: () => {
        this.writtenSlots.delete(written);
        // The vocabulary as it is now, less what the templates not held give it.
        const vocabulary = new Map(this.vocabularyCounts);
        const notHeld = [...written];
        for (let slot = slotCount; slot < this.slots.length; slot += 1) notHeld.push(slot);
        for (const slot of notHeld) {
          const template = this.slots[slot];
          if (!template) continue;
          for (const word of vocabularyOf(template)) {
            const count = vocabulary.get(word)! - 1;
            if (count > 0) vocabulary.set(word, count);
            else vocabulary.delete(word);
          }
        }
        return vocabulary;
      },
      release: () => this.writtenSlots.delete(written),
    };
  }

  /** A slot written over or taken off: a snapshot being written holds it dead. */
  private written(slot: number): void {
    for (const written of this.writtenSlots) written.add(slot);
  }

  /** Every posting in the lists, and those of dead slots among them: what makes a compaction due. */
  get postingCounts(): { all: number; dead: number } {
    return { all: this.postings, dead: this.deadPostings };
  }

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

  /** The slot's template's kind's code: its place in `KINDS` + 1, or 0 for a dead slot. */
  kindCodeOf(slot: number): number {
    return this.kindCodes[slot] ?? 0;
  }

  private setKindCode(slot: number, code: number): void {
    if (slot >= this.kindCodes.length) {
      const grown = new Uint8Array(Math.max(slot + 1, Math.ceil(this.kindCodes.length * 1.5)));
      grown.set(this.kindCodes);
      this.kindCodes = grown;
    }
    this.kindCodes[slot] = code;
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
  put(template: TemplateRead): void {
    this.putParsed(template, parseTsvector(template.document), ownCopy(template.text));
  }

  /** A copy of another index's template, with its document: for building an index again. */
  putFrom(other: SearchIndex, slot: number): void {
    const template = other.template(slot)!;
    // Its text is already an index's own (`heldOf`, or a slice of a snapshot's texts): shared, not
    // copied again. A rebuild copied each of 100,000 texts, bytes the young collector then moved.
    this.putParsed(template, other.documentOf(slot), template.text);
    (this.copiedSlots ??= [])[slot] = this.slotOfId.get(template.id)!;
  }

  /** Puts `template` with its document and `text`, a copy of its text the index may keep. */
  private putParsed(template: IndexedTemplate, document: DocumentLexeme[], text: string): void {
    const slot = this.slotOfId.get(template.id);
    if (slot === undefined) {
      const held = this.heldOf(template, text);
      const added = this.slots.length;
      this.slots.push(held);
      this.setKindCode(added, kindCodeOf(held.kind));
      this.slotOfId.set(held.id, added);
      this.post(added, held.text, document);
      this.placeInPopularity(held);
      this.count(held, 1);
      // Nothing kept while an index is built: the load spends nothing on this.
      if (this.keepsAnything) this.forgetChanged(undefined, this.writtenAt({ ...held }, added));
      return;
    }
    const held = this.slots[slot]!;
    this.written(slot);
    const before = this.writtenAt({ ...held }, slot);
    const was = { text: held.text, document: this.documentOf(slot) };
    this.count(held, -1);
    const moves = held.kind !== template.kind || held.popularity !== template.popularity;
    if (moves) this.takeOutOfPopularity(held, slot);
    if (held.popularity !== template.popularity) this.logSale(held);
    Object.assign(held, this.heldOf(template, text));
    this.setKindCode(slot, kindCodeOf(held.kind));
    if (moves) this.placeInPopularity(held);
    this.post(slot, held.text, document, was);
    this.count(held, 1);
    this.forgetChanged(before, this.writtenAt({ ...held }, slot));
  }

  /**
   * What the index holds of a template: its own object (whatever the caller passed in, a row
   * read with its document, is not kept), the values templates share held once, and `text` as
   * its text.
   */
  private heldOf(template: IndexedTemplate, text: string): IndexedTemplate {
    return {
      id: template.id,
      kind: this.shared.text(template.kind),
      sections: this.shared.list(template.sections),
      orientation: this.shared.text(template.orientation),
      price: template.price,
      priceInd: template.priceInd,
      durationSeconds: template.durationSeconds,
      popularity: template.popularity,
      text,
      changed: template.changed,
    };
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

  /**
   * The names of the sections a kind's templates on sale are in, sorted: the same array until a
   * section appears or leaves, so a caller may keep what it made of them by it.
   */
  sectionsOf(kind: TemplateKind): readonly string[] {
    this.sectionCounts ??= this.countedSections();
    let names = this.sectionNames.get(kind);
    if (!names) {
      names = [...(this.sectionCounts.get(kind)?.keys() ?? [])].sort();
      this.sectionNames.set(kind, names);
    }
    return names;
  }

  private countedSections(): Map<string, Map<string, number>> {
    const counts = new Map<string, Map<string, number>>();
    for (const template of this.slots) if (template) this.countSections(counts, template, 1);
    return counts;
  }

  private countSections(
    counts: Map<string, Map<string, number>>,
    template: IndexedTemplate,
    delta: 1 | -1,
  ): void {
    let ofKind = counts.get(template.kind);
    if (!ofKind) counts.set(template.kind, (ofKind = new Map()));
    for (const section of template.sections) {
      const before = ofKind.get(section) ?? 0;
      const count = before + delta;
      if (count > 0) ofKind.set(section, count);
      else ofKind.delete(section);
      if ((before === 0) !== (count === 0)) this.sectionNames.delete(template.kind);
    }
  }

  private count(template: IndexedTemplate, delta: 1 | -1): void {
    for (const word of vocabularyOf(template)) {
      const count = (this.vocabularyCounts.get(word) ?? 0) + delta;
      if (count > 0) this.vocabularyCounts.set(word, count);
      else this.vocabularyCounts.delete(word);
      if (count === 0 || count === delta) this.vocabularyChanges = nextVocabularyVersion();
    }
    if (this.sectionCounts) this.countSections(this.sectionCounts, template, delta);
  }

  /** Takes a template off the index (no longer on sale, or gone). */
  remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    const template = this.slots[slot]!;
    this.written(slot);
    const written = this.writtenAt(template, slot);
    const postings = postingCountOf(this.documentOf(slot), template);
    this.count(template, -1);
    this.takeOutOfPopularity(template, slot);
    this.slots[slot] = undefined;
    this.setKindCode(slot, 0);
    this.documents.drop(slot);
    this.slotOfId.delete(id);
    this.deadPostings += postings;
    this.forgetChanged(written, undefined);
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
   * Whether a quarter of the postings, or of the packed documents' bytes, are dead: worth
   * building the index again from its live templates (`LiveSearchIndex` does, in slices, into a
   * new index it then swaps in).
   */
  get wantsCompaction(): boolean {
    const documents = this.documents;
    return (
      (this.deadPostings > this.postings / 4 && this.deadPostings > 10_000) ||
      // Owners' saves write documents over in their slots: their old bytes pile up too.
      (documents.deadBytes > documents.liveBytes / 4 && documents.deadBytes > DEAD_DOCUMENT_BYTES)
    );
  }

  /**
   * A sale (ADR 58): the template's popularity changes in place, and its place in its kind's
   * popularity order; its postings, and what searches worked out from them, stay. Answers kept
   * in an order that popularity breaks ties of check themselves against `popularityVersion`.
   */
  setPopularity(id: number, popularity: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    const template = this.slots[slot]!;
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
    return this.keptAnswers.watching || this.keptWork.watching;
  }

  /**
   * Forgets what searches worked out that the template gives something else than before, when it
   * is next asked for: `before` and `after` are read then, so each is a copy of the template as
   * it was at the write (a sale changes the one the index holds in place).
   */
  private forgetChanged(before?: WrittenTemplate, after?: WrittenTemplate): void {
    this.keptAnswers.forgetChanged(before, after);
    this.keptWork.forgetChanged(before, after);
  }

  /** The kind's templates on sale, the most popular first (then the highest id). */
  mostPopular(kind: TemplateKind): readonly number[] {
    let sorted = this.byPopularity.get(kind);
    if (!sorted) {
      sorted = Array.from(this.slotsOfKind(kind)).sort(this.morePopularFirst);
      this.byPopularity.set(kind, sorted);
    }
    return sorted;
  }

  /**
   * Each kind's popularity order made in slices (`sortedInSlices`), for an index no one writes
   * to meanwhile (a load's, before it answers): made at the first search of a kind instead,
   * sorting 100,000 templates held the event loop 30 to 40 ms (issue 80).
   */
  async orderByPopularity(): Promise<void> {
    for (const kind of KINDS) {
      if (this.byPopularity.has(kind)) continue;
      const sorted = await sortedInSlices(this.slotsOfKind(kind), this.morePopularFirst);
      this.byPopularity.set(kind, Array.from(sorted));
    }
  }

  /** The kind's live slots, read from their kinds' codes. */
  private slotsOfKind(kind: TemplateKind): Int32Array {
    const code = kindCodeOf(kind);
    const slots: number[] = [];
    for (let slot = 0; slot < this.slots.length; slot += 1) {
      if (this.kindCodes[slot] === code) slots.push(slot);
    }
    return Int32Array.from(slots);
  }

  /** The most popular first, then the highest id. */
  private readonly morePopularFirst = (a: number, b: number) => {
    const first = this.slots[a]!;
    const second = this.slots[b]!;
    return second.popularity - first.popularity || second.id - first.id;
  };

  /**
   * Each kind's popularity order that `built` keeps, in this index's slots: for an index built
   * again from `built` by `putFrom`, each of its templates copied since its last write (ADR 58).
   * Sorted again, 100,000 templates held the event loop 20 to 40 ms at the first search after the
   * swap; each slot looked up by its template's id, 30 ms in the turn of the swap.
   */
  takePopularityOrders(built: SearchIndex): void {
    const copied = this.copiedSlots ?? [];
    // By id, a slot the build did not copy (an index built otherwise).
    const slotOf = (slot: number) => copied[slot] ?? this.slotOfId.get(built.slots[slot]!.id)!;
    for (const [kind, sorted] of built.byPopularity) {
      this.byPopularity.set(kind, sorted.map(slotOf));
    }
    this.copiedSlots = undefined;
  }

  /** The lexemes of the slot's name. */
  nameLexemesOf(slot: number): readonly string[] {
    return this.documents.nameIds(slot).map((id) => this.lexemeTexts[id]!);
  }

  /** A lexeme's postings (dead slots among them: check `template`), to read before a write. */
  postingsOf(lexeme: string): Int32Array {
    const id = this.lexemeIds.get(lexeme);
    return id === undefined ? NO_POSTINGS : this.lexemePostings[id]!.entries();
  }

  /** The document's lexemes that begin with `prefix`, as `to_tsquery('simple', 'prefix:*')`. */
  lexemesStartingWith(prefix: string): string[] {
    this.sortedLexemes ??= [...this.lexemeIds.keys()].sort();
    const sorted = this.sortedLexemes;
    const low = sortedPlaceOf(sorted, prefix);
    const found: string[] = [];
    for (let at = low; at < sorted.length && sorted[at]!.startsWith(prefix); at += 1) {
      found.push(sorted[at]!);
    }
    return found;
  }

  /** The slots whose text has a word holding `fragment` at `place` (dead slots among them). */
  slotsWithWord(fragment: string, place: WordPlace): ArrayLike<number> & Iterable<number> {
    if (place === 'whole') return this.words.get(fragment)?.entries() ?? NO_POSTINGS;
    return this.keptWork.keep(
      `${place}\n${fragment}`,
      () => {
        // The lists of the words holding it, joined (a slot may come once a word).
        const lists: Int32Array[] = [];
        let length = 0;
        for (const [word, slots] of this.words) {
          if (!holdsAt(word, fragment, place)) continue;
          lists.push(slots.entries());
          length += slots.length;
        }
        const found = new Int32Array(length);
        let at = 0;
        for (const list of lists) {
          found.set(list, at);
          at += list.length;
        }
        return found;
      },
      bytesOfSlots,
      contributionOfWordHolding(fragment, place),
    );
  }

  /** The slot's document, read from its packed form: for a phrase, which needs its positions. */
  documentOf(slot: number): DocumentLexeme[] {
    return this.documentFrom(this.documents.startOf(slot));
  }

  /** The document whose bytes start at `start` (`CompactDocuments.startOf`). */
  private documentFrom(start: number): DocumentLexeme[] {
    return this.documents.readFrom(start).map(({ id, rank, positions }) => ({
      lexeme: this.lexemeTexts[id]!,
      positions,
      rank,
    }));
  }

  /** Every live slot, for a search that no index can narrow (a substring of separators only). */
  *liveSlots(): Generator<number> {
    for (const [, slot] of this.slotOfId) yield slot;
  }

  /**
   * Moves the slot's postings from the text and document it held (`before`; none for a template
   * added) to its text's words and its document's lexemes, each list kept in slot order, and packs
   * its document. An entry both hold stays where it is: taken out and put back, each word of a
   * rewritten template moved its list twice, a common word's 100,000 entries (issue 80).
   */
  private post(
    slot: number,
    text: string,
    document: DocumentLexeme[],
    before?: { text: string; document: DocumentLexeme[] },
  ): void {
    const rankWas = before ? rankByLexeme(before.document) : NO_RANKS;
    if (before) {
      const rankIs = rankByLexeme(document);
      for (const [lexeme, rank] of rankWas) {
        if (rankIs.get(lexeme) === rank) continue;
        this.lexemePostings[this.lexemeIds.get(lexeme)!]!.remove(entryOf(slot, rank));
      }
    }
    const packed = document.map(({ lexeme, rank, positions }) => {
      const id = this.lexemeIdOf(lexeme);
      if (rankWas.get(lexeme) !== rank) this.lexemePostings[id]!.add(entryOf(slot, rank));
      return { id, rank, positions };
    });
    this.documents.write(slot, packed);
    const wordsWere = new Set(before ? textWordsOf(before.text) : []);
    const words = new Set(textWordsOf(text));
    for (const word of wordsWere) if (!words.has(word)) this.words.get(word)!.remove(slot);
    for (const word of words) {
      if (wordsWere.has(word)) continue;
      const slots = this.words.get(word);
      if (slots) slots.add(slot);
      else this.words.set(word, new PostingList(slot));
    }
    this.postings += document.length + words.size;
    if (before) this.postings -= before.document.length + wordsWere.size;
  }

  /** The lexeme's id, a new one (with no postings yet) for a lexeme not seen before. */
  private lexemeIdOf(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemeTexts.length;
      this.lexemeIds.set(lexeme, id);
      this.lexemeTexts.push(lexeme);
      this.lexemePostings.push(new PostingList());
      // In its place: sorting every lexeme again at each new word an owner types is a stall.
      const sorted = this.sortedLexemes;
      if (sorted) sorted.splice(sortedPlaceOf(sorted, lexeme), 0, lexeme);
    }
    return id;
  }

  /**
   * The template as written in the slot now, for the kept values' log: its document read from
   * where its bytes lie now, which a later write of the slot appends elsewhere and leaves as they
   * are, when a kept value first reads it.
   */
  private writtenAt(template: Readonly<IndexedTemplate>, slot: number): WrittenTemplate {
    const start = this.documents.startOf(slot);
    return new WrittenLater(template, slot, () => this.documentFrom(start));
  }
}

/** How many postings a template writes: one a lexeme of its document, one a word of its text. */
const postingCountOf = (document: readonly DocumentLexeme[], template: IndexedTemplate) =>
  document.length + new Set(textWordsOf(template.text)).size;

/** Each lexeme of a document with its best field. */
const rankByLexeme = (document: readonly DocumentLexeme[]) =>
  new Map(document.map(({ lexeme, rank }) => [lexeme, rank]));
const NO_RANKS: ReadonlyMap<string, FieldRank> = new Map();

/** What a lexeme or a word no template holds has for postings. */
const NO_POSTINGS = new Int32Array(0);

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
  // Each slot copied as it is when its turn comes: the live index changes its templates in place
  // while this one is built (and `LiveSearchIndex` puts the ones written meanwhile again). The
  // slots by number, dead ones passed over: 100,000 live ones gathered first held the event loop
  // 20 ms.
  await timesInSlices(live.slotCount, (slot) => {
    if (live.template(slot)) fresh.putFrom(live, slot);
  });
  return fresh;
}

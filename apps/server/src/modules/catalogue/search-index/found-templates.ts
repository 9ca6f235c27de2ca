import {
  LENGTH_RANGES,
  PRICE_RANGES,
  type LengthRange,
  type NumberRange,
  type Orientation,
  type PriceRange,
  type SortOption,
  type TemplateKind,
} from '@frameshop/contract';
import { hasLooseMatches, hasStrictMatches, type PlannedWord, type SearchPlan } from '../../search';
import type { FilterGroup } from '../list-queries';
import { slotOfEntry, textWordsOf, type IndexedTemplate, type SearchIndex } from './search-index';
import {
  inName,
  matchWord,
  NAME_RANK,
  postingsOfWord,
  RANK,
  STRICT,
  type WordMatches,
} from './word-matches';

/**
 * What a search finds in the index and how it ranks (ADR 35, ADR 50), the rules the SQL of
 * ADR 35 wrote, read from memory:
 * - found: every word (or, for a search of one word, a catalogue word holding the substring), or
 *   the spec's substring in the text; all the words but one only where no row holds every word;
 * - ranked: every word over some, then where the words are (name 3, sections and categories 2,
 *   description 1), then how faithfully (as typed 3, by stem, synonym or completion 2, by a typo
 *   or a split 1); popularity, then id, break ties.
 */

/** Points of a relevance score: words matched over fields over faithfulness. */
const WORD = 10_000;
const FIELD = 100;

/** How a slot is found: by every word (or the substring's words), or by the text. */
const MAIN = 1;
const IN_TEXT = 2;

/** What narrows a search: a kind, a section and the filters beside the chips. */
export interface FoundScope {
  kind: TemplateKind;
  section?: string;
  orientation?: Orientation;
  price?: PriceRange;
  length?: LengthRange;
  /** Prices (and price ranges) by the India price when set. */
  indianPrices: boolean;
}

const inRange = (value: number | null, range: NumberRange) =>
  value !== null && value >= range.from && (range.below === null || value < range.below);

const priceOf = (template: IndexedTemplate, indianPrices: boolean) =>
  indianPrices ? (template.priceInd ?? template.price) : template.price;

/** The id of the range a value lies in, null for none. */
function rangeIdOf<Id extends string>(
  value: number | null,
  ranges: Readonly<Record<Id, NumberRange>>,
): Id | null {
  return (Object.keys(ranges) as Id[]).find((id) => inRange(value, ranges[id])) ?? null;
}

/** Found templates grouped as the filters count them: orientation, price range, length range. */
export function filterGroupsOf(
  found: readonly IndexedTemplate[],
  indianPrices: boolean,
): FilterGroup[] {
  const groups = new Map<string, FilterGroup>();
  for (const template of found) {
    const price = rangeIdOf(priceOf(template, indianPrices), PRICE_RANGES);
    const length = rangeIdOf(template.durationSeconds, LENGTH_RANGES);
    const key = `${template.orientation} ${price} ${length}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { orientation: template.orientation, price, length, count: 1 });
  }
  return [...groups.values()];
}

function inScope(template: IndexedTemplate, scope: FoundScope): boolean {
  return (
    template.kind === scope.kind &&
    (!scope.section || template.sections.includes(scope.section)) &&
    (!scope.orientation || template.orientation === scope.orientation) &&
    (!scope.price || inRange(priceOf(template, scope.indianPrices), PRICE_RANGES[scope.price])) &&
    (!scope.length || inRange(template.durationSeconds, LENGTH_RANGES[scope.length]))
  );
}

/** Which of the found templates, in what order. */
export interface FoundOrder {
  sort: SortOption;
  /** Keyset position: the sort values and id of the last row of the previous page. */
  after?: number[];
  /** How many. */
  count: number;
}

/** A ranked row: its template and the values it is ordered by (the next page's cursor). */
export interface RankedTemplate {
  template: IndexedTemplate;
  position: number[];
}

const KINDS: readonly TemplateKind[] = ['video', 'image', 'direct-sell'];

/** From how many found templates a word's "as typed" is read for all at once. */
const MANY = 1000;

/** How faithfully a word matched a slot scores when the slot's text does not hold it as typed. */
interface Faithfulness {
  /** Matched by a strict alternative (as typed, by stem, synonym or completion). */
  strict: number;
  /** Matched by a loose one only (a typo, a split). */
  loose: number;
}

function faithfulnessOf(word: PlannedWord): Faithfulness {
  const loose = hasLooseMatches(word);
  return { strict: loose && hasStrictMatches(word) ? 2 : loose ? 1 : 2, loose: loose ? 1 : 2 };
}

/**
 * The templates a search finds in the index, asked per scope (the list's, the other kinds', the
 * filters' without their choices). It borrows arrays from the index: use it through
 * `withFoundTemplates`, which gives them back, and never across an `await`.
 */
export class FoundTemplates {
  private readonly words: WordMatches[];
  private readonly faithfulness: Faithfulness[];
  /** How each slot is found (`MAIN`, `IN_TEXT`), 0 for not. */
  private readonly how: Uint8Array;
  /** Found slots (by every word or by the text) of each kind. */
  private readonly found = new Map<TemplateKind, number[]>(KINDS.map((kind) => [kind, []]));
  private allButOne: Map<TemplateKind, number[]> | undefined;
  /** Slots whose text holds each word as typed, once read for many. */
  private readonly asTyped: (Uint8Array | undefined)[];
  private readonly substring: SubstringMatch;
  private readonly borrowed: Uint8Array[] = [];

  constructor(
    private readonly index: SearchIndex,
    private readonly plan: SearchPlan,
  ) {
    this.words = plan.words.map((word) => matchWord(index, word));
    this.faithfulness = plan.words.map(faithfulnessOf);
    this.asTyped = plan.words.map(() => undefined);
    this.how = this.borrow();
    const take = (slot: number, how: number) => {
      if (this.how[slot] !== 0) return;
      const template = index.template(slot);
      if (!template) return;
      this.how[slot] = how;
      this.found.get(template.kind)!.push(slot);
    };
    if (this.words.length > 0) {
      const rarest = this.words.reduce((a, b) => (b.slots.length < a.slots.length ? b : a));
      const others = this.words.filter((word) => word !== rarest).map((word) => word.bySlot);
      for (const slot of rarest.slots) {
        let every = true;
        for (let at = 0; at < others.length && every; at += 1) every = others[at]![slot] !== 0;
        if (every) take(slot, MAIN);
      }
    }
    this.substring = substringMatchOf(index, plan);
    const how = plan.substringStems ? MAIN : IN_TEXT;
    for (const slot of this.substring.slots) take(slot, how);
  }

  /** Gives the borrowed arrays back: nothing may be asked after. */
  close(): void {
    for (const array of this.borrowed) this.index.giveBack(array);
    this.borrowed.length = 0;
  }

  /** How many the search finds in the scope. */
  count(scope: FoundScope): number {
    if (isWholeKind(scope)) {
      const found = this.found.get(scope.kind)!;
      return found.length > 0 && this.anyMain(found, scope)
        ? found.length
        : found.length + this.allButOneOf(scope.kind).length;
    }
    return this.inScope(scope).length;
  }

  /** The scope's first found templates in the order asked, after its cursor. */
  ranked(scope: FoundScope, order: FoundOrder): RankedTemplate[] {
    const slots = this.inScope(scope);
    const relevance = order.sort === 'relevance';
    if (relevance) this.readAsTyped(slots.length);
    const firstOf = (slot: number, template: IndexedTemplate) =>
      relevance
        ? this.relevance(slot, template)
        : order.sort === 'popularity'
          ? template.popularity
          : priceOf(template, scope.indianPrices);
    // Relevance and popularity, and a price high to low, are read from the largest down.
    const sign = order.sort === 'price-low-high' ? 1 : -1;
    const positionOf = (first: number, template: IndexedTemplate) =>
      relevance ? [first, template.popularity, template.id] : [first, template.id];
    /** Below 0 when a template comes before a position in the order asked, above 0 after it. */
    const place = (first: number, template: IndexedTemplate, position: readonly number[]) =>
      sign *
      (first - position[0]! ||
        (relevance ? template.popularity - position[1]! : 0) ||
        template.id - position.at(-1)!);
    const best: RankedTemplate[] = [];
    for (const slot of slots) {
      const template = this.index.template(slot)!;
      const first = firstOf(slot, template);
      if (order.after && place(first, template, order.after) <= 0) continue;
      if (best.length === order.count && place(first, template, best.at(-1)!.position) >= 0) {
        continue;
      }
      keepBest(
        best,
        { template, position: positionOf(first, template) },
        (a, b) => compareKeys(a.position, b.position) * sign < 0,
        order.count,
      );
    }
    return best;
  }

  /** The scope's found templates (its filters left to the caller), for counting by filter. */
  templatesIn(scope: FoundScope): IndexedTemplate[] {
    return this.inScope(scope).map((slot) => this.index.template(slot)!);
  }

  private borrow(): Uint8Array {
    const array = this.index.borrow();
    this.borrowed.push(array);
    return array;
  }

  private anyMain(slots: readonly number[], scope: FoundScope): boolean {
    return slots.some(
      (slot) => this.how[slot] === MAIN && inScope(this.index.template(slot)!, scope),
    );
  }

  /** The slots found in the scope: all the words but one only when none holds every word. */
  private inScope(scope: FoundScope): number[] {
    const ofKind = this.found.get(scope.kind)!;
    const slots = isWholeKind(scope)
      ? ofKind
      : ofKind.filter((slot) => inScope(this.index.template(slot)!, scope));
    if (this.anyMain(slots, scope) || this.words.length < 2) return slots;
    const fallback = this.allButOneOf(scope.kind).filter((slot) =>
      inScope(this.index.template(slot)!, scope),
    );
    return fallback.length > 0 ? [...slots, ...fallback] : slots;
  }

  /** How well the slot answers the search (ADR 35's score). */
  private relevance(slot: number, template: IndexedTemplate): number {
    let score = 0;
    for (let word = 0; word < this.words.length; word += 1) {
      const value = this.words[word]!.bySlot[slot]!;
      if (value === 0) continue;
      const asTyped = this.asTyped[word];
      const holds = asTyped
        ? asTyped[slot] === 1
        : template.text.includes(this.plan.words[word]!.typed);
      const { strict, loose } = this.faithfulness[word]!;
      score += WORD + (value & RANK) * FIELD + (holds ? 3 : value & STRICT ? strict : loose);
    }
    return this.substring.holding[slot] === 1
      ? Math.max(score, Math.max(1, this.words.length) * WORD)
      : score;
  }

  /**
   * For many slots, which hold each word as typed, read at once from the text's words: cheaper
   * than looking in each text.
   */
  private readAsTyped(slots: number): void {
    if (slots < MANY) return;
    this.plan.words.forEach((word, at) => {
      this.asTyped[at] ??= this.index.keep(`typed\n${word.typed}`, () => {
        const holding = new Uint8Array(this.index.slotCount);
        for (const slot of this.index.slotsWithWord(word.typed, 'within')) holding[slot] = 1;
        return holding;
      });
    });
  }

  /** Slots of the kind holding all the words but one, found neither by every word nor by the text. */
  private allButOneOf(kind: TemplateKind): number[] {
    if (!this.allButOne) {
      this.allButOne = new Map(KINDS.map((each) => [each, []]));
      if (this.words.length >= 2) {
        const matched = this.borrow();
        for (const word of this.words) {
          for (const slot of word.slots) {
            matched[slot]! += 1;
            if (matched[slot] !== this.words.length - 1 || this.how[slot] !== 0) continue;
            const template = this.index.template(slot);
            if (template) this.allButOne.get(template.kind)!.push(slot);
          }
        }
      }
    }
    return this.allButOne.get(kind)!;
  }
}

/**
 * The slots whose text holds the spec's substring, each once, and a byte a slot saying so: kept
 * by the index, as a word's matches are. A substring of one word is read from the lexemes of the
 * catalogue's words holding it (`substringStems`); any other from the texts.
 */
interface SubstringMatch {
  slots: number[];
  holding: Uint8Array;
}

function substringMatchOf(index: SearchIndex, plan: SearchPlan): SubstringMatch {
  const key = plan.substringStems
    ? `stems\n${plan.substringStems.join(' ')}`
    : `text\n${plan.substring}`;
  return index.keep(key, () => {
    const holding = new Uint8Array(index.slotCount);
    const slots: number[] = [];
    const hold = (slot: number) => {
      if (holding[slot] === 1 || !index.template(slot)) return;
      holding[slot] = 1;
      slots.push(slot);
    };
    if (plan.substringStems) {
      for (const stem of plan.substringStems) {
        for (const entry of index.postingsOf(stem)) hold(slotOfEntry(entry));
      }
    } else {
      const { candidates, exact } = textCandidates(index, plan.substring);
      for (const slot of candidates) {
        if (exact || index.template(slot)?.text.includes(plan.substring)) hold(slot);
      }
    }
    return { slots, holding };
  });
}

/**
 * Slots whose text may hold the substring: those with a word holding each of its runs of letters
 * where the run sits (a run between two separators is a whole word, the first run ends a word,
 * the last begins one); every slot for separators alone. A substring of one run is held exactly
 * by the slots with a word holding it.
 */
function textCandidates(
  index: SearchIndex,
  substring: string,
): { candidates: Iterable<number>; exact: boolean } {
  const runs = textWordsOf(substring);
  if (runs.length === 0) return { candidates: index.liveSlots(), exact: false };
  const startsInWord = WORD_START.test(substring);
  const endsInWord = WORD_END.test(substring);
  const holding = runs.map((run, at) => {
    const first = at === 0 && startsInWord;
    const last = at === runs.length - 1 && endsInWord;
    const place = first && last ? 'within' : first ? 'end' : last ? 'start' : 'whole';
    return index.slotsWithWord(run, place);
  });
  const exact = runs.length === 1 && runs[0] === substring;
  if (holding.length === 1) return { candidates: holding[0]!, exact };
  // Slots holding every run: counted run by run, each slot once a run.
  const runsHeld = new Uint8Array(index.slotCount);
  holding.forEach((held, at) => {
    for (const slot of held) if (runsHeld[slot] === at) runsHeld[slot] = at + 1;
  });
  return {
    candidates: holding.at(-1)!.filter((slot) => {
      if (runsHeld[slot] !== holding.length) return false;
      runsHeld[slot] = 0;
      return true;
    }),
    exact,
  };
}

/** Builds the search's found templates, hands them to `use`, and gives their arrays back. */
export function withFoundTemplates<T>(
  index: SearchIndex,
  plan: SearchPlan,
  use: (found: FoundTemplates) => T,
): T {
  const found = new FoundTemplates(index, plan);
  try {
    return use(found);
  } finally {
    found.close();
  }
}

const isWholeKind = (scope: FoundScope) =>
  !scope.section && !scope.orientation && !scope.price && !scope.length;

/** Inserts `item` into `best`, kept in order and at most `count` long, where `before` places it. */
function keepBest<T>(best: T[], item: T, before: (a: T, b: T) => boolean, count: number): void {
  if (best.length === count && !before(item, best[count - 1]!)) return;
  let at = best.length;
  while (at > 0 && before(item, best[at - 1]!)) at -= 1;
  best.splice(at, 0, item);
  if (best.length > count) best.pop();
}

const WORD_START = /^[\p{L}\p{N}\p{M}]/u;
const WORD_END = /[\p{L}\p{N}\p{M}]$/u;

/**
 * The most popular templates of a kind the suggestions look through one by one: a handful of
 * names is wanted, and a beginning typed that many names hold ("bi") finds them among these.
 */
const SUGGESTION_WALK = 500;

/**
 * Templates of the kind whose name holds every word of the search (the last as a beginning), the
 * most popular first: the suggestions under the search box. The kind's most popular names are
 * read one by one first, which finds a common beginning's holders without reading the thousands
 * of them; a rarer word is read from its postings.
 */
export function namesHoldingEveryWord(
  index: SearchIndex,
  plan: SearchPlan,
  kind: TemplateKind,
  count: number,
): IndexedTemplate[] {
  if (plan.words.length === 0) return [];
  const holdsEveryWord = (slot: number, but?: PlannedWord) =>
    plan.words.every((word) => word === but || inName(index, slot, word));
  const walked: IndexedTemplate[] = [];
  for (const slot of index.mostPopular(kind).slice(0, SUGGESTION_WALK)) {
    if (holdsEveryWord(slot)) walked.push(index.template(slot)!);
    if (walked.length === count) return walked;
  }
  // Fewer than wanted among the most popular: the rarest word's postings, each checked.
  const postings = plan.words.map((word) => postingsOfWord(index, word));
  const rarest = plan.words[postings.indexOf(Math.min(...postings))]!;
  const marked = matchWord(index, rarest);
  const best: IndexedTemplate[] = [];
  const before = (a: IndexedTemplate, b: IndexedTemplate) =>
    a.popularity > b.popularity || (a.popularity === b.popularity && a.id > b.id);
  for (const slot of marked.slots) {
    const template = index.template(slot);
    if (template?.kind !== kind || (marked.bySlot[slot]! & RANK) !== NAME_RANK) continue;
    if (holdsEveryWord(slot, rarest)) keepBest(best, template, before, count);
  }
  return best;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let at = 0; at < a.length; at += 1) {
    const difference = a[at]! - b[at]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

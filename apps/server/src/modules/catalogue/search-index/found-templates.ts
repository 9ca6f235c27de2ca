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

const PRICE_CHOICES = Object.entries(PRICE_RANGES) as [PriceRange, NumberRange][];
const LENGTH_CHOICES = Object.entries(LENGTH_RANGES) as [LengthRange, NumberRange][];
const ORIENTATIONS: readonly Orientation[] = ['landscape', 'portrait', 'square'];

/** The place of the range a value lies in among `choices`, or their length for none. */
function placeIn(value: number | null, choices: readonly [string, NumberRange][]): number {
  const at = choices.findIndex(([, range]) => inRange(value, range));
  return at === -1 ? choices.length : at;
}

/** Templates grouped as the filters count them: orientation, price range, length range. */
export function filterGroupsOf(
  found: readonly IndexedTemplate[],
  indianPrices: boolean,
): FilterGroup[] {
  const prices = PRICE_CHOICES.length + 1;
  const lengths = LENGTH_CHOICES.length + 1;
  const counts = new Uint32Array(ORIENTATIONS.length * prices * lengths);
  for (const template of found) {
    const orientation = ORIENTATIONS.indexOf(template.orientation);
    const price = placeIn(priceOf(template, indianPrices), PRICE_CHOICES);
    const length = placeIn(template.durationSeconds, LENGTH_CHOICES);
    counts[(orientation * prices + price) * lengths + length]! += 1;
  }
  const groups: FilterGroup[] = [];
  counts.forEach((count, at) => {
    if (count === 0) return;
    const length = at % lengths;
    const price = Math.floor(at / lengths) % prices;
    groups.push({
      orientation: ORIENTATIONS[Math.floor(at / lengths / prices)]!,
      price: PRICE_CHOICES[price]?.[0] ?? null,
      length: LENGTH_CHOICES[length]?.[0] ?? null,
      count,
    });
  });
  return groups;
}

/** The kind's templates on sale in the scope, without a search. */
export function templatesInScope(index: SearchIndex, scope: FoundScope): IndexedTemplate[] {
  return index
    .mostPopular(scope.kind)
    .map((slot) => index.template(slot)!)
    .filter((template) => inScope(template, scope));
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

/** Found slots of one kind, each with its relevance and whether every word found it. */
interface FoundOfKind {
  slots: number[];
  scores: number[];
  main: boolean[];
}

const noneFound = (): FoundOfKind => ({ slots: [], scores: [], main: [] });

/**
 * What a search finds in the index, worked out once per version of the index and kept by it
 * (`foundTemplatesOf`): for each kind, the slots found by every word or by the text, and those
 * found by all the words but one, each with its relevance. Asked per scope: the list's, the
 * other kinds', the filters' without their choices.
 */
export class FoundTemplates {
  private readonly found = new Map<TemplateKind, FoundOfKind>(
    KINDS.map((kind) => [kind, noneFound()]),
  );
  private readonly allButOne = new Map<TemplateKind, FoundOfKind>(
    KINDS.map((kind) => [kind, noneFound()]),
  );
  /** Each kind's found templates in relevance order, once a whole kind is asked for. */
  private readonly sorted = new Map<TemplateKind, { template: IndexedTemplate; score: number }[]>();
  /** About the memory it keeps, for the index's budget. */
  readonly bytes: number;

  constructor(
    private readonly index: SearchIndex,
    plan: SearchPlan,
  ) {
    const words = plan.words.map((word) => matchWord(index, word));
    const substring = substringMatchOf(index, plan);
    const relevance = relevanceOf(index, plan, words, substring);
    const how = index.borrow();
    const take = (into: Map<TemplateKind, FoundOfKind>, slot: number, main: boolean) => {
      const template = index.template(slot);
      if (how[slot] !== 0 || !template) return;
      how[slot] = 1;
      const ofKind = into.get(template.kind)!;
      ofKind.slots.push(slot);
      ofKind.main.push(main);
      ofKind.scores.push(relevance(slot));
    };
    try {
      if (words.length > 0) {
        const rarest = words.reduce((a, b) => (b.slots.length < a.slots.length ? b : a));
        const others = words.filter((word) => word !== rarest).map((word) => word.bySlot);
        for (const slot of rarest.slots) {
          let every = true;
          for (let at = 0; at < others.length && every; at += 1) every = others[at]![slot] !== 0;
          if (every) take(this.found, slot, true);
        }
      }
      for (const slot of substring.slots) take(this.found, slot, plan.substringStems !== undefined);
      if (words.length >= 2) {
        const matched = index.borrow();
        for (const word of words) {
          for (const slot of word.slots) {
            matched[slot]! += 1;
            if (matched[slot] === words.length - 1) take(this.allButOne, slot, false);
          }
        }
        index.giveBack(matched);
      }
    } finally {
      index.giveBack(how);
    }
    let found = 0;
    for (const ofKind of [...this.found.values(), ...this.allButOne.values()]) {
      found += ofKind.slots.length;
    }
    this.bytes = 256 + found * 48;
  }

  /** How many the search finds in the scope. */
  count(scope: FoundScope): number {
    if (isWholeKind(scope)) return this.sortedOf(scope.kind).length;
    let count = 0;
    this.eachInScope(scope, () => (count += 1));
    return count;
  }

  /** The scope's first found templates in the order asked, after its cursor. */
  ranked(scope: FoundScope, order: FoundOrder): RankedTemplate[] {
    const relevance = order.sort === 'relevance';
    if (relevance && isWholeKind(scope)) return this.rankedWhole(scope.kind, order);
    const firstOf = (score: number, template: IndexedTemplate) =>
      relevance
        ? score
        : order.sort === 'popularity'
          ? template.popularity
          : priceOf(template, scope.indianPrices);
    // Relevance and popularity, and a price high to low, are read from the largest down.
    const sign = order.sort === 'price-low-high' ? 1 : -1;
    /** Below 0 when a template comes before a position in the order asked, above 0 after it. */
    const place = (first: number, template: IndexedTemplate, position: readonly number[]) =>
      sign *
      (first - position[0]! ||
        (relevance ? template.popularity - position[1]! : 0) ||
        template.id - position.at(-1)!);
    const best: RankedTemplate[] = [];
    this.eachInScope(scope, (template, score) => {
      const first = firstOf(score, template);
      if (order.after && place(first, template, order.after) <= 0) return;
      if (best.length === order.count && place(first, template, best.at(-1)!.position) >= 0) {
        return;
      }
      const position = relevance ? [first, template.popularity, template.id] : [first, template.id];
      keepBest(
        best,
        { template, position },
        (a, b) => compareKeys(a.position, b.position) * sign < 0,
        order.count,
      );
    });
    return best;
  }

  /** A page of a whole kind by relevance: read from its order, from the cursor on. */
  private rankedWhole(kind: TemplateKind, order: FoundOrder): RankedTemplate[] {
    const sorted = this.sortedOf(kind);
    const positionOf = ({ template, score }: (typeof sorted)[number]) => [
      score,
      template.popularity,
      template.id,
    ];
    let from = 0;
    if (order.after) {
      // The first template after the cursor (the order is by relevance, popularity, id, down).
      let below = sorted.length;
      while (from < below) {
        const middle = (from + below) >> 1;
        if (compareKeys(positionOf(sorted[middle]!), order.after) < 0) below = middle;
        else from = middle + 1;
      }
    }
    return sorted
      .slice(from, from + order.count)
      .map((entry) => ({ template: entry.template, position: positionOf(entry) }));
  }

  private sortedOf(kind: TemplateKind): { template: IndexedTemplate; score: number }[] {
    let sorted = this.sorted.get(kind);
    if (!sorted) {
      const found: { template: IndexedTemplate; score: number }[] = [];
      this.eachInScope({ kind, indianPrices: false }, (template, score) =>
        found.push({ template, score }),
      );
      sorted = found.sort(
        (a, b) =>
          b.score - a.score ||
          b.template.popularity - a.template.popularity ||
          b.template.id - a.template.id,
      );
      this.sorted.set(kind, sorted);
    }
    return sorted;
  }

  /** The scope's found templates (its filters left to the caller), for counting by filter. */
  templatesIn(scope: FoundScope): IndexedTemplate[] {
    const templates: IndexedTemplate[] = [];
    this.eachInScope(scope, (template) => templates.push(template));
    return templates;
  }

  /**
   * Each template found in the scope, with its relevance: all the words but one only when none
   * of the scope holds every word.
   */
  private eachInScope(
    scope: FoundScope,
    each: (template: IndexedTemplate, score: number) => void,
  ): void {
    const whole = isWholeKind(scope);
    let anyMain = false;
    const visit = (ofKind: FoundOfKind) => {
      ofKind.slots.forEach((slot, at) => {
        const template = this.index.template(slot)!;
        if (!whole && !inScope(template, scope)) return;
        if (ofKind.main[at]) anyMain = true;
        each(template, ofKind.scores[at]!);
      });
    };
    visit(this.found.get(scope.kind)!);
    if (!anyMain) visit(this.allButOne.get(scope.kind)!);
  }
}

/**
 * How well a slot answers the search (ADR 35's score): for each word it matches, a word's points,
 * its field's and its faithfulness (as typed when the slot's text holds it); the spec's substring
 * counts as every word.
 */
function relevanceOf(
  index: SearchIndex,
  plan: SearchPlan,
  words: readonly WordMatches[],
  substring: SubstringMatch,
): (slot: number) => number {
  const faithfulness = plan.words.map(faithfulnessOf);
  const asTyped = plan.words.map((word) =>
    index.keep(`typed\n${word.typed}`, () => {
      const holding = new Uint8Array(index.slotCount);
      for (const slot of index.slotsWithWord(word.typed, 'within')) holding[slot] = 1;
      return holding;
    }),
  );
  const everyWord = Math.max(1, words.length) * WORD;
  return (slot) => {
    let score = 0;
    for (let word = 0; word < words.length; word += 1) {
      const value = words[word]!.bySlot[slot]!;
      if (value === 0) continue;
      const { strict, loose } = faithfulness[word]!;
      const faithful = asTyped[word]![slot] === 1 ? 3 : value & STRICT ? strict : loose;
      score += WORD + (value & RANK) * FIELD + faithful;
    }
    return substring.holding[slot] === 1 ? Math.max(score, everyWord) : score;
  };
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

/** What decides what a search finds and how it ranks: its words' matches and its substring. */
export const planKeyOf = (plan: SearchPlan) =>
  JSON.stringify([
    plan.substring,
    plan.substringStems,
    plan.words.map((word) => [
      word.typed,
      word.asPrefix,
      word.alternatives.map((alternative) => [alternative.kind, alternative.stems]),
    ]),
  ]);

/** What the search finds, worked out once per version of the index and kept by it. */
export function foundTemplatesOf(index: SearchIndex, plan: SearchPlan): FoundTemplates {
  return index.keep(
    `found\n${planKeyOf(plan)}`,
    () => new FoundTemplates(index, plan),
    (found) => found.bytes,
  );
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
  return index.keep(
    JSON.stringify(['names', kind, count, planKeyOf(plan)]),
    () => findNames(index, plan, kind, count),
    (names) => 256 + names.length * 8,
  );
}

function findNames(
  index: SearchIndex,
  plan: SearchPlan,
  kind: TemplateKind,
  count: number,
): IndexedTemplate[] {
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

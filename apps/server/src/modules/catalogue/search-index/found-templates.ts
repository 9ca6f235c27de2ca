import type { SortOption, TemplateKind } from '@frameshop/contract';
import { hasLooseMatches, hasStrictMatches, type PlannedWord, type SearchPlan } from '../../search';
import { compareKeys, keepBest } from './best-rows';
import { inScope, isWholeKind, priceOf, type FoundScope } from './found-scope';
import {
  at as slotValue,
  contributionOfWordHolding,
  KINDS,
  scopeFieldsOf,
  type ContributionOf,
  type IndexedTemplate,
  type SearchIndex,
  type WrittenTemplate,
} from './search-index';
import {
  appendInOrderGiven,
  insertInRelevanceOrder,
  listInOrderGiven,
  putBackInRelevanceOrder,
  relevanceOrdered,
  roomOf,
  type AddedSlot,
  type FoundList,
  type FoundSlots,
} from './relevance-order';
import { contributionToSubstring, substringMatchOf, type SubstringMatch } from './substring-match';
import { contributionToWord, matchWord, RANK, STRICT, type WordMatches } from './word-matches';

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
 * How a slot was found, marked while a search gathers: by every word (or the substring where it
 * stands for one), by the substring of the text alone, or by all the words but one.
 */
const EVERY_WORD = 1;
const SUBSTRING = 2;
const ALL_BUT_ONE = 3;

/**
 * How one template is found, as a search gathers (0: it is not): from how each word matches it
 * (`WordMatches.bySlot`'s values) and whether its text holds the substring.
 */
function howFoundOf(plan: SearchPlan, values: readonly number[], holdsSubstring: boolean): number {
  const matched = values.reduce((count, value) => count + (value === 0 ? 0 : 1), 0);
  if (values.length > 0 && matched === values.length) return EVERY_WORD;
  if (holdsSubstring) return plan.substringStems !== undefined ? EVERY_WORD : SUBSTRING;
  if (values.length >= 2 && matched === values.length - 1) return ALL_BUT_ONE;
  return 0;
}

/** About the memory a list keeps: a slot, a score and a flag a template. */
const bytesOfList = (list: FoundList) => 64 + roomOf(list) * 9;

/**
 * What a search finds in the index, worked out once per version of the index and kept by it
 * (`foundTemplatesOf`): for each kind, the templates found by every word or by the text, and those
 * found by all the words but one, each with its relevance, in relevance order. Asked per scope:
 * the list's, the other kinds', the filters' without their choices. It holds the slots of the index
 * it was worked out in, read through that index (`FoundList`): a search that goes on after the
 * index changed (a write committed while it awaited its rows) reads a template written over as
 * it is now, and passes over one taken off.
 */
export class FoundTemplates {
  private readonly found = new Map<TemplateKind, FoundList>();
  private readonly allButOne = new Map<TemplateKind, FoundList>();
  /**
   * Each kind's found templates as a whole kind shows them (`found`, or with all the words but
   * one), in relevance order as worked out, and again after sales when a page is read from it
   * (`rankedWhole`): popularity breaks ties of relevance, and a sale changes a template's
   * popularity in place without forgetting what searches found (ADR 58). Counts, filters and the
   * pages of other orders or of a narrower scope read the lists in any order.
   */
  private readonly whole = new Map<TemplateKind, FoundList>();
  /** About the memory it keeps, for the index's budget. */
  bytes: number;

  constructor(index: SearchIndex, plan: SearchPlan) {
    const words = plan.words.map((word) => matchWord(index, word));
    const substring = substringMatchOf(index, plan);
    const relevance = relevanceOf(index, plan, words, substring);
    // Each kind's found slots, gathered as slots (numbers) by their kind's code (`KINDS`'s place
    // + 1): put in order once gathered.
    const found = [[], ...KINDS.map(() => [])] as number[][];
    const allButOne = [[], ...KINDS.map(() => [])] as number[][];
    const how = index.borrow();
    const take = (slot: number, mark: number) => {
      const code = index.kindCodeOf(slot);
      if (how[slot] !== 0 || code === 0) return;
      how[slot] = mark;
      (mark === ALL_BUT_ONE ? allButOne : found)[code]!.push(slot);
    };
    try {
      if (words.length > 0) {
        const rarest = words.reduce((a, b) => (b.slots.length < a.slots.length ? b : a));
        const others = words.filter((word) => word !== rarest).map((word) => word.bySlot);
        for (const slot of rarest.slots) {
          let every = true;
          for (let at = 0; at < others.length && every; at += 1) {
            every = slotValue(others[at]!, slot) !== 0;
          }
          if (every) take(slot, EVERY_WORD);
        }
      }
      const bySubstring = plan.substringStems !== undefined ? EVERY_WORD : SUBSTRING;
      for (const slot of substring.slots) take(slot, bySubstring);
      if (words.length >= 2) {
        const matched = index.borrow();
        for (const word of words) {
          for (const slot of word.slots) {
            matched[slot]! += 1;
            if (matched[slot] === words.length - 1) take(slot, ALL_BUT_ONE);
          }
        }
        index.giveBack(matched);
      }
      const slotsOf = (slots: number[], holds: (slot: number) => boolean): FoundSlots => ({
        slots,
        holds,
        scoreOf: relevance,
        isMain: (slot) => how[slot] === EVERY_WORD,
      });
      KINDS.forEach((kind, at) => {
        const code = at + 1;
        const ofKind = relevanceOrdered(
          index,
          kind,
          slotsOf(found[code]!, (slot) => how[slot] === EVERY_WORD || how[slot] === SUBSTRING),
        );
        const others = listInOrderGiven(
          index,
          slotsOf(allButOne[code]!, (slot) => how[slot] === ALL_BUT_ONE),
        );
        this.found.set(kind, ofKind);
        this.allButOne.set(kind, others);
        // All the words but one show only where no template of the kind holds every word.
        const whole = ofKind.anyMain
          ? ofKind
          : relevanceOrdered(
              index,
              kind,
              slotsOf([...found[code]!, ...allButOne[code]!], (slot) => how[slot] !== 0),
            );
        this.whole.set(kind, whole);
      });
    } finally {
      index.giveBack(how);
    }
    this.bytes = this.bytesHeld();
  }

  private bytesHeld(): number {
    let bytes = 256;
    for (const kind of KINDS) {
      const ofKind = this.found.get(kind)!;
      const whole = this.whole.get(kind)!;
      bytes += bytesOfList(ofKind) + bytesOfList(this.allButOne.get(kind)!);
      if (whole !== ofKind) bytes += bytesOfList(whole);
    }
    return bytes;
  }

  /**
   * Takes templates added to the index since it was worked out (`KeptValues.keep`), each where
   * the search would have found it, scored as it was when added: a later write that changes what
   * it gives the search forgets the whole instead. Answers the bytes it keeps then.
   */
  takeAdded(plan: SearchPlan, added: readonly WrittenTemplate[]): number {
    const given = givenToPlan(plan);
    const faithfulness = plan.words.map(faithfulnessOf);
    const byKind = new Map<TemplateKind, { found: AddedSlot[]; allButOne: AddedSlot[] }>();
    for (const written of added) {
      const values = given.words.map((word) => word(written) as number);
      const holdsSubstring = given.substring(written) === 1;
      const how = howFoundOf(plan, values, holdsSubstring);
      if (how === 0) continue;
      let score = 0;
      values.forEach((value, word) => {
        if (value === 0) return;
        score += wordPoints(faithfulness[word]!, value, given.asTyped[word]!(written) === 1);
      });
      if (holdsSubstring) score = Math.max(score, pointsOfEveryWord(plan));
      const { kind } = written.template;
      const lists = byKind.get(kind) ?? { found: [], allButOne: [] };
      byKind.set(kind, lists);
      const slot = { slot: written.slot, score, main: how === EVERY_WORD };
      (how === ALL_BUT_ONE ? lists.allButOne : lists.found).push(slot);
    }
    for (const [kind, { found, allButOne }] of byKind) {
      const ofKind = this.found.get(kind)!;
      insertInRelevanceOrder(ofKind, found);
      appendInOrderGiven(this.allButOne.get(kind)!, allButOne);
      // As worked out: all the words but one show only where none holds every word.
      if (ofKind.anyMain) this.whole.set(kind, ofKind);
      else insertInRelevanceOrder(this.whole.get(kind)!, [...found, ...allButOne]);
    }
    this.bytes = this.bytesHeld();
    return this.bytes;
  }

  /**
   * How many the search finds in the scope. A whole kind's is how many it found, read from the
   * list's length: one taken off since (a search that awaited its rows) is still counted.
   */
  count(scope: FoundScope): number {
    if (isWholeKind(scope)) return this.whole.get(scope.kind)!.slots.length;
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
    const whole = this.whole.get(kind)!;
    putBackInRelevanceOrder(whole);
    const { index, slots, scores } = whole;
    // Undefined for a template taken off since the list was found: it is passed over.
    const positionOf = (at: number) => {
      const template = index.template(slots[at]!);
      return template && { template, position: [scores[at]!, template.popularity, template.id] };
    };
    let from = 0;
    const { after } = order;
    if (after) {
      // The first template after the cursor (the order is by relevance, popularity, id, down),
      // each probe moved on past templates taken off.
      let below = slots.length;
      while (from < below) {
        const middle = (from + below) >> 1;
        let probe = middle;
        let row = positionOf(probe);
        while (!row && probe + 1 < below) row = positionOf((probe += 1));
        if (!row || compareKeys(row.position, after) < 0) below = middle;
        else from = probe + 1;
      }
    }
    const page: RankedTemplate[] = [];
    for (let at = from; at < slots.length && page.length < order.count; at += 1) {
      const row = positionOf(at);
      if (row) page.push(row);
    }
    return page;
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
    if (isWholeKind(scope)) {
      const { index, slots, scores } = this.whole.get(scope.kind)!;
      slots.forEach((slot, at) => {
        const template = index.template(slot);
        if (template) each(template, scores[at]!);
      });
      return;
    }
    let anyMain = false;
    const visit = ({ index, slots, scores, main }: FoundList) => {
      slots.forEach((slot, at) => {
        const template = index.template(slot);
        if (!template || !inScope(template, scope)) return;
        if (main[at] === 1) anyMain = true;
        each(template, scores[at]!);
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
  const asTyped = plan.words.map((word) => holdersAsTypedOf(index, word));
  const everyWord = pointsOfEveryWord(plan);
  return (slot) => {
    let score = 0;
    for (let word = 0; word < words.length; word += 1) {
      const value = slotValue(words[word]!.bySlot, slot);
      if (value !== 0) score += wordPoints(faithfulness[word]!, value, asTyped[word]![slot] === 1);
    }
    return substring.holding[slot] === 1 ? Math.max(score, everyWord) : score;
  };
}

/** A byte a slot: 1 where the template's text holds the word as typed. Kept by the index. */
const holdersAsTypedOf = (index: SearchIndex, word: PlannedWord) =>
  index.keptWork.keep(
    `typed\n${word.typed}`,
    () => {
      const holding = new Uint8Array(index.slotCount);
      for (const slot of index.slotsWithWord(word.typed, 'within')) holding[slot] = 1;
      return holding;
    },
    (holding) => holding.length,
    contributionOfWordHolding(word.typed, 'within'),
  );

/**
 * The work a search's answer is made from, each part kept by the index on its own: each word's
 * matches, the substring's holders and each word's holders as typed. A search whose answer is
 * not kept works these out in turns of their own before it (`CatalogueService`): a common word's
 * answer worked out at once held the event loop 50 ms (issue 80).
 */
export function partsOfAnswer(index: SearchIndex, plan: SearchPlan): (() => void)[] {
  return [
    ...plan.words.map((word) => () => void matchWord(index, word)),
    () => void substringMatchOf(index, plan),
    ...plan.words.map((word) => () => void holdersAsTypedOf(index, word)),
  ];
}

/**
 * A word's points for a template it matches with `value` (`WordMatches.bySlot`'s): the word's,
 * its field's and how faithfully (as typed when the template's text holds it so).
 */
function wordPoints({ strict, loose }: Faithfulness, value: number, asTyped: boolean): number {
  const faithful = asTyped ? 3 : value & STRICT ? strict : loose;
  return WORD + (value & RANK) * FIELD + faithful;
}

/** What the spec's substring scores: as much as every word. */
const pointsOfEveryWord = (plan: SearchPlan) => Math.max(1, plan.words.length) * WORD;

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

/**
 * What a template gives what a search finds: 0 where neither a word nor the substring matches it,
 * else its kind, how each word matches it, whether it holds each word as typed and the substring:
 * all its place and relevance are made of (its scope's fields are read from it as it is).
 */
export const contributionToPlan = (plan: SearchPlan): ContributionOf => {
  const { words, asTyped, substring } = givenToPlan(plan);
  return (written) => {
    const matches = words.map((word) => word(written));
    const held = substring(written);
    if (held === 0 && matches.every((match) => match === 0)) return 0;
    const typed = asTyped.map((word) => word(written));
    return `${written.template.kind} ${matches.join(',')} ${typed.join(',')} ${held}`;
  };
};

/**
 * What a template gives each part of what a search finds: each word's matches, each word's
 * holders as typed and the substring's.
 */
const givenToPlan = (plan: SearchPlan) => ({
  words: plan.words.map(contributionToWord),
  asTyped: plan.words.map((word) => contributionOfWordHolding(word.typed, 'within')),
  substring: contributionToSubstring(plan),
});

/** What a template gives a count of what a search finds by filter: its scope's fields too. */
export const contributionToFilterCounts = (plan: SearchPlan): ContributionOf => {
  const found = contributionToPlan(plan);
  return (written) => {
    const contribution = found(written);
    return contribution === 0 ? 0 : `${contribution} ${scopeFieldsOf(written.template)}`;
  };
};

const foundKeyOf = (plan: SearchPlan) => `found\n${planKeyOf(plan)}`;

/** Whether what the search finds is kept: else `foundTemplatesOf` works it out. */
export const isFoundKept = (index: SearchIndex, plan: SearchPlan) =>
  index.keptAnswers.has(foundKeyOf(plan));

/** What the search finds, worked out once and kept by the index until a write it depends on. */
export function foundTemplatesOf(index: SearchIndex, plan: SearchPlan): FoundTemplates {
  const found = index.keptAnswers.keep(
    foundKeyOf(plan),
    () => new FoundTemplates(index, plan),
    (kept) => kept.bytes,
    contributionToPlan(plan),
    (kept, added) => kept.takeAdded(plan, added),
  );
  return found;
}

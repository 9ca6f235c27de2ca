import type { TemplateKind } from '@frameshop/contract';
import type { IndexedTemplate, SearchIndex } from './search-index';

/**
 * Found templates of one kind, with their relevance and how each was found. Held as the slots of
 * the index they were found in, read through it: a template written over keeps its slot (and its
 * object, changed in place), so its slot reads what its object did. As arrays of the templates'
 * objects, the lists searches kept held millions of references for every major collection to
 * mark (issue 80).
 */
export interface FoundList {
  index: SearchIndex;
  slots: Int32Array;
  scores: Int32Array;
  /** 1 where every word found the template, 0 where only the substring or all but one did. */
  main: Uint8Array;
  /** Whether any template of the list was found by every word. */
  anyMain: boolean;
  /**
   * The index's `popularityVersion` a list in relevance order was last in order at: the sales
   * since are the only templates that may be out of place (`putBackInRelevanceOrder`).
   */
  orderedAt: number;
  /**
   * The arrays `slots`, `scores` and `main` are the start of, with room past them for templates
   * an import adds (`insertInRelevanceOrder`); none until the list first takes one.
   */
  room?: ListArrays;
}

/** A list's three arrays, entry for entry. */
type ListArrays = Pick<FoundList, 'slots' | 'scores' | 'main'>;

/** How a list's templates are read from the index: each slot's relevance and how it was found. */
export interface FoundSlots {
  /** The kind's found slots, in any order. */
  slots: readonly number[];
  /** Whether a slot is one of `slots`: the walk down the kind's popularity order asks. */
  holds: (slot: number) => boolean;
  scoreOf: (slot: number) => number;
  isMain: (slot: number) => boolean;
}

/**
 * Past this share of the kind's templates (one in this many), a list is put in order by walking
 * the kind's popularity order rather than by a sort: a third of the catalogue sorted by a
 * comparator over the templates' objects took tens of milliseconds and an object a template
 * (issue 80), the walk reads a byte a template of the kind and allocates typed arrays only.
 */
const WALK_SHARE = 64;

/**
 * The found slots as a list in relevance order: the score, then popularity, then the id, each
 * the largest first. A large list (`WALK_SHARE`) is read in the kind's popularity order, which
 * already breaks the ties, and put in order of score by counting (stable, so ties keep it).
 */
export function relevanceOrdered(
  index: SearchIndex,
  kind: TemplateKind,
  found: FoundSlots,
): FoundList {
  const count = found.slots.length;
  const popular = index.mostPopular(kind);
  if (count * WALK_SHARE < popular.length) return sortedByRelevance(index, found);
  const walkedSlots = new Int32Array(count);
  const walkedScores = new Int32Array(count);
  const perScore = new Map<number, number>();
  let walked = 0;
  for (let at = 0; at < popular.length && walked < count; at += 1) {
    const slot = popular[at]!;
    if (!found.holds(slot)) continue;
    const score = found.scoreOf(slot);
    walkedSlots[walked] = slot;
    walkedScores[walked] = score;
    walked += 1;
    perScore.set(score, (perScore.get(score) ?? 0) + 1);
  }
  // Every found slot is on sale, so in the kind's order; were one not, the sort is right anyway.
  if (walked < count) return sortedByRelevance(index, found);
  // Where each score's templates start: the highest score first.
  const nextOf = new Map<number, number>();
  let start = 0;
  for (const score of [...perScore.keys()].sort((a, b) => b - a)) {
    nextOf.set(score, start);
    start += perScore.get(score)!;
  }
  const list = emptyList(index, walked);
  for (let at = 0; at < walked; at += 1) {
    const score = walkedScores[at]!;
    const to = nextOf.get(score)!;
    nextOf.set(score, to + 1);
    place(list, to, walkedSlots[at]!, score, found);
  }
  return list;
}

/** A small list in relevance order by a sort. */
function sortedByRelevance(index: SearchIndex, found: FoundSlots): FoundList {
  const { slots } = found;
  const scores = slots.map(found.scoreOf);
  const templates = slots.map((slot) => index.template(slot)!);
  const order = slots.map((_, at) => at);
  order.sort(
    (a, b) =>
      scores[b]! - scores[a]! ||
      templates[b]!.popularity - templates[a]!.popularity ||
      templates[b]!.id - templates[a]!.id,
  );
  const list = emptyList(index, slots.length);
  order.forEach((from, to) => place(list, to, slots[from]!, scores[from]!, found));
  return list;
}

/** The found slots as a list in the order given, for a list read in any order. */
export function listInOrderGiven(index: SearchIndex, found: FoundSlots): FoundList {
  const list = emptyList(index, found.slots.length);
  found.slots.forEach((slot, at) => place(list, at, slot, found.scoreOf(slot), found));
  return list;
}

function emptyList(index: SearchIndex, count: number): FoundList {
  return {
    index,
    slots: new Int32Array(count),
    scores: new Int32Array(count),
    main: new Uint8Array(count),
    anyMain: false,
    orderedAt: index.popularityVersion,
  };
}

function place(list: FoundList, at: number, slot: number, score: number, found: FoundSlots): void {
  put(list, at, slot, score, found.isMain(slot));
}

function put(list: FoundList, at: number, slot: number, score: number, main: boolean): void {
  list.slots[at] = slot;
  list.scores[at] = score;
  // Set either way: a list's room may hold an entry that moved along past its end.
  list.main[at] = main ? 1 : 0;
  if (main) list.anyMain = true;
}

/** Whether a template of `score` comes before `other` of `otherScore` in relevance order. */
const comesBefore = (
  score: number,
  template: IndexedTemplate,
  otherScore: number,
  other: IndexedTemplate,
) =>
  score !== otherScore
    ? score > otherScore
    : template.popularity !== other.popularity
      ? template.popularity > other.popularity
      : template.id > other.id;

/**
 * Past this many templates sold since a list was last in order, it is put back by one pass over
 * the whole list rather than by finding each sold template in it (a scan of its slots each).
 */
const SOLD_FOUND_ONE_BY_ONE = 32;

/**
 * A list kept in relevance order put back in it, in place, after sales changed popularities
 * (which break ties of relevance): each template sold since it was last in order is found in the
 * list and moved to where it belongs, or, after many sales (or more than the index remembers),
 * every template out of place is, in one pass as an insertion sort does. Nothing is allocated
 * for the list. A pass over the whole list at each page read after a sale, at 50 sales a second,
 * was a tenth of the store's CPU and the longest part of its slowest searches (issue 80).
 */
export function putBackInRelevanceOrder(list: FoundList): void {
  const { index } = list;
  const version = index.popularityVersion;
  if (list.orderedAt === version) return;
  const sold = index.soldSince(list.orderedAt);
  list.orderedAt = version;
  if (!sold || sold.length > SOLD_FOUND_ONE_BY_ONE) {
    for (let at = 1; at < list.slots.length; at += 1) moveBy(list, at, -1, NONE_PASSED);
    return;
  }
  // Each sold template is put in its place among the others, the sold ones not yet put passed
  // over as if taken off: placed against one still out of place, it could stop short.
  const unplaced = new Set<number>();
  for (const { id } of sold) {
    const slot = index.slotOf(id);
    if (slot !== undefined) unplaced.add(slot);
  }
  for (const slot of [...unplaced]) {
    unplaced.delete(slot);
    const at = list.slots.indexOf(slot);
    // Up past those it now comes before, or down past those that now come before it.
    if (at >= 0) moveBy(list, moveBy(list, at, -1, unplaced), 1, unplaced);
  }
}

const NONE_PASSED: ReadonlySet<number> = new Set();

/**
 * Whether the entry at `at` is passed over by the templates moving: one taken off since (its
 * slot empty), or one of the slots `passed`.
 */
const isPassed = ({ index, slots }: FoundList, at: number, passed: ReadonlySet<number>) =>
  passed.has(slots[at]!) || index.template(slots[at]!) === undefined;

/** Whether the template at `at` of the list comes before the one at `other`, on sale. */
function before({ index, slots, scores }: FoundList, at: number, other: number): boolean {
  return comesBefore(
    scores[at]!,
    index.template(slots[at]!)!,
    scores[other]!,
    index.template(slots[other]!)!,
  );
}

/**
 * The template at `at` moved up the list past those on sale it comes before (`step` -1), or down
 * past those on sale that come before it (`step` 1), and past those passed over (`isPassed`)
 * between them, never past these alone: where it ends. One taken off moves nowhere.
 */
function moveBy(list: FoundList, at: number, step: -1 | 1, passed: ReadonlySet<number>): number {
  const { index, slots } = list;
  if (index.template(slots[at]!) === undefined) return at;
  let to = at;
  for (;;) {
    let next = to + step;
    while (next >= 0 && next < slots.length && isPassed(list, next, passed)) next += step;
    if (next < 0 || next === slots.length) return to;
    if (step < 0 ? !before(list, to, next) : !before(list, next, to)) return to;
    while (to !== next) swap(list, to, (to += step));
  }
}

/** Two entries of the list swapped. */
function swap({ slots, scores, main }: FoundList, a: number, b: number): void {
  const slot = slots[a]!;
  const score = scores[a]!;
  const isMain = main[a]!;
  slots[a] = slots[b]!;
  scores[a] = scores[b]!;
  main[a] = main[b]!;
  slots[b] = slot;
  scores[b] = score;
  main[b] = isMain;
}

/** A template added to the index since a list was found: its slot, relevance and how found. */
export interface AddedSlot {
  slot: number;
  score: number;
  /** Whether every word found it (`FoundList.main`). */
  main: boolean;
}

/**
 * Puts `added` into a list kept in relevance order, each in its place: the list is put back in
 * order after sales first, and a template taken off since is passed over where it lies. Each
 * place is found by a binary search; then, from the last, the list past each place moves along
 * by a block copy within the list's arrays, which keep room for more (`withRoom`). Merged entry
 * by entry, an answer holding the whole catalogue compared 100,000 templates each time it took
 * an import's templates; made again each time, its arrays were most of the memory outside the
 * heap that started nine in ten of the full collections through an import (issue 80).
 */
export function insertInRelevanceOrder(list: FoundList, added: readonly AddedSlot[]): void {
  if (added.length === 0) return;
  // Each place is found by a binary search, which a template out of place would mislead.
  putBackInRelevanceOrder(list);
  const { index } = list;
  const sorted = [...added].sort((a, b) => (addedComesBefore(index, a, b.score, b.slot) ? -1 : 1));
  const places: number[] = [];
  let from = 0;
  for (const adding of sorted) places.push((from = placeInRelevanceOrder(list, adding, from)));
  let end = list.slots.length;
  lengthen(list, end + sorted.length);
  const { slots, scores, main } = list;
  for (let at = sorted.length - 1; at >= 0; at -= 1) {
    const place = places[at]!;
    // The list from this place on, up to the last place's, goes past the ones added before it.
    slots.copyWithin(place + at + 1, place, end);
    scores.copyWithin(place + at + 1, place, end);
    main.copyWithin(place + at + 1, place, end);
    const { slot, score, main: isMain } = sorted[at]!;
    put(list, place + at, slot, score, isMain);
    end = place;
  }
}

/** The list's arrays made `length` long, its entries kept, in room kept for more. */
function lengthen(list: FoundList, length: number): void {
  const room = withRoom(list, length);
  list.room = room;
  list.slots = room.slots.subarray(0, length);
  list.scores = room.scores.subarray(0, length);
  list.main = room.main.subarray(0, length);
}

/**
 * Arrays with room for `length` entries that start with the list's: its room if there is enough,
 * else new ones a quarter longer, so that an import's templates taken a few at a time make new
 * arrays a few times, not at each.
 */
function withRoom(list: FoundList, length: number): ListArrays {
  if (list.room && list.room.slots.length >= length) return list.room;
  const size = length + (length >> 2) + 64;
  const room = {
    slots: new Int32Array(size),
    scores: new Int32Array(size),
    main: new Uint8Array(size),
  };
  room.slots.set(list.slots);
  room.scores.set(list.scores);
  room.main.set(list.main);
  return room;
}

/** The entries a list's arrays have room for: what it holds in memory. */
export const roomOf = (list: FoundList) => (list.room ?? list).slots.length;

/** Whether an added template comes before the one in `slot` of `score` (one taken off: no). */
function addedComesBefore(index: SearchIndex, added: AddedSlot, score: number, slot: number) {
  const other = index.template(slot);
  return other !== undefined && comesBefore(added.score, index.template(added.slot)!, score, other);
}

/**
 * Where `adding` goes in the list from `from` on: before the first template on sale it comes
 * before. A binary search over the templates on sale, the ones taken off passed over.
 */
function placeInRelevanceOrder(
  { index, slots, scores }: FoundList,
  adding: AddedSlot,
  from: number,
) {
  let low = from;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    let probe = middle;
    while (probe < high && index.template(slots[probe]!) === undefined) probe += 1;
    // Only templates taken off from the middle on, or one `adding` comes before: it goes there.
    if (probe === high || addedComesBefore(index, adding, scores[probe]!, slots[probe]!)) {
      high = middle;
    } else {
      low = probe + 1;
    }
  }
  return low;
}

/** Puts `added` at the end of a list read in any order (`listInOrderGiven`). */
export function appendInOrderGiven(list: FoundList, added: readonly AddedSlot[]): void {
  if (added.length === 0) return;
  const length = list.slots.length;
  lengthen(list, length + added.length);
  added.forEach(({ slot, score, main }, at) => put(list, length + at, slot, score, main));
}

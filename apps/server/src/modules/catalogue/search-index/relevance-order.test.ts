import type { TemplateKind } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import {
  appendInOrderGiven,
  insertInRelevanceOrder,
  listInOrderGiven,
  putBackInRelevanceOrder,
  relevanceOrdered,
  roomOf,
  type FoundList,
  type FoundSlots,
} from './relevance-order';
import { SearchIndex } from './search-index';

const SIZE = 2_000;

/** An index of videos whose popularities tie often (a score ties more often still). */
function indexOf(next: (n: number) => number): SearchIndex {
  const index = new SearchIndex();
  for (let id = 1; id <= SIZE; id += 1) putVideo(index, id, next(20));
  return index;
}

function putVideo(index: SearchIndex, id: number, popularity: number, kind = 'video'): void {
  index.put({
    id,
    kind: kind as TemplateKind,
    sections: [],
    orientation: 'landscape',
    price: 10,
    priceInd: null,
    durationSeconds: 10,
    popularity,
    text: 'gold',
    document: `'gold':1A`,
    changed: '1',
  });
}

/** `count` slots of the index, each with a score of a few values, every third found by all. */
function foundOf(index: SearchIndex, next: (n: number) => number, count: number): FoundSlots {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(next(index.slotCount));
  const scores = new Map([...chosen].map((slot) => [slot, 10_000 + 100 * next(4)]));
  return {
    slots: [...chosen],
    holds: (slot) => chosen.has(slot),
    scoreOf: (slot) => scores.get(slot)!,
    isMain: (slot) => slot % 3 === 0,
  };
}

/** The list as the rule orders it, by a plain sort of its rows. */
const templatesOf = (list: FoundList) => [...list.slots].map((slot) => list.index.template(slot)!);

function expectedOf(list: FoundList) {
  return templatesOf(list)
    .map((template, at) => ({
      id: template.id,
      score: list.scores[at]!,
      popularity: template.popularity,
      main: list.main[at]!,
    }))
    .sort((a, b) => b.score - a.score || b.popularity - a.popularity || b.id - a.id)
    .map(({ id, score, main }) => ({ id, score, main }));
}

const rowsOf = (list: FoundList) =>
  templatesOf(list).map((template, at) => ({
    id: template.id,
    score: list.scores[at]!,
    main: list.main[at]!,
  }));

describe('relevance order', () => {
  it('orders a list by score, popularity and id, walked or sorted, whatever its size', () => {
    const next = seededRandom(7);
    const index = indexOf(next);
    // Small lists are sorted, large ones walked down the kind's popularity order.
    for (const count of [0, 1, 5, 30, 31, 32, 200, 1_000, SIZE]) {
      const found = foundOf(index, next, count);
      const list = relevanceOrdered(index, 'video', found);
      expect(list.slots).toHaveLength(count);
      expect(rowsOf(list)).toEqual(expectedOf(list));
      expect(list.anyMain).toBe(found.slots.some(found.isMain));
      expect(rowsOf(listInOrderGiven(index, found)).map(({ id }) => id)).toEqual(
        found.slots.map((slot) => index.template(slot)!.id),
      );
    }
  });

  it('puts a list back in order in place after sales, as sorting it again would', () => {
    const next = seededRandom(11);
    let index = indexOf(next);
    /** The list's templates on sale, in its order, and as the rule orders them. */
    const live = (list: FoundList) => {
      const rows = [...list.slots].flatMap((slot, at) => {
        const template = index.template(slot);
        return template ? [{ ...template, score: list.scores[at]!, main: list.main[at]! }] : [];
      });
      const shown = (row: (typeof rows)[number]) => ({
        id: row.id,
        score: row.score,
        main: row.main,
      });
      return {
        rows: rows.map(shown),
        expected: [...rows]
          .sort((a, b) => b.score - a.score || b.popularity - a.popularity || b.id - a.id)
          .map(shown),
      };
    };
    for (const count of [3, 40, 1_500]) {
      // Each list of an index of its own: one taken off would be found again by the next.
      index = indexOf(next);
      const list = relevanceOrdered(index, 'video', foundOf(index, next, count));
      for (let round = 0; round < 20; round += 1) {
        // A few sales, each template found in the list, or many, put back in one pass; some
        // large enough to pass every tie, some lowering a popularity (a template written over),
        // some of templates the list does not hold.
        const sales = next(4) === 0 ? 40 + next(40) : 1 + next(30);
        for (let sale = 0; sale < sales; sale += 1) {
          const slot = next(3) === 0 ? next(index.slotCount) : list.slots[next(list.slots.length)]!;
          const template = index.template(slot);
          if (!template) continue;
          const change = next(8) === 0 ? -1 - next(5) : 1 + (next(10) === 0 ? 50 : 0);
          index.setPopularity(template.id, Math.max(0, template.popularity + change));
        }
        // Now and then one taken off: the others are put in order around it.
        if (count > 3 && next(5) === 0) {
          index.remove(index.template(list.slots[next(list.slots.length)]!)?.id ?? -1);
        }
        const { expected } = live(list);
        putBackInRelevanceOrder(list);
        expect(live(list).rows).toEqual(expected);
        expect(list.orderedAt).toBe(index.popularityVersion);
      }
    }
  });

  it('puts added templates each in its place, passing over the ones taken off, round after round', () => {
    const next = seededRandom(13);
    for (const count of [0, 1, 40, 1_500]) {
      const index = indexOf(next);
      const list = relevanceOrdered(index, 'video', foundOf(index, next, count));
      const takenOff = new Set<number>();
      for (let off = 0; off < count / 4; off += 1) {
        const slot = list.slots[next(list.slots.length)]!;
        takenOff.add(slot);
        index.remove(index.template(slot)?.id ?? -1);
      }
      const live = (rows: { slot: number; score: number; main: number }[]) =>
        rows
          .filter(({ slot }) => !takenOff.has(slot))
          .map(({ slot, score, main }) => ({ ...index.template(slot)!, score, main }));
      const rowsHeld = () =>
        [...list.slots].map((slot, at) => ({
          slot,
          score: list.scores[at]!,
          main: list.main[at]!,
        }));
      let id = SIZE;
      // An import's templates come a few at a time: the later rounds land in the room the
      // first made, over what the moves left past the list's end.
      for (const round of [60, 3, 1, 2]) {
        const added = Array.from({ length: 1 + next(round) }, (_, at) => {
          id += 1;
          putVideo(index, id, next(20));
          return { slot: index.slotOf(id)!, score: 10_000 + 100 * next(5), main: at % 2 === 0 };
        });
        const before = rowsHeld();
        const room = list.room;
        const expected = live([...before, ...added.map((one) => ({ ...one, main: +one.main }))])
          .sort((a, b) => b.score - a.score || b.popularity - a.popularity || b.id - a.id)
          .map(({ id: each, score, main }) => ({ id: each, score, main }));

        insertInRelevanceOrder(list, added);

        const rows = rowsHeld();
        expect(rows).toHaveLength(before.length + added.length);
        expect(live(rows).map(({ id: each, score, main }) => ({ id: each, score, main }))).toEqual(
          expected,
        );
        expect(rows.filter(({ slot }) => takenOff.has(slot))).toHaveLength(takenOff.size);
        expect(list.anyMain).toBe(rows.some(({ main }) => main === 1));
        // No new arrays while the room holds the list.
        if (room && room.slots.length >= rows.length) expect(list.room).toBe(room);
      }
      expect(roomOf(list)).toBeGreaterThanOrEqual(list.slots.length);
    }
  });

  it('puts added templates at the end of a list in the order given, round after round', () => {
    const next = seededRandom(19);
    const index = indexOf(next);
    const found = foundOf(index, next, 30);
    const list = listInOrderGiven(index, found);
    const expected = rowsOf(list);
    let id = SIZE;
    for (const round of [20, 2, 1]) {
      const added = Array.from({ length: round }, (_, at) => {
        id += 1;
        putVideo(index, id, next(20));
        return { slot: index.slotOf(id)!, score: 5 + at, main: at % 2 === 1 };
      });
      appendInOrderGiven(list, added);
      expected.push(
        ...added.map(({ score, main }, at) => ({ id: id - round + 1 + at, score, main: +main })),
      );
      expect(rowsOf(list)).toEqual(expected);
    }
  });

  it("makes each kind's popularity order in slices as a sort at its first search does", async () => {
    const next = seededRandom(17);
    const index = indexOf(next);
    for (let id = SIZE + 1; id <= SIZE + 300; id += 1) putVideo(index, id, next(20), 'image');
    for (const id of [5, 900, SIZE + 7]) index.remove(id);
    await index.orderByPopularity();
    for (const kind of ['video', 'image', 'direct-sell'] as const) {
      const expected = Array.from({ length: index.slotCount }, (_, slot) => slot)
        .filter((slot) => index.template(slot)?.kind === kind)
        .sort((a, b) => {
          const [first, second] = [index.template(a)!, index.template(b)!];
          return second.popularity - first.popularity || second.id - first.id;
        });
      expect(index.mostPopular(kind)).toEqual(expected);
    }
  });
});

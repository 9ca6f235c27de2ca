import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import { sortedInSlices } from './sorted-in-slices';

describe('sorted in slices', () => {
  it('sorts as a plain sort does, stable, whatever the count', async () => {
    const next = seededRandom(5);
    for (const count of [0, 1, 2, 1023, 1024, 1025, 5_000, 40_000]) {
      const items = Int32Array.from({ length: count }, (_, at) => at);
      // Keys that tie often: a stable sort keeps tied items in their order.
      const keys = Int32Array.from({ length: count }, () => next(50));
      const byKey = (a: number, b: number) => keys[b]! - keys[a]!;
      const sorted = await sortedInSlices(items, byKey, 1);
      expect(Array.from(sorted)).toEqual(Array.from(items).sort(byKey));
      expect(Array.from(items)).toEqual(Array.from({ length: count }, (_, at) => at));
    }
  });

  it('yields to the event loop while it sorts', async () => {
    const items = Int32Array.from({ length: 200_000 }, (_, at) => (at * 7919) % 200_000);
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    await sortedInSlices(items, (a, b) => a - b, 1);
    clearInterval(counting);
    expect(turns).toBeGreaterThan(2);
  });
});

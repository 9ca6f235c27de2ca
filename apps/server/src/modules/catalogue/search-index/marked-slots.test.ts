import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import { MarkedSlots } from './marked-slots';

describe('MarkedSlots', () => {
  it.each([0, 1, 2_048, 2_049, 30_000])('lists %i slots marked, each once', (count) => {
    const next = seededRandom(count + 1);
    const bySlot = new Uint8Array(100_000);
    const marked = new MarkedSlots();
    const expected = new Set<number>();
    while (expected.size < count) {
      const slot = next(bySlot.length);
      if (bySlot[slot] === 0) marked.add(slot);
      bySlot[slot] = 1 + next(7);
      expected.add(slot);
    }
    const slots = marked.slots(bySlot);
    expect(slots).toBeInstanceOf(Int32Array);
    expect([...slots].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });
});

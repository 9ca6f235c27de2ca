import { describe, expect, it } from 'vitest';
import { OneATurn } from './one-a-turn';

describe('OneATurn', () => {
  it('lets its waiters on in the order they came, a timer due between each and the next', async () => {
    const turns = new OneATurn();
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        turns.next().then(() => {
          order.push(name);
          // Due before the next turn (the work takes a few milliseconds): it runs before the next
          // waiter only if that waiter waits for another turn.
          setTimeout(() => order.push(`timer after ${name}`), 0);
          const until = performance.now() + 3;
          while (performance.now() < until);
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['a', 'timer after a', 'b', 'timer after b', 'c', 'timer after c']);
  });
});

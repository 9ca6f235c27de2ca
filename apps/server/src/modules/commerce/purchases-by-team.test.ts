import { describe, expect, it } from 'vitest';
import { PurchasesByTeam } from './purchases-by-team';

/** A promise settled by the test, to hold a purchase in flight. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a team’s purchases in a process', () => {
  function queue(most?: number) {
    const sent: { how: 'alone' | 'together'; purchases: string[] }[] = [];
    const inFlight = new Map<string, ReturnType<typeof held<string>>>();
    const purchases = new PurchasesByTeam<string, string>(
      {
        alone: (purchase) => {
          sent.push({ how: 'alone', purchases: [purchase] });
          const one = held<string>();
          inFlight.set(purchase, one);
          return one.promise;
        },
        together: async (turn) => {
          sent.push({ how: 'together', purchases: turn });
          if (turn.includes('fails whole')) throw new Error('the turn failed');
          return turn.map((purchase) =>
            purchase.startsWith('refused')
              ? { status: 'rejected' as const, reason: new Error(purchase) }
              : { status: 'fulfilled' as const, value: `${purchase} bought` },
          );
        },
      },
      most,
    );
    return { purchases, sent, inFlight };
  }

  it('sends a lone purchase alone once the event loop’s turn ends, and other teams’ apart', async () => {
    const { purchases, sent, inFlight } = queue();
    const a = purchases.buy('team 1', 'a');
    const b = purchases.buy('team 2', 'b');
    expect(sent).toEqual([]);
    await settle();
    expect(sent).toEqual([
      { how: 'alone', purchases: ['a'] },
      { how: 'alone', purchases: ['b'] },
    ]);
    inFlight.get('a')!.resolve('a bought');
    inFlight.get('b')!.resolve('b bought');
    expect(await Promise.all([a, b])).toEqual(['a bought', 'b bought']);
    // Nothing waits: the next purchase goes alone in the next turn again.
    void purchases.buy('team 1', 'c');
    await settle();
    expect(sent.at(-1)).toEqual({ how: 'alone', purchases: ['c'] });
  });

  it('sends the purchases of one turn of the event loop together', async () => {
    const { purchases, sent } = queue();
    const answers = ['x', 'y'].map((purchase) => purchases.buy('team', purchase));
    expect(await Promise.all(answers)).toEqual(['x bought', 'y bought']);
    expect(sent).toEqual([{ how: 'together', purchases: ['x', 'y'] }]);
  });

  it('sends the ones made meanwhile together when it ends, each told its own outcome', async () => {
    const { purchases, sent, inFlight } = queue();
    const first = purchases.buy('team', 'first');
    await settle();
    const waiting = ['x', 'refused y', 'z'].map((purchase) =>
      purchases.buy('team', purchase).catch((error: Error) => `refused: ${error.message}`),
    );
    await settle();
    expect(sent).toHaveLength(1);
    inFlight.get('first')!.reject(new Error('first failed'));
    await expect(first).rejects.toThrow('first failed');
    expect(await Promise.all(waiting)).toEqual(['x bought', 'refused: refused y', 'z bought']);
    expect(sent[1]).toEqual({ how: 'together', purchases: ['x', 'refused y', 'z'] });
  });

  it('sends at most `most` a turn, one left alone, and a failed turn refuses each of its own', async () => {
    const { purchases, sent, inFlight } = queue(2);
    void purchases.buy('team', 'first');
    await settle();
    const turns = ['p', 'fails whole', 'q'].map((purchase) =>
      purchases.buy('team', purchase).catch((error: Error) => error.message),
    );
    inFlight.get('first')!.resolve('first bought');
    await settle();
    // The third waits for the second turn, where it is the only one: sent alone.
    expect(sent.slice(1)).toEqual([
      { how: 'together', purchases: ['p', 'fails whole'] },
      { how: 'alone', purchases: ['q'] },
    ]);
    inFlight.get('q')!.resolve('q bought');
    expect(await Promise.all(turns)).toEqual(['the turn failed', 'the turn failed', 'q bought']);
    // The team is idle again: its next purchase goes alone.
    void purchases.buy('team', 'r');
    await settle();
    expect(sent.at(-1)).toEqual({ how: 'alone', purchases: ['r'] });
  });
});

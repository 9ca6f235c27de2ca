import { describe, expect, it } from 'vitest';
import { perSpendText, statementRows, tallySpends, type StatementCounts } from './statement-tally';

const spend = (counts: Record<string, number>): StatementCounts => new Map(Object.entries(counts));
const purchase = { begin: 1, 'lock-buyer': 1, 'purchase-facts': 1, commit: 1 };

describe("a counted turn's statements", () => {
  it('adds up every spend: the total, and the most one spend sent', () => {
    const tally = tallySpends([
      spend(purchase),
      spend({ ...purchase, 'user-by-id': 1 }),
      spend(purchase),
    ]);
    expect(tally).toEqual({
      spends: 3,
      total: 13,
      most: 5,
      byStatement: spend({
        ...purchase,
        begin: 3,
        'lock-buyer': 3,
        'purchase-facts': 3,
        commit: 3,
        'user-by-id': 1,
      }),
    });
  });

  it('shows a statement the app sends on one spend in a thousand as extra', () => {
    const direct = Array.from({ length: 1000 }, () => spend(purchase));
    const app = direct.map((sent, index) =>
      index === 0 ? spend({ ...purchase, 'user-by-id': 1 }) : sent,
    );
    const rows = statementRows(tallySpends(app), tallySpends(direct));
    expect(rows.find((row) => row.name === 'user-by-id')).toEqual({
      name: 'user-by-id',
      app: 0.001,
      own: 0,
      extra: 0.001,
    });
    expect(rows.filter((row) => row.extra !== 0)).toHaveLength(1);
  });

  it('shows a statement sent twice on some spends by what it adds, not rounded away', () => {
    const app = [spend(purchase), spend({ ...purchase, 'lock-buyer': 2 }), spend(purchase)];
    const [, lockBuyer] = statementRows(tallySpends(app), tallySpends([spend(purchase)]));
    expect(lockBuyer!.extra).toBeCloseTo(1 / 3);
  });

  it('never prints a figure per spend as 0 when something was sent', () => {
    expect(perSpendText(5)).toBe('5');
    expect(perSpendText(0)).toBe('0');
    expect(perSpendText(1 / 3)).toBe('0.333');
    expect(perSpendText(1 / 10_000)).toBe('<0.001');
    expect(perSpendText(-1 / 10_000)).toBe('>-0.001');
  });
});

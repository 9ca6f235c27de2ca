import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesPerCredit, salesBadge } from './format-admin';

describe('the dashboard figures', () => {
  it.each([
    [0, 'Quiet'],
    [1, 'Active'],
    [5, 'Active'],
    [6, 'Good'],
    [10, 'Good'],
    [11, 'Hot'],
  ] as const)('gives %i sales the %s badge', (sales, badge) => {
    expect(salesBadge(sales)).toBe(badge);
  });

  it('shows rupees with 2 decimals, and N/A per credit without credits', () => {
    expect(formatRupees(399)).toBe('₹399.00');
    expect(rupeesPerCredit(399, 500)).toBe('₹0.80');
    expect(rupeesPerCredit(0, 0)).toBe('N/A');
  });
});

import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesPerCredit } from './format-admin';

describe('the dashboard figures', () => {
  it('shows rupees with 2 decimals, and N/A per credit without credits', () => {
    expect(formatRupees(399)).toBe('₹399.00');
    expect(rupeesPerCredit(399, 500)).toBe('₹0.80');
    expect(rupeesPerCredit(0, 0)).toBe('N/A');
  });
});

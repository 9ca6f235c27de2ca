import { describe, expect, it } from 'vitest';
import { salesBadge } from './sales-badge';

describe("a template's sales badge", () => {
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
});

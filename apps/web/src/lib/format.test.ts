import { describe, expect, it } from 'vitest';
import { formatCredits, formatDate, formatNumber } from './format';

describe('formatNumber', () => {
  it('writes whole numbers as en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 1250, 12_345, 999_999, 1_000_000, 123_456_789, -4321]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
  });

  it('rounds to a whole number', () => {
    expect(formatNumber(1249.6)).toBe('1,250');
    expect(formatNumber(0.4)).toBe('0');
  });
});

describe('formatCredits', () => {
  it('says credit for one and credits otherwise', () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(0)).toBe('0 credits');
    expect(formatCredits(2500)).toBe('2,500 credits');
  });
});

describe('formatDate', () => {
  it('writes a day as en-US does, and leaves an unreadable date as it came', () => {
    expect(formatDate('2025-03-14T12:00:00.000Z')).toBe('Mar 14, 2025');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

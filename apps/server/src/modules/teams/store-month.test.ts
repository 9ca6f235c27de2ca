import { describe, expect, it } from 'vitest';
import { storeMonthOf } from './store-month';

describe("the store's calendar month", () => {
  it("counts in the store's time zone, not the server's", () => {
    const lastNightInUtc = new Date('2026-11-30T20:00:00Z');
    expect(storeMonthOf(lastNightInUtc, 'UTC')).toBe('2026-11-01');
    // 01:30 on 1 December in India.
    expect(storeMonthOf(lastNightInUtc, 'Asia/Kolkata')).toBe('2026-12-01');
    expect(storeMonthOf(new Date('2027-01-01T00:30:00+05:30'), 'Asia/Kolkata')).toBe('2027-01-01');
  });
});

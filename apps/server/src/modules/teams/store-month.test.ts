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

describe("the store's calendar month, asked many times", () => {
  it('changes at the first minute of the month in the zone, whatever was asked just before', () => {
    // India is 5:30 ahead: its December begins at 18:30 UTC on 30 November.
    const at = (iso: string) => storeMonthOf(new Date(iso), 'Asia/Kolkata');
    expect(at('2026-11-30T18:29:59.999Z')).toBe('2026-11-01');
    expect(at('2026-11-30T18:29:00.000Z')).toBe('2026-11-01');
    expect(at('2026-11-30T18:30:00.000Z')).toBe('2026-12-01');
    expect(at('2026-11-30T18:30:59.000Z')).toBe('2026-12-01');
    // Back in time, and in another zone meanwhile: each zone's answer is its own.
    expect(storeMonthOf(new Date('2026-11-30T18:30:30Z'), 'UTC')).toBe('2026-11-01');
    expect(at('2026-11-30T18:29:30.000Z')).toBe('2026-11-01');
    // Nepal is 5:45 ahead.
    expect(storeMonthOf(new Date('2026-11-30T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-11-01');
    expect(storeMonthOf(new Date('2026-11-30T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-12-01');
  });
});

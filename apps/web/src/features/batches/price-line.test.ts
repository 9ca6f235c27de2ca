import { describe, expect, it } from 'vitest';
import { cancelLabel, makeAction, priceLine, retryLabel } from './price-line';

describe('the price line and the buttons’ words', () => {
  it('says the price as the spec writes it, with the licence once', () => {
    expect(priceLine({ results: 300, perResult: 5, licence: 150, total: 1650 })).toBe(
      '300 results × 5 credits + licence 150 = 1,650 credits',
    );
  });

  it('leaves the licence out when there is none to pay, and says one result', () => {
    expect(priceLine({ results: 1, perResult: 1, licence: 0, total: 1 })).toBe(
      '1 result × 1 credit = 1 credit',
    );
  });

  it('names how many the one button makes (its price is added by the spend button)', () => {
    expect(makeAction(1200)).toBe('Make 1,200');
  });

  it('names what Cancel gives back and what Retry costs', () => {
    expect(cancelLabel(40)).toBe('Cancel and get 40 credits back');
    expect(cancelLabel(0)).toBe('Cancel the rest');
    expect(retryLabel(3, 15)).toBe('Retry 3 failed rows · 15 credits');
    expect(retryLabel(1, 0)).toBe('Retry 1 failed row (free)');
  });
});

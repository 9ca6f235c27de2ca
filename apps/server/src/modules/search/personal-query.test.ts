import { describe, expect, it } from 'vitest';
import { looksLikePersonalData } from './personal-query';
import { PERSONAL_SEARCHES, SEARCHES_KEPT } from './personal-query-examples';

describe('searches that look like personal data', () => {
  it.each(PERSONAL_SEARCHES)('leaves out %j', (query) => {
    expect(looksLikePersonalData(query)).toBe(true);
  });

  it.each(SEARCHES_KEPT)('keeps %j', (query) => {
    expect(looksLikePersonalData(query)).toBe(false);
  });

  it('reads a search as typed, before it is normalised', () => {
    expect(looksLikePersonalData('My PASSWORD is Hunter')).toBe(true);
    expect(looksLikePersonalData('９８７６５ ４３２１０')).toBe(true);
  });
});

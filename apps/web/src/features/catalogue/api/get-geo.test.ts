import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { DEFAULT_GEO, getGeo } from './get-geo';

describe('getGeo', () => {
  it("returns the server's answer", async () => {
    const india = { country: 'IN', currencyCode: 'INR', currencySymbol: '₹', isIndianUser: true };
    stubApi({ 'GET /api/geo': () => json(200, india) });
    await expect(getGeo()).resolves.toEqual(india);
  });

  it('falls back to US, USD and $ when the region cannot be told', async () => {
    stubApi({ 'GET /api/geo': () => json(503, { error: 'Down', code: 'SERVICE_UNAVAILABLE' }) });
    await expect(getGeo()).resolves.toEqual(DEFAULT_GEO);
    expect(DEFAULT_GEO).toEqual({
      country: 'US',
      currencyCode: 'USD',
      currencySymbol: '$',
      isIndianUser: false,
    });
  });
});

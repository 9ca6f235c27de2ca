import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((testApp) => testApp.close()));
});
async function appWith(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ env });
  opened.push(testApp);
  return testApp.app;
}

describe('GET /api/geo', () => {
  it('answers India with rupees and elsewhere with dollars, from the client address', async () => {
    const app = await appWith();
    const india = await app.inject({ method: 'GET', url: '/api/geo', remoteAddress: '49.36.0.1' });
    expect(india.json()).toEqual({
      country: 'IN',
      currencyCode: 'INR',
      currencySymbol: '₹',
      isIndianUser: true,
    });
    const us = await app.inject({ method: 'GET', url: '/api/geo', remoteAddress: '8.8.8.8' });
    expect(us.json()).toEqual({
      country: 'US',
      currencyCode: 'USD',
      currencySymbol: '$',
      isIndianUser: false,
    });
  });

  it('falls back to the default country for loopback and unknown addresses', async () => {
    const app = await appWith({ GEO_DEFAULT_COUNTRY: 'IN' });
    const local = await app.inject({ method: 'GET', url: '/api/geo', remoteAddress: '127.0.0.1' });
    expect(local.json()).toMatchObject({ country: 'IN', isIndianUser: true });
  });

  it('reads X-Forwarded-For only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': '49.36.0.1' };
    const direct = await appWith();
    expect(
      (
        await direct.inject({ method: 'GET', url: '/api/geo', headers, remoteAddress: '8.8.8.8' })
      ).json().country,
    ).toBe('US');
    const proxied = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(
      (
        await proxied.inject({ method: 'GET', url: '/api/geo', headers, remoteAddress: '10.0.0.2' })
      ).json().country,
    ).toBe('IN');
  });

  it('takes the right-most address a trusted proxy did not write, never the client’s own entry', async () => {
    // The client wrote 49.36.0.1 itself; the proxy appended the address it really came from.
    const spoofed = { 'x-forwarded-for': '49.36.0.1, 8.8.8.8' };
    const byAddress = await appWith({ TRUST_PROXY: '10.0.0.2' });
    const byRange = await appWith({ TRUST_PROXY: 'uniquelocal' });
    for (const app of [byAddress, byRange]) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/geo',
        headers: spoofed,
        remoteAddress: '10.0.0.2',
      });
      expect(answer.json()).toMatchObject({ country: 'US', isIndianUser: false });
    }
    // A client that is not a trusted proxy speaks for nobody but itself.
    const direct = await byAddress.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'x-forwarded-for': '8.8.8.8' },
      remoteAddress: '49.36.0.1',
    });
    expect(direct.json().country).toBe('IN');
  });

  it('ignores the isIndianUser a client claims', async () => {
    const app = await appWith();
    const response = await app.inject({
      method: 'GET',
      url: '/api/geo?isIndianUser=true',
      remoteAddress: '8.8.8.8',
    });
    expect(response.json().isIndianUser).toBe(false);
  });
});

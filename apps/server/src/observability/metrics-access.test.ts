import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access';

const TOKEN = 'a-metrics-token-0123456789';

describe('who may read /metrics', () => {
  it('is nobody, as if there were no endpoint, without a configured token', () => {
    expect(metricsAccess(null, undefined)).toBe('no-endpoint');
    expect(metricsAccess(null, `Bearer ${TOKEN}`)).toBe('no-endpoint');
  });

  it('is whoever sends the token as a bearer token', () => {
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`)).toBe('granted');
    expect(metricsAccess(TOKEN, `bearer ${TOKEN}`)).toBe('granted');
  });

  it('is no one else: no header, another token, a part of it, another scheme', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN}0`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN} extra`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      expect(metricsAccess(TOKEN, header), String(header)).toBe('unauthorized');
    }
  });
});

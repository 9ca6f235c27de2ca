import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const none = {
  googleAnalyticsId: null,
  googleTagManagerId: null,
  metaPixelId: null,
  hotjarId: null,
};
const sandbox = { razorpay: null };
const razorpay = (checkoutUrl = 'https://checkout.razorpay.com/v1/checkout.js') => ({
  razorpay: {
    keyId: 'rzp_test_abc',
    keySecret: 'secret-of-the-key',
    webhookSecret: null,
    apiUrl: 'https://api.razorpay.com/v1',
    checkoutUrl,
  },
});

describe('contentSecurityPolicy', () => {
  it('admits no tracker that is not configured', () => {
    const csp = JSON.stringify(contentSecurityPolicy({ analytics: none, payments: sandbox }));
    expect(csp).not.toMatch(/googletagmanager|facebook|hotjar/);
  });

  it('admits exactly the configured trackers, without repeating a source', () => {
    const directives = contentSecurityPolicy({
      analytics: { ...none, googleAnalyticsId: 'G-ABC123', googleTagManagerId: 'GTM-XYZ' },
      payments: sandbox,
    });
    const scripts = directives.scriptSrc ?? [];
    expect(scripts.filter((source) => source === 'https://www.googletagmanager.com')).toHaveLength(
      1,
    );
    expect(directives.connectSrc).toContain('https://*.google-analytics.com');
    expect(JSON.stringify(directives)).not.toMatch(/facebook|hotjar/);
  });

  it("admits Razorpay's checkout only when Razorpay is configured", () => {
    expect(
      JSON.stringify(contentSecurityPolicy({ analytics: none, payments: sandbox })),
    ).not.toContain('razorpay');
    const directives = contentSecurityPolicy({ analytics: none, payments: razorpay() });
    expect(directives.scriptSrc).toContain('https://checkout.razorpay.com');
    expect(directives.frameSrc).toEqual(
      expect.arrayContaining(['https://api.razorpay.com', 'https://checkout.razorpay.com']),
    );
    expect(directives.connectSrc).toContain('https://lumberjack.razorpay.com');
  });

  it('admits the origin checkout.js is loaded from, when it is another one', () => {
    const directives = contentSecurityPolicy({
      analytics: none,
      payments: razorpay('http://127.0.0.1:3111/v1/checkout.js'),
    });
    expect(directives.scriptSrc).toContain('http://127.0.0.1:3111');
    expect(directives.connectSrc).toContain('http://127.0.0.1:3111');
    expect(directives.frameSrc).toContain('http://127.0.0.1:3111');
  });

  it("admits the media bucket's own origin and its CDN when media live in a bucket", () => {
    const bucket = {
      bucket: 'frameshop-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      timeoutMs: 10_000,
    };
    const local = contentSecurityPolicy({
      analytics: none,
      payments: sandbox,
      media: { s3: null },
    });
    expect(JSON.stringify(local)).not.toContain('9000');
    const direct = contentSecurityPolicy({
      analytics: none,
      payments: sandbox,
      media: { s3: bucket },
    });
    for (const directive of [direct.imgSrc, direct.mediaSrc, direct.connectSrc]) {
      expect(directive).toContain('http://127.0.0.1:9000');
    }
    const withCdn = contentSecurityPolicy({
      analytics: none,
      payments: sandbox,
      media: { s3: { ...bucket, publicUrl: 'https://media.example.com/store' } },
    });
    expect(withCdn.imgSrc).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9000', 'https://media.example.com']),
    );
  });

  it('leaves the base policy untouched between calls', () => {
    contentSecurityPolicy({ analytics: { ...none, hotjarId: '123' }, payments: sandbox });
    expect(
      JSON.stringify(contentSecurityPolicy({ analytics: none, payments: sandbox })),
    ).not.toContain('hotjar');
  });
});

describe('securityHeaders', () => {
  it("is helmet's set for our policy, in lower case, worked out once", () => {
    const headers = securityHeaders({ analytics: none, payments: sandbox });
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client",
    );
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('admits configured trackers in the header too', () => {
    const headers = securityHeaders({
      analytics: { ...none, metaPixelId: '123' },
      payments: sandbox,
    });
    expect(headers['content-security-policy']).toContain('https://connect.facebook.net');
  });
});

describe('security headers on responses', () => {
  const testApp = useTestApp({ env: { RATE_LIMIT_MAX: '1' } });

  it('are on every answer: success, unknown route, rejected request and rate-limited request', async () => {
    const inject = (url: string, remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url, remoteAddress });
    const responses = [
      await inject('/api/health', '198.51.100.1'),
      await inject('/api/no-such-endpoint', '198.51.100.2'),
      await inject('/api/templates?sort=cheapest', '198.51.100.3'),
      await inject('/api/openapi.json', '198.51.100.4'),
      await inject('/api/openapi.json', '198.51.100.4'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 404, 400, 200, 429]);
    for (const response of responses) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('leave the API docs their own policy', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/static/index.html',
      remoteAddress: '198.51.100.5',
    });
    expect(response.headers['content-security-policy']).toContain('validator.swagger.io');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

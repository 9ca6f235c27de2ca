import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

const none = {
  googleAnalyticsId: null,
  googleTagManagerId: null,
  metaPixelId: null,
  hotjarId: null,
};

describe('contentSecurityPolicy', () => {
  it('admits no tracker that is not configured', () => {
    const csp = JSON.stringify(contentSecurityPolicy(none));
    expect(csp).not.toMatch(/googletagmanager|facebook|hotjar/);
  });

  it('admits exactly the configured trackers, without repeating a source', () => {
    const directives = contentSecurityPolicy({
      ...none,
      googleAnalyticsId: 'G-ABC123',
      googleTagManagerId: 'GTM-XYZ',
    });
    const scripts = directives.scriptSrc ?? [];
    expect(scripts.filter((source) => source === 'https://www.googletagmanager.com')).toHaveLength(
      1,
    );
    expect(directives.connectSrc).toContain('https://*.google-analytics.com');
    expect(JSON.stringify(directives)).not.toMatch(/facebook|hotjar/);
  });

  it('leaves the base policy untouched between calls', () => {
    contentSecurityPolicy({ ...none, hotjarId: '123' });
    expect(JSON.stringify(contentSecurityPolicy(none))).not.toContain('hotjar');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, ESSENTIAL_ONLY } from './consent-cookie';
import { resetConsentModeForTests } from './consent-mode';
import { createTrackerLoader } from './tracker-loader';
import type { TrackerIds } from './tracker-loader';

const ids: TrackerIds = {
  googleAnalyticsId: 'G-TEST123',
  googleTagManagerId: 'GTM-ABC',
  metaPixelId: '123456',
  hotjarId: '987',
};
const analyticsOnly = { ...ESSENTIAL_ONLY, analytics: true };

const trackerScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-tracker]')].map(
    (script) => script.src,
  );

/** The consent calls queued for gtag, as [command, state]. */
const consentCalls = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent');

describe('tracker loader', () => {
  beforeEach(() => {
    resetConsentModeForTests();
    window.dataLayer = [];
  });
  afterEach(() => {
    document.head.querySelectorAll('script[data-tracker]').forEach((script) => script.remove());
    delete window.fbq;
    delete window._fbq;
    delete window.hj;
  });

  it('loads nothing before the visitor decides, and sets the denied defaults', () => {
    const loader = createTrackerLoader({ reload: vi.fn() });
    loader.update(null, ids);
    expect(trackerScripts()).toEqual([]);
    expect(consentCalls()).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
    ]);
  });

  it('loads nothing for essential-only, and nothing that is not configured', () => {
    const loader = createTrackerLoader({ reload: vi.fn() });
    loader.update(ESSENTIAL_ONLY, ids);
    expect(trackerScripts()).toEqual([]);
    loader.update(ACCEPT_ALL, {
      googleAnalyticsId: null,
      googleTagManagerId: null,
      metaPixelId: null,
      hotjarId: null,
    });
    expect(trackerScripts()).toEqual([]);
  });

  it('loads the analytics trackers for analytics consent, and the pixel only for marketing', () => {
    const loader = createTrackerLoader({ reload: vi.fn() });
    loader.update(analyticsOnly, ids);
    expect(trackerScripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      'https://static.hotjar.com/c/hotjar-987.js?sv=6',
    ]);
    expect(consentCalls().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);

    loader.update(ACCEPT_ALL, ids);
    expect(trackerScripts()).toContain('https://connect.facebook.net/en_US/fbevents.js');
    // Applying the same choice again injects nothing twice.
    loader.update(ACCEPT_ALL, ids);
    expect(trackerScripts()).toHaveLength(4);
  });

  it('revokes: denies in consent mode, removes the cookies and reloads to unload scripts', () => {
    const reload = vi.fn();
    const loader = createTrackerLoader({ reload });
    loader.update(ACCEPT_ALL, ids);
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_fbp=fb.1; Path=/';

    loader.update(analyticsOnly, ids);
    expect(consentCalls().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'granted' }),
    ]);
    expect(document.cookie).not.toContain('_fbp');
    expect(document.cookie).toContain('_ga=');
    expect(reload).toHaveBeenCalledTimes(1);
    document.cookie = '_ga=; Max-Age=0; Path=/';
  });

  it('does not reload when nothing denied had been loaded', () => {
    const reload = vi.fn();
    const loader = createTrackerLoader({ reload });
    loader.update(analyticsOnly, { ...ids, metaPixelId: null });
    loader.update(ESSENTIAL_ONLY, { ...ids, metaPixelId: null });
    expect(reload).toHaveBeenCalledTimes(1);
    const second = createTrackerLoader({ reload });
    second.update(ESSENTIAL_ONLY, ids);
    second.update(ESSENTIAL_ONLY, ids);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

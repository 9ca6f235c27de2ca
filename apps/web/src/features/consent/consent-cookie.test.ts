import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  consentCookieString,
  decodeConsent,
  encodeConsent,
  readConsentCookie,
} from './consent-cookie';
import { consentModeFor } from './consent-mode';
import { createConsentStore } from './consent-store';

const partial = {
  essential: true,
  analytics: true,
  marketing: false,
  personalization: false,
} as const;

describe('consent cookie', () => {
  it('round-trips the four booleans with a version', () => {
    const raw = encodeConsent(partial);
    expect(JSON.parse(decodeURIComponent(raw))).toEqual({ ...partial, version: 1 });
    expect(decodeConsent(raw)).toEqual(partial);
  });

  it('ignores damaged, foreign or older-version values', () => {
    expect(decodeConsent('not json')).toBeNull();
    expect(decodeConsent(encodeURIComponent('"yes"'))).toBeNull();
    expect(
      decodeConsent(encodeURIComponent(JSON.stringify({ ...ACCEPT_ALL, version: 0 }))),
    ).toBeNull();
    expect(
      decodeConsent(encodeURIComponent(JSON.stringify({ analytics: 'yes', version: 1 }))),
    ).toBeNull();
  });

  it('finds its cookie among others', () => {
    const cookies = `theme=dark; cookie_consent=${encodeConsent(partial)}; other=1`;
    expect(readConsentCookie(cookies)).toEqual(partial);
    expect(readConsentCookie('theme=dark')).toBeNull();
  });

  it('is kept for 365 days, site-wide, SameSite=Lax, Secure on https', () => {
    const cookie = consentCookieString(partial, true);
    expect(cookie).toMatch(/^cookie_consent=/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(consentCookieString(partial, false)).not.toContain('Secure');
  });
});

describe('consent mode', () => {
  it('denies analytics and ads and grants functionality and security by default', () => {
    expect(consentModeFor(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('grants what the visitor chose', () => {
    expect(consentModeFor(partial)).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
    expect(consentModeFor(ACCEPT_ALL)).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
    });
  });
});

describe('consent store', () => {
  it('starts undecided, saves to the cookie and tells subscribers', () => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    const store = createConsentStore(document);
    expect(store.getState()).toEqual({ choice: null, settingsOpen: false });
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.openSettings();
    expect(store.getState().settingsOpen).toBe(true);
    store.save(partial);
    expect(store.getState()).toEqual({ choice: partial, settingsOpen: false });
    expect(calls).toBe(2);
    expect(readConsentCookie(document.cookie)).toEqual(partial);
    // A new page load reads the same choice back.
    expect(createConsentStore(document).getState().choice).toEqual(partial);
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });
});

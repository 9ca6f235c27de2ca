import { COOKIE_CONSENT_MAX_AGE_SECONDS } from '@frameshop/contract';

export const CONSENT_COOKIE = 'cookie_consent';
/** Bumped when the categories change, so earlier choices are asked again rather than guessed. */
export const CONSENT_VERSION = 1;

/** What the visitor agreed to. Essential cookies keep the store working and are always on. */
export interface ConsentChoice {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
}

export type ConsentCategory = 'analytics' | 'marketing' | 'personalization';

export const ACCEPT_ALL: ConsentChoice = {
  essential: true,
  analytics: true,
  marketing: true,
  personalization: true,
};

export const ESSENTIAL_ONLY: ConsentChoice = {
  essential: true,
  analytics: false,
  marketing: false,
  personalization: false,
};

export function encodeConsent(choice: ConsentChoice): string {
  return encodeURIComponent(
    JSON.stringify({
      essential: true,
      analytics: choice.analytics,
      marketing: choice.marketing,
      personalization: choice.personalization,
      version: CONSENT_VERSION,
    }),
  );
}

/** The stored choice, or null when there is none, it is damaged or from an older version. */
export function decodeConsent(raw: string): ConsentChoice | null {
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.version !== CONSENT_VERSION) return null;
  const { analytics, marketing, personalization } = record;
  if (
    typeof analytics !== 'boolean' ||
    typeof marketing !== 'boolean' ||
    typeof personalization !== 'boolean'
  ) {
    return null;
  }
  return { essential: true, analytics, marketing, personalization };
}

/** Finds the consent cookie in a `document.cookie` string. */
export function readConsentCookie(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return decodeConsent(rest.join('='));
  }
  return null;
}

/** The `document.cookie` assignment that stores `choice` for a year. */
export function consentCookieString(choice: ConsentChoice, secure: boolean): string {
  const attributes = [
    `${CONSENT_COOKIE}=${encodeConsent(choice)}`,
    `Max-Age=${COOKIE_CONSENT_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

import { forgetWithPage } from '../../lib/page-lifetime-state';
import type { ConsentChoice } from './consent-cookie';

type ConsentValue = 'granted' | 'denied';

/** Google Consent Mode v2 signals. */
export interface ConsentModeState {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
  personalization_storage: ConsentValue;
  security_storage: ConsentValue;
}

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/** What Google's tags may do for `choice`; with no choice yet, analytics and ads are denied. */
export function consentModeFor(choice: ConsentChoice | null): ConsentModeState {
  const analytics = choice?.analytics ?? false;
  const marketing = choice?.marketing ?? false;
  const personalization = choice?.personalization ?? false;
  return {
    ad_storage: value(marketing),
    ad_user_data: value(marketing),
    ad_personalization: value(marketing),
    analytics_storage: value(analytics),
    functionality_storage: 'granted',
    personalization_storage: value(personalization),
    security_storage: 'granted',
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The gtag queue. Google's script reads it when (and if) it loads; until then it is plain data. */
export function gtag(...args: unknown[]): void {
  window.dataLayer ??= [];
  // gtag.js only reads `arguments` objects from the queue, not arrays.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
  void args;
}

let defaultsSet = false;

/** Queues the consent defaults once, before any Google tag could load. */
export function setConsentDefaults(choice: ConsentChoice | null): void {
  if (defaultsSet) return;
  defaultsSet = true;
  window.gtag ??= gtag;
  gtag('consent', 'default', consentModeFor(null));
  if (choice) gtag('consent', 'update', consentModeFor(choice));
}

export function updateConsentMode(choice: ConsentChoice): void {
  gtag('consent', 'update', consentModeFor(choice));
}

export function resetConsentModeForTests(): void {
  defaultsSet = false;
}
forgetWithPage(resetConsentModeForTests);

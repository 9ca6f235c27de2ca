import { useSyncExternalStore } from 'react';
import { consentStore } from '../consent-store';
import type { ConsentState } from '../consent-store';

/** The visitor's cookie choice and whether the settings dialog is open. */
export function useConsent(): ConsentState {
  const store = consentStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

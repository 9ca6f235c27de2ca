import { useMemo, useSyncExternalStore } from 'react';
import { useServerRequest } from '../../../lib/server-request';
import { readConsentCookie } from '../consent-cookie';
import { consentStore } from '../consent-store';
import type { ConsentState } from '../consent-store';

// The store touches `document`, so it is reached only from the browser's side of the hook.
const subscribe = (listener: () => void) => consentStore().subscribe(listener);
const getState = () => consentStore().getState();

/** The visitor's cookie choice and whether the settings dialog is open. */
export function useConsent(): ConsentState {
  // On the server the request's cookies say what the browser will read from document.cookie, so a
  // visitor who has chosen never gets a banner in the page's first HTML.
  const requestCookies = useServerRequest()?.cookies;
  const serverState = useMemo<ConsentState | null>(
    () =>
      requestCookies === undefined
        ? null
        : { choice: readConsentCookie(requestCookies), settingsOpen: false },
    [requestCookies],
  );
  return useSyncExternalStore(subscribe, getState, () => serverState ?? getState());
}

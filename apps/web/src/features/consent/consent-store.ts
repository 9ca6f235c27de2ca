import { forgetWithPage } from '../../lib/page-lifetime-state';
import { consentCookieString, readConsentCookie } from './consent-cookie';
import type { ConsentChoice } from './consent-cookie';

export interface ConsentState {
  /** null until the visitor decides: the banner shows. */
  choice: ConsentChoice | null;
  /** The settings dialog is open (from the banner or the footer's "Cookie settings"). */
  settingsOpen: boolean;
}

type Listener = () => void;

/**
 * The visitor's cookie choice, shared by the banner, the settings dialog, the footer button and the
 * tracker loader. The cookie is the source of truth, so a choice survives reloads and tabs.
 */
export function createConsentStore(doc?: Document) {
  // The document is first read when the state is: a server rendering a page has none.
  const page = () => doc ?? document;
  let state: ConsentState | undefined;
  const getState = () =>
    (state ??= { choice: readConsentCookie(page().cookie), settingsOpen: false });
  const listeners = new Set<Listener>();
  const set = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    save(choice: ConsentChoice) {
      page().cookie = consentCookieString(choice, page().location?.protocol === 'https:');
      set({ choice, settingsOpen: false });
    },
    openSettings() {
      set({ ...getState(), settingsOpen: true });
    },
    closeSettings() {
      set({ ...getState(), settingsOpen: false });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

let shared: ConsentStore | undefined;

/** The page's one store, created on first use (after the document exists). */
export function consentStore(): ConsentStore {
  shared ??= createConsentStore();
  return shared;
}

/** Tests start each case from the cookie jar as they left it. */
export function resetConsentStoreForTests(): void {
  shared = undefined;
}
forgetWithPage(resetConsentStoreForTests);

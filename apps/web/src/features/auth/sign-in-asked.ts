import { useSyncExternalStore } from 'react';

/**
 * Whether this visit (this tab's session) has already asked the visitor to sign in with a dialog
 * (a signed-out Like, say). The timed invitation then stays away: the same offer twice, one card
 * under the other's backdrop, reads as two questions. Kept in session storage, so it lasts as
 * long as the tab's visit and nothing is remembered past it; nothing was dismissed.
 */
const ASKED_KEY = 'frameshop.signInAsked';
const listeners = new Set<() => void>();

function readAsked(): boolean {
  try {
    return sessionStorage.getItem(ASKED_KEY) === '1';
  } catch {
    return false; // storage refused (a locked-down browser): the invitation may come as before
  }
}

export function markSignInAsked(): void {
  if (readAsked()) return;
  try {
    sessionStorage.setItem(ASKED_KEY, '1');
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInAsked(): boolean {
  return useSyncExternalStore(subscribe, readAsked, () => false);
}

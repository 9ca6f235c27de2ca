import { useSyncExternalStore } from 'react';

/**
 * Whether this page visit has already asked the visitor to sign in with a dialog (a signed-out
 * Like, say). The timed invitation then stays away: the same offer twice, one card under the other's
 * backdrop, reads as two questions. Kept for the visit only; nothing was dismissed.
 */
let asked = false;
const listeners = new Set<() => void>();

export function markSignInAsked(): void {
  if (asked) return;
  asked = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInAsked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
}

/** Tests start each case as a fresh visit. */
export function resetSignInAskedForTests(): void {
  asked = false;
}

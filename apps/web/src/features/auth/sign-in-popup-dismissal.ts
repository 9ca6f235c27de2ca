import { SIGN_IN_POPUP_RESHOW_MS } from '@frameshop/contract';

export const SIGN_IN_POPUP_DISMISSED_KEY = 'signInPopupDismissedAt';

/** When the visitor last closed the popup (epoch ms), or null. */
export function readDismissedAt(storage: Storage | undefined = safeLocalStorage()): number | null {
  const raw = storage?.getItem(SIGN_IN_POPUP_DISMISSED_KEY);
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
}

export function rememberDismissal(
  now: number,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(SIGN_IN_POPUP_DISMISSED_KEY, String(now));
  } catch {
    // Private modes may refuse storage; the popup then simply comes back next visit.
  }
}

/** A dismissal counts for at least a day; a damaged or missing record does not count. */
export function isDismissalActive(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < SIGN_IN_POPUP_RESHOW_MS;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

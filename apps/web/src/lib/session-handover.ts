import { tokenStore } from './token-store';
import type { StoredToken } from './token-store';

/**
 * One sign-in across the tabs of one browser. Without "Remember me" the session is kept in the
 * tab's sessionStorage, so that it ends with the browser; but a tab opened from another (Ctrl-click
 * on Buy Credits) starts with an empty one and would be signed out. Tabs therefore hand the
 * session over on a same-origin BroadcastChannel: a new tab asks, a signed-in tab answers, and
 * signing out (or a session the server refuses) ends it in every tab at once. After the browser
 * closes nobody is left to answer, so the spec's rule still holds. Remembered sessions live in
 * localStorage, which every tab shares already; only their sign-out is announced here too.
 */
const CHANNEL_NAME = 'frameshop.session';
/**
 * Set while some tab holds a browser-session sign-in, so that only then does a new tab wait for
 * an answer (a visitor who never signed in waits for nothing). It names no token.
 */
const SESSION_IN_A_TAB_KEY = 'frameshop.session-in-a-tab';
/** Another tab answers within milliseconds; a throttled background tab within this. */
export const HANDOVER_WAIT_MS = 300;

type HandoverMessage =
  | { kind: 'ask' }
  /** `replaces`: the token it renews (a changed username signs the session anew). */
  | { kind: 'offer'; session: StoredToken; replaces: string | null }
  | { kind: 'signed-out'; token: string };

let waiting = false;
let started = false;
const waitListeners = new Set<() => void>();

function setMarker(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(SESSION_IN_A_TAB_KEY, '1');
    else window.localStorage.removeItem(SESSION_IN_A_TAB_KEY);
  } catch {
    // Without storage there is no handover to hint at.
  }
}

function hasMarker(): boolean {
  try {
    return window.localStorage.getItem(SESSION_IN_A_TAB_KEY) !== null;
  } catch {
    return false;
  }
}

function stopWaiting(): void {
  if (!waiting) return;
  waiting = false;
  for (const listener of waitListeners) listener();
}

function isBrowserSession(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<StoredToken>;
  return typeof session.token === 'string' && session.token.length > 0 && !session.rememberMe;
}

export const sessionHandover = {
  /** True while a new tab waits for the others' answer: who is signed in is not known yet. */
  isWaiting: (): boolean => waiting,

  /** Follows the stored token and the end of the wait, for `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void {
    waitListeners.add(listener);
    const unsubscribe = tokenStore.subscribe(listener);
    return () => {
      waitListeners.delete(listener);
      unsubscribe();
    };
  },
};

/**
 * Joins this tab to the others: once, in the browser, before the app first reads the token.
 * Returns how to leave again (for tests; a tab leaves when it closes).
 */
export function startSessionHandover(): () => void {
  if (started || typeof BroadcastChannel === 'undefined') return () => {};
  started = true;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const post = (message: HandoverMessage) => channel.postMessage(message);
  let known = tokenStore.read();

  channel.onmessage = ({ data }: MessageEvent<HandoverMessage>) => {
    const mine = tokenStore.read();
    if (data.kind === 'ask' && mine && !mine.rememberMe) {
      post({ kind: 'offer', session: mine, replaces: null });
    } else if (
      data.kind === 'offer' &&
      (!mine || mine.token === data.replaces) &&
      isBrowserSession(data.session)
    ) {
      tokenStore.save(data.session.token, false);
      stopWaiting();
    } else if (data.kind === 'signed-out' && mine?.token === data.token) {
      tokenStore.clear();
    }
  };

  // This tab's own sign-in and sign-out, told to the others (what they adopt or clear comes back
  // here too, and then changes nothing more).
  const unsubscribe = tokenStore.subscribe(() => {
    const now = tokenStore.read();
    if (known && !now) {
      setMarker(false);
      post({ kind: 'signed-out', token: known.token });
    } else if (now && !now.rememberMe && now.token !== known?.token) {
      setMarker(true);
      post({ kind: 'offer', session: now, replaces: known?.token ?? null });
    }
    known = now;
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!known && hasMarker()) {
    waiting = true;
    post({ kind: 'ask' });
    timer = setTimeout(() => {
      // Nobody answered: the browser was closed since, or the last such tab went.
      if (waiting && !tokenStore.read()) setMarker(false);
      stopWaiting();
    }, HANDOVER_WAIT_MS);
  }

  return () => {
    clearTimeout(timer);
    unsubscribe();
    channel.close();
    waiting = false;
    started = false;
  };
}

import { REMEMBER_ME_MS } from '@frameshop/contract';

/** The record kept in browser storage for the signed-in session. */
export interface StoredToken {
  token: string;
  /** Epoch milliseconds after which the token is discarded; null for a browser-session token. */
  expiry: number | null;
  rememberMe: boolean;
}

export const TOKEN_STORAGE_KEY = 'frameshop.auth';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Storage can be missing or throw (privacy modes, disabled cookies); the app then behaves as if
 * nobody is signed in instead of crashing.
 */
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function removeFrom(store: Storage | null): void {
  try {
    store?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing more can be done with a storage that refuses writes.
  }
}

function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    record.token.length > 0 &&
    (record.expiry === null ||
      (typeof record.expiry === 'number' && Number.isFinite(record.expiry))) &&
    typeof record.rememberMe === 'boolean'
  );
}

/** Reads one storage; corrupt and expired records are deleted on the way. */
function readFrom(store: Storage | null, now: number): StoredToken | null {
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isStoredToken(parsed)) {
    removeFrom(store);
    return null;
  }
  if (parsed.expiry !== null && parsed.expiry <= now) {
    removeFrom(store);
    return null;
  }
  return parsed;
}

function readStoredToken(now: number = Date.now()): StoredToken | null {
  return readFrom(storage('local'), now) ?? readFrom(storage('session'), now);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const tokenStore = {
  /**
   * Remember-me tokens survive browser restarts for 7 days (localStorage); the others live as long
   * as the tab (sessionStorage) and carry no expiry of their own.
   */
  save(token: string, rememberMe: boolean, now: number = Date.now()): StoredToken {
    const record: StoredToken = {
      token,
      expiry: rememberMe ? now + REMEMBER_ME_MS : null,
      rememberMe,
    };
    // Only one record may exist, or a stale token in the other storage could resurface later.
    removeFrom(storage('local'));
    removeFrom(storage('session'));
    try {
      storage(rememberMe ? 'local' : 'session')?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // Quota or privacy-mode failure: the session simply does not persist.
    }
    notify();
    return record;
  },

  read: readStoredToken,

  /** The bearer token to send, or null when signed out. Safe to pass around unbound. */
  getToken(now: number = Date.now()): string | null {
    return readStoredToken(now)?.token ?? null;
  },

  clear(): void {
    removeFrom(storage('local'));
    removeFrom(storage('session'));
    notify();
  },

  /**
   * Lets React follow sign-in and sign-out, including those made in another tab (the `storage`
   * event only fires for changes made elsewhere).
   */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

import { useSyncExternalStore } from 'react';

/**
 * Who pays for what this browser does: the signed-in person ("Me", null) or one of their teams
 * (its id). Remembered per browser in localStorage, so every tab pays as the same account; the
 * API client names the team on every request while one is chosen.
 */
export const PAYER_STORAGE_KEY = 'frameshop.payer';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A team id as the server gives it; anything else in storage is treated as "Me". */
const TEAM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function read(): string | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(PAYER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  return raw !== null && TEAM_ID.test(raw) ? raw : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const payerStore = {
  /** The paying team's id, or null when the person pays. Safe to pass around unbound. */
  teamId(): string | null {
    return read();
  },

  /** Pays as `teamId` from now on; null goes back to "Me". */
  choose(teamId: string | null): void {
    if (teamId === read()) return;
    try {
      if (teamId === null) storage()?.removeItem(PAYER_STORAGE_KEY);
      else storage()?.setItem(PAYER_STORAGE_KEY, teamId);
    } catch {
      // A storage that refuses writes leaves the person paying as themselves.
    }
    notify();
  },

  /** Lets React follow the choice, including one made in another tab. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === PAYER_STORAGE_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

// The server cannot see the browser's storage: its page pays as "Me" until the browser takes over.
const nobodyOnServer = () => null;

/** The chosen paying team's id, or null while the person pays; follows every change. */
export function useChosenTeamId(): string | null {
  return useSyncExternalStore(payerStore.subscribe, payerStore.teamId, nobodyOnServer);
}

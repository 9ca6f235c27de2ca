/**
 * What the browser keeps of an admin session, in session storage only (it ends with the tab): the
 * spec's admin-authenticated flag and the server's admin token with its expiry. Nothing secret is
 * compared here; the token is what the server checks on every admin call.
 */
export const ADMIN_FLAG_KEY = 'admin-authenticated';
export const ADMIN_TOKEN_KEY = 'frameshop.admin-token';

export interface AdminSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAdminSession(now = Date.now()): AdminSession | null {
  try {
    const storage = store();
    if (storage?.getItem(ADMIN_FLAG_KEY) !== 'true') return null;
    const parsed = JSON.parse(storage.getItem(ADMIN_TOKEN_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, expiresAt } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || typeof expiresAt !== 'number' || expiresAt <= now) return null;
    return { token, expiresAt };
  } catch {
    return null;
  }
}

export function saveAdminSession(session: AdminSession): void {
  try {
    store()?.setItem(ADMIN_FLAG_KEY, 'true');
    store()?.setItem(ADMIN_TOKEN_KEY, JSON.stringify(session));
  } catch {
    // Without storage the session lasts as long as the page.
  }
}

export function clearAdminSession(): void {
  try {
    store()?.removeItem(ADMIN_FLAG_KEY);
    store()?.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing more can be done with a storage that refuses writes.
  }
}

import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_FLAG_KEY,
  clearAdminSession,
  readAdminSession,
  saveAdminSession,
} from './admin-session';

describe('the admin session in session storage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the flag and the token until it expires, and clears both', () => {
    saveAdminSession({ token: 'admin-token', expiresAt: 2_000 });
    expect(sessionStorage.getItem(ADMIN_FLAG_KEY)).toBe('true');
    expect(readAdminSession(1_000)).toEqual({ token: 'admin-token', expiresAt: 2_000 });
    expect(readAdminSession(2_000)).toBeNull();
    clearAdminSession();
    expect(sessionStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    expect(readAdminSession(1_000)).toBeNull();
  });

  it('trusts no token without the flag', () => {
    saveAdminSession({ token: 'admin-token', expiresAt: 2_000 });
    sessionStorage.removeItem(ADMIN_FLAG_KEY);
    expect(readAdminSession(1_000)).toBeNull();
  });
});

import { useCallback, useState } from 'react';
import {
  clearAdminSession,
  readAdminSession,
  saveAdminSession,
  type AdminSession,
} from '../admin-session';

/** The admin session of this tab: opened by the gate, ended by Logout or an expired token. */
export function useAdminSession() {
  const [session, setSession] = useState<AdminSession | null>(() => readAdminSession());
  const open = useCallback((next: AdminSession) => {
    saveAdminSession(next);
    setSession(next);
  }, []);
  const close = useCallback(() => {
    clearAdminSession();
    setSession(null);
  }, []);
  return { session, open, close };
}

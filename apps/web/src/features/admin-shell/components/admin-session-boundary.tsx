import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminGate } from './admin-gate';

/** What every screen behind the gate is given. */
export interface AdminAccess {
  /** The server's admin token, the bearer of every admin call. */
  token: string;
  /** Ends the admin session and forgets its figures. */
  logout: () => void;
  goToLogin: () => void;
}

/**
 * The door of every dashboard screen: the password gate until the server hands an admin token,
 * then the screen. The token lasts 30 minutes; when it ends, the gate asks for the password again.
 */
export function AdminSessionBoundary({
  children,
}: {
  children: (access: AdminAccess) => ReactNode;
}) {
  const { session, open, close } = useAdminSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(close, Math.max(0, session.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [session, close]);

  if (!session) return <AdminGate onOpened={open} />;

  const logout = () => {
    close();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };
  const goToLogin = () => {
    logout();
    void navigate(paths.login());
  };
  return children({ token: session.token, logout, goToLogin });
}

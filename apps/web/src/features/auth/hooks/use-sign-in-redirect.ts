import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import type { LoginRedirectState } from '../redirect-state';

/** Sends the visitor to sign in, and back to this page (query included) once they have. */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate(paths.login(), { state });
  }, [navigate, location.pathname, location.search]);
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state';
import { paths } from '../../../lib/paths';
import { useAuth } from '../hooks/use-auth';
import type { LoginRedirectState } from '../redirect-state';

/** Guards its nested routes: signed-in users see them, everyone else is sent to /login. */
export function ProtectedRoute() {
  const { status, signingOut } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingState label="Loading..." />;
  // Logout is already on its way home; a detour through /login would win the race.
  if (status === 'unauthenticated' && signingOut) return null;
  if (status === 'unauthenticated') {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}

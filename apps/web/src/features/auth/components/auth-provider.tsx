import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { payerStore } from '../../../lib/payer-store';
import { sessionHandover } from '../../../lib/session-handover';
import { tokenStore } from '../../../lib/token-store';
import { teamKeys } from '../../../lib/team-keys';
import type { TeamSummary } from '@frameshop/contract';
import { profileQueryOptions, userScopeKey } from '../api/get-profile';
import type { UserProfile } from '../api/get-profile';
import { AuthContext } from '../auth-context';
import type { AuthContextValue, AuthStatus } from '../auth-context';

// Undefined ("not known yet") while a new tab waits for another tab to hand its session over.
const readToken = () => (sessionHandover.isWaiting() ? undefined : tokenStore.getToken());
// The server cannot see the browser's storage: its page (and the browser's first render, which must
// match it) shows neither a signed-in nor a signed-out navbar, only the placeholder of "loading".
const unknownOnServer = () => undefined;

/**
 * Knows who is signed in. The stored token is the source of truth; the profile query turns it into
 * a user. It lives inside the router because logging out navigates.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const storedToken = useSyncExternalStore(sessionHandover.subscribe, readToken, unknownOnServer);
  const token = storedToken ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  // The page the user logged out on; leaving it ends the sign-out.
  const [logoutFrom, setLogoutFrom] = useState<string | null>(null);
  const profile = useQuery(profileQueryOptions(token));

  // A token the server will not answer for (expired, revoked, unknown user) is worthless: drop it.
  const failed = token !== null && profile.isError;
  useEffect(() => {
    if (failed) tokenStore.clear();
  }, [failed]);

  let status: AuthStatus;
  if (storedToken === undefined) status = 'loading';
  else if (token === null || profile.isError) status = 'unauthenticated';
  else if (profile.isPending) status = 'loading';
  else status = 'authenticated';
  const user = status === 'authenticated' ? (profile.data ?? null) : null;

  const signingOut = logoutFrom !== null && logoutFrom === locationKey;

  const signIn = useCallback(
    (nextToken: string, nextUser: UserProfile, rememberMe: boolean) => {
      // Seeded before the token is stored, so the new session never passes through "loading":
      // screens (and a form in the middle of saving) stay mounted.
      const { queryKey } = profileQueryOptions(nextToken);
      queryClient.setQueryData(queryKey, nextUser);
      tokenStore.save(nextToken, rememberMe);
      // Sign-in answers carry the account, not its likes, cart and purchases: the profile that
      // follows in the background fills them in.
      void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    setLogoutFrom(locationKey);
    tokenStore.clear();
    queryClient.removeQueries({ queryKey: userScopeKey });
    await navigate(paths.home());
  }, [locationKey, navigate, queryClient]);

  const { refetch } = profile;
  const refetchProfile = useCallback(async () => {
    // Without a token there is no profile to fetch; the call would only earn a 401.
    if (tokenStore.getToken() === null) return;
    await refetch();
  }, [refetch]);

  const updateCredits = useCallback(
    async (credits: number) => {
      // The server reports the paying account's balance: a team's, while one pays.
      const teamId = payerStore.teamId();
      if (teamId === null) {
        queryClient.setQueryData(profileQueryOptions(token).queryKey, (cached) =>
          cached ? { ...cached, credits } : cached,
        );
      } else {
        queryClient.setQueryData<TeamSummary[]>(teamKeys.list(), (teams) =>
          teams?.map((team) => (team.teamId === teamId ? { ...team, credits } : team)),
        );
      }
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      await refetchProfile();
    },
    [queryClient, token, refetchProfile],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signingOut, signIn, logout, refetchProfile, updateCredits }),
    [status, user, signingOut, signIn, logout, refetchProfile, updateCredits],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

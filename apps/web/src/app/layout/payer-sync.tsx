import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userScopeKey } from '../../features/auth/api/get-profile';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { teamsQueryOptions } from '../../features/teams/api/payer-queries';
import { payerStore, useChosenTeamId } from '../../lib/payer-store';
import { teamKeys } from '../../lib/team-keys';

const startsWith = (query: Query, prefix: readonly unknown[]) =>
  prefix.every((part, index) => query.queryKey[index] === part);

const isProfile = (query: Query) => startsWith(query, [...userScopeKey, 'profile']);

/**
 * A new payer changes what almost every answer says (prices, Owned badges, the cart, the balance,
 * the results and batches): every answer but the team list and the profile is forgotten and asked
 * again, so nothing of the previous payer shows. The profile is refreshed in place instead, since
 * forgetting it would sign the page out for a moment.
 */
function forgetPayerAnswers(queryClient: QueryClient): void {
  void queryClient.resetQueries({
    predicate: (query) => !isProfile(query) && !startsWith(query, teamKeys.all),
  });
  void queryClient.invalidateQueries({ predicate: isProfile });
  // The switch may have been a refusal ("not a member"): the list says which teams are left.
  void queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

/**
 * Keeps the paying account honest: a change of payer (here, in another tab, or a refusal) asks
 * everything again; a chosen team that is not among the person's teams any more, or a sign-out,
 * goes back to "Me".
 */
export function PayerSync() {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const chosen = useChosenTeamId();
  const teams = useQuery({ ...teamsQueryOptions, enabled: user !== null });

  useEffect(() => payerStore.subscribe(() => forgetPayerAnswers(queryClient)), [queryClient]);

  const gone =
    chosen !== null &&
    teams.isSuccess &&
    !teams.isFetching &&
    !teams.data.some((team) => team.teamId === chosen);
  useEffect(() => {
    if (gone || status === 'unauthenticated') payerStore.choose(null);
  }, [gone, status]);

  return null;
}

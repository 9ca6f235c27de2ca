import type { TeamSummary } from '@frameshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/team-keys';

export type { TeamSummary };

/**
 * The header asks for these on every page a signed-in person opens, so the contract's schemas
 * load with the first answer instead of at start-up (see get-cart.ts).
 */
export const teamsQueryOptions = queryOptions({
  queryKey: teamKeys.list(),
  queryFn: async ({ signal }): Promise<TeamSummary[]> => {
    const { teamEndpoints } = await import('@frameshop/contract/teams');
    return (await callEndpoint(teamEndpoints.listTeams, { signal })).teams;
  },
});

/** The person's own balance while a team pays: the switcher shows "Me" beside the teams. */
export const personalCreditsQueryOptions = queryOptions({
  queryKey: teamKeys.personalCredits(),
  queryFn: async ({ signal }): Promise<number> => {
    const { profileEndpoints } = await import('@frameshop/contract/profile');
    // Asked as the person whichever account pays: see withSession.
    const answer = await callEndpoint(profileEndpoints.userCredits, { signal, asPerson: true });
    return answer.credits;
  },
});

import { teamEndpoints } from '@frameshop/contract';
import type { TeamDetail, TeamInvite, TeamMember, TeamStatement } from '@frameshop/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/team-keys';

export function teamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.team(teamId),
    queryFn: ({ signal }): Promise<TeamDetail> =>
      callEndpoint(teamEndpoints.getTeam, { params: { teamId }, signal }),
  });
}

/** Members and invites are the owner's and admins' to see: others never ask. */
export function membersQueryOptions(teamId: string, enabled: boolean) {
  return queryOptions({
    queryKey: teamKeys.members(teamId),
    queryFn: async ({ signal }): Promise<TeamMember[]> =>
      (await callEndpoint(teamEndpoints.listMembers, { params: { teamId }, signal })).members,
    enabled,
  });
}

export function invitesQueryOptions(teamId: string, enabled: boolean) {
  return queryOptions({
    queryKey: teamKeys.invites(teamId),
    queryFn: async ({ signal }): Promise<TeamInvite[]> =>
      (await callEndpoint(teamEndpoints.listInvites, { params: { teamId }, signal })).invites,
    enabled,
  });
}

/** The team's statement a page at a time, newest first, as the person's own statement loads. */
export function statementQueryOptions(teamId: string, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: teamKeys.statement(teamId),
    queryFn: ({ pageParam, signal }): Promise<TeamStatement> =>
      callEndpoint(teamEndpoints.teamStatement, {
        params: { teamId },
        query:
          pageParam === undefined ? undefined : new URLSearchParams({ before: String(pageParam) }),
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
    enabled,
  });
}

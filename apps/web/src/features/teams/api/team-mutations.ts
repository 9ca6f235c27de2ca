import { teamEndpoints } from '@frameshop/contract';
import type { CreateInviteRequest, TeamInviteRole } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/team-keys';

/** After any change to a team, what is shown of it (and of the list of teams) is asked again. */
function useTeamChange<Input, Output>(
  teamId: string | null,
  send: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.list() });
      if (teamId !== null) await queryClient.invalidateQueries({ queryKey: teamKeys.team(teamId) });
    },
  });
}

export function useCreateTeam() {
  return useTeamChange(null, (name: string) =>
    callEndpoint(teamEndpoints.createTeam, { body: { name } }),
  );
}

export function useRenameTeam(teamId: string) {
  return useTeamChange(teamId, (name: string) =>
    callEndpoint(teamEndpoints.renameTeam, { params: { teamId }, body: { name } }),
  );
}

export function useCreateInvite(teamId: string) {
  return useTeamChange(teamId, (body: CreateInviteRequest) =>
    callEndpoint(teamEndpoints.createInvite, { params: { teamId }, body }),
  );
}

export function useRevokeInvite(teamId: string) {
  return useTeamChange(teamId, (inviteId: string) =>
    callEndpoint(teamEndpoints.revokeInvite, { params: { teamId, inviteId } }),
  );
}

/** Sending again is a new invite for the same person, after the old one is revoked. */
export function useSendInviteAgain(teamId: string) {
  return useTeamChange(
    teamId,
    async (invite: {
      inviteId: string;
      email: string;
      role: TeamInviteRole;
      monthlyLimit: number | null;
    }) => {
      await callEndpoint(teamEndpoints.revokeInvite, {
        params: { teamId, inviteId: invite.inviteId },
      });
      return callEndpoint(teamEndpoints.createInvite, {
        params: { teamId },
        body: { email: invite.email, role: invite.role, monthlyLimit: invite.monthlyLimit },
      });
    },
  );
}

export interface MemberChange {
  userId: string;
  role?: TeamInviteRole;
  monthlyLimit?: number | null;
}

export function useUpdateMember(teamId: string) {
  return useTeamChange(teamId, ({ userId, ...body }: MemberChange) =>
    callEndpoint(teamEndpoints.updateMember, { params: { teamId, userId }, body }),
  );
}

export function useRemoveMember(teamId: string) {
  return useTeamChange(teamId, (userId: string) =>
    callEndpoint(teamEndpoints.removeMember, { params: { teamId, userId } }),
  );
}

export function useLeaveTeam(teamId: string) {
  return useTeamChange(teamId, () => callEndpoint(teamEndpoints.leaveTeam, { params: { teamId } }));
}

export function useHandOverTeam(teamId: string) {
  return useTeamChange(teamId, (userId: string) =>
    callEndpoint(teamEndpoints.handOverTeam, { params: { teamId }, body: { userId } }),
  );
}

export function useAcceptInvite() {
  return useTeamChange(null, (token: string) =>
    callEndpoint(teamEndpoints.acceptInvite, { body: { token } }),
  );
}

import type { TeamDetail, TeamInvite } from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatDateTime } from '../../../lib/format';
import { invitesQueryOptions } from '../api/team-queries';
import { useRevokeInvite, useSendInviteAgain } from '../api/team-mutations';
import { limitText } from '../monthly-limit';
import { roleLabels } from '../role-labels';
import { ConfirmButton } from './confirm-button';
import { InviteForm } from './invite-form';
import { TeamSection } from './team-section';

const inviteColumns = ['Email', 'Role', 'Monthly limit', 'Expires', 'Actions'] as const;

/** The owner's and admins' invites: the form, and those pending, each revoked or sent again. */
export function InvitesSection({ team }: { team: TeamDetail }) {
  const invites = useQuery(invitesQueryOptions(team.teamId, true));
  return (
    <TeamSection
      title="Invites"
      description="Invite someone by email: the mail's link makes them a member once they sign in with that address."
    >
      <div className="px-5 py-5 sm:px-6">
        <InviteForm teamId={team.teamId} />
      </div>
      <h3 className="border-t border-line px-5 pt-4 text-sm font-semibold text-ink sm:px-6">
        Pending invites
      </h3>
      <div className="px-5 pt-3 pb-5 sm:px-6">
        {invites.isPending ? (
          <LoadingState label="Loading the invites…" />
        ) : invites.isError ? (
          <LoadFailedPanel
            message="Failed to load the invites"
            onRetry={() => void invites.refetch()}
            retrying={invites.isFetching}
            error={invites.error}
          />
        ) : invites.data.length === 0 ? (
          <p className="py-4 text-center text-ink-muted">No invites waiting.</p>
        ) : (
          <CardTable columns={inviteColumns} minWidth="md:min-w-[40rem]">
            {invites.data.map((invite) => (
              <InviteRow key={invite.inviteId} teamId={team.teamId} invite={invite} />
            ))}
          </CardTable>
        )}
      </div>
    </TeamSection>
  );
}

function InviteRow({ teamId, invite }: { teamId: string; invite: TeamInvite }) {
  const revoke = useRevokeInvite(teamId);
  const again = useSendInviteAgain(teamId);
  return (
    <CardTableRow>
      <td className="font-medium break-all text-ink">{invite.email}</td>
      <td>{roleLabels[invite.role]}</td>
      <td>{limitText(invite.monthlyLimit)}</td>
      <td>
        <time dateTime={invite.expiresAt}>{formatDateTime(invite.expiresAt)}</time>
      </td>
      <td>
        <div className="flex flex-wrap gap-2">
          <ConfirmButton
            label="Send again"
            accessibleLabel={`Send the invite to ${invite.email} again`}
            title={`Send the invite to ${invite.email} again?`}
            description="The link already sent stops working; a new mail brings a new link for 7 days."
            confirmLabel="Send again"
            failure="The invite could not be sent again. Please try again."
            run={() => again.mutateAsync(invite)}
          />
          <ConfirmButton
            label="Revoke"
            accessibleLabel={`Revoke the invite to ${invite.email}`}
            title={`Revoke the invite to ${invite.email}?`}
            description="The link in the mail stops working at once."
            confirmLabel="Revoke"
            variant="danger"
            failure="The invite could not be revoked. Please try again."
            run={() => revoke.mutateAsync(invite.inviteId)}
          />
        </div>
      </td>
    </CardTableRow>
  );
}

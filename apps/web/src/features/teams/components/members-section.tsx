import type { TeamDetail } from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { CardTable } from '../../../components/ui/card-table';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { membersQueryOptions } from '../api/team-queries';
import { MemberRow } from './member-row';
import { TeamSection } from './team-section';

const memberColumns = [
  'Name',
  'Email',
  'Role',
  'Monthly limit',
  'Spent this month',
  'Actions',
] as const;

/** The owner's and admins' view of who is in the team, with what each may spend and has spent. */
export function MembersSection({ team, myUserId }: { team: TeamDetail; myUserId: string }) {
  const members = useQuery(membersQueryOptions(team.teamId, true));
  return (
    <TeamSection
      title="Members"
      description="Admins manage members, invites, limits and credit packs; members spend within their monthly limit. An empty limit means no limit."
    >
      <div className="px-5 py-5 sm:px-6">
        {members.isPending ? (
          <LoadingState label="Loading the members…" />
        ) : members.isError ? (
          <LoadFailedPanel
            message="Failed to load the members"
            onRetry={() => void members.refetch()}
            retrying={members.isFetching}
            error={members.error}
          />
        ) : (
          <CardTable columns={memberColumns} minWidth="md:min-w-[56rem]">
            {members.data.map((member) => (
              <MemberRow
                key={member.userId}
                team={team}
                member={member}
                isMe={member.userId === myUserId}
              />
            ))}
          </CardTable>
        )}
      </div>
    </TeamSection>
  );
}

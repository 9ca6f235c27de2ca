import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { PageContainer } from '../components/page-container';
import { ButtonLink } from '../components/ui/button-link';
import { LoadFailedPanel } from '../components/ui/load-failed-panel';
import { LoadingState } from '../components/ui/loading-state';
import { NotFoundView } from '../components/ui/not-found-view';
import { useAuth } from '../features/auth/hooks/use-auth';
import { BackLink } from '../features/catalogue/components/back-link';
import { teamQueryOptions } from '../features/teams/api/team-queries';
import { InvitesSection } from '../features/teams/components/invites-section';
import { LeaveTeam } from '../features/teams/components/leave-team';
import { MembersSection } from '../features/teams/components/members-section';
import { TeamOverview } from '../features/teams/components/team-overview';
import { TeamStatementSection } from '../features/teams/components/team-statement';
import { manages } from '../features/teams/role-labels';
import { isApiError, serverMessageOr } from '../lib/api-error';
import { paths } from '../lib/paths';

/**
 * A team's page: its balance, and for the owner and admins its members, invites and statement.
 * Members see their own limit and spend, and can leave.
 */
export default function TeamScreen() {
  const teamId = useParams().teamId ?? '';
  const { user } = useAuth();
  const team = useQuery(teamQueryOptions(teamId));

  return (
    <PageContainer className="py-8 lg:py-12">
      <BackLink to={paths.profile()} label="Back to profile" toPreviousPage />
      <div className="mt-4">
        {team.isPending ? (
          <>
            <DocumentTitle title="Team" />
            <LoadingState label="Loading the team…" />
          </>
        ) : team.isError ? (
          <>
            <DocumentTitle title="Team" />
            {isApiError(team.error) && (team.error.status === 404 || team.error.status === 403) ? (
              <NotFoundView
                heading="Team not found"
                action={<ButtonLink to={paths.profile()}>Your teams</ButtonLink>}
              >
                {serverMessageOr(team.error, 'No such team among yours.')}
              </NotFoundView>
            ) : (
              <LoadFailedPanel
                message="Failed to load the team"
                onRetry={() => void team.refetch()}
                retrying={team.isFetching}
                error={team.error}
              />
            )}
          </>
        ) : (
          <div className="space-y-8">
            <DocumentTitle title={team.data.name} />
            <TeamOverview team={team.data} />
            {manages(team.data.role) && user ? (
              <>
                <MembersSection team={team.data} myUserId={user.id} />
                <InvitesSection team={team.data} />
                <TeamStatementSection team={team.data} />
              </>
            ) : null}
            {team.data.role === 'owner' ? null : <LeaveTeam team={team.data} />}
          </div>
        )}
      </div>
    </PageContainer>
  );
}

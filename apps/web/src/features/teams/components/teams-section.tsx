import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { teamsQueryOptions } from '../api/payer-queries';
import { useCreateTeam } from '../api/team-mutations';
import { roleLabels } from '../role-labels';
import { TeamNameForm } from './team-name-form';

/**
 * The person's teams on their profile (name, role, balance, each opening its page), and "Make a
 * team": the maker is its owner.
 */
export function TeamsSection() {
  const teams = useQuery(teamsQueryOptions);
  const create = useCreateTeam();
  const made = create.data?.team;

  return (
    <section
      aria-labelledby="teams-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="border-b border-line px-5 py-4 sm:px-6">
        <h2 id="teams-heading" className="text-lg font-semibold text-ink">
          Teams
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          A team has one balance that its members spend, each within a monthly limit, and owns the
          templates bought for it. Choose who pays under “Paying from” at the top of the page.
        </p>
      </div>
      {teams.isPending ? (
        <LoadingState label="Loading your teams…" />
      ) : teams.isError ? (
        <LoadFailedPanel
          message="Failed to load your teams"
          onRetry={() => void teams.refetch()}
          retrying={teams.isFetching}
          error={teams.error}
        />
      ) : teams.data.length === 0 ? (
        <p className="px-6 py-8 text-center text-ink-muted">You are in no team yet.</p>
      ) : (
        <ul aria-label="Your teams" className="divide-y divide-line">
          {teams.data.map((team) => (
            <li
              key={team.teamId}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-4 sm:px-6"
            >
              <Link
                to={paths.team(team.teamId)}
                className="min-w-0 truncate font-semibold text-brand-700 hover:underline"
              >
                {team.name}
              </Link>
              <span className="flex items-center gap-3 text-sm text-ink-muted">
                <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-medium ring-1 ring-line">
                  {roleLabels[team.role]}
                </span>
                <span className="font-medium text-ink tabular-nums">
                  {formatCredits(team.credits)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-3 border-t border-line px-5 py-5 sm:px-6">
        <h3 className="text-sm font-semibold text-ink">Make a team</h3>
        {made && !create.isPending ? (
          <FormAlert tone="success">
            {made.name} is made, with you as its owner.{' '}
            <Link to={paths.team(made.teamId)} className="font-semibold underline">
              Open {made.name}
            </Link>
          </FormAlert>
        ) : null}
        <TeamNameForm
          label="Make a team"
          submitLabel="Make a team"
          busyLabel="Making the team…"
          busy={create.isPending}
          error={create.error}
          onSubmit={(name, done) => create.mutate(name, { onSuccess: done })}
        />
      </div>
    </section>
  );
}

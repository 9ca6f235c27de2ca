import type { TeamDetail } from '@frameshop/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CoinsIcon, PencilIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { payerStore } from '../../../lib/payer-store';
import { useRenameTeam } from '../api/team-mutations';
import { useChosenTeamId } from '../../../lib/payer-store';
import { limitText } from '../monthly-limit';
import { manages, roleLabels } from '../role-labels';
import { TeamNameForm } from './team-name-form';

/**
 * The team's name (renamed by its owner and admins), the viewer's role, the balance, the viewer's
 * own limit and spend this month, and the ways to pay from the team or top it up.
 */
export function TeamOverview({ team }: { team: TeamDetail }) {
  const navigate = useNavigate();
  const rename = useRenameTeam(team.teamId);
  const [renaming, setRenaming] = useState(false);
  const paying = useChosenTeamId() === team.teamId;
  const left =
    team.monthlyLimit === null ? null : Math.max(0, team.monthlyLimit - team.spentThisMonth);

  // The pack is paid as the team: the payer is set first, then the buy-credits page opens.
  const buyForTeam = () => {
    payerStore.choose(team.teamId);
    void navigate(paths.buyCredits());
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-600">Team · {roleLabels[team.role]}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-ink sm:text-4xl">
            {team.name}
          </h1>
        </div>
        {manages(team.role) && !renaming ? (
          <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
            <PencilIcon className="size-4" />
            Rename
          </Button>
        ) : null}
      </div>
      {renaming ? (
        <div className="rounded-card bg-surface px-5 py-4 shadow-card ring-1 ring-line sm:px-6">
          <TeamNameForm
            label="Rename the team"
            initial={team.name}
            submitLabel="Save name"
            busyLabel="Saving…"
            busy={rename.isPending}
            error={rename.error}
            onSubmit={(name) => rename.mutate(name, { onSuccess: () => setRenaming(false) })}
          />
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </div>
      ) : null}

      <section
        aria-labelledby="team-balance-heading"
        className="flex flex-col gap-5 rounded-panel bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-brand sm:flex-row sm:items-end sm:justify-between sm:p-8"
      >
        <div>
          <h2
            id="team-balance-heading"
            className="flex items-center gap-2 text-sm font-medium text-brand-100"
          >
            <CoinsIcon className="size-4" />
            Team balance
          </h2>
          <p className="mt-2 text-4xl font-bold tracking-tight" data-testid="team-credits">
            {formatCredits(team.credits)}
          </p>
          <p className="mt-1 text-sm text-brand-100">
            Your monthly limit: {limitText(team.monthlyLimit)} · spent this month{' '}
            {formatCredits(team.spentThisMonth)}
            {left === null ? null : <> · {formatCredits(left)} left</>}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {paying ? (
            <p className="rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium">
              You are paying from this team
            </p>
          ) : (
            <Button variant="secondary" onClick={() => payerStore.choose(team.teamId)}>
              Pay from this team
            </Button>
          )}
          {manages(team.role) ? (
            <Button variant="secondary" onClick={buyForTeam}>
              Buy credits for this team
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}

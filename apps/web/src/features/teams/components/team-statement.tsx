import { endpointPath, teamEndpoints } from '@frameshop/contract';
import type { TeamDetail, TeamStatement as Statement } from '@frameshop/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { DownloadIcon } from '../../../components/ui/icons';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { ShowOlder } from '../../../components/ui/show-older';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { formatCredits, formatDate, formatNumber } from '../../../lib/format';
import { statementQueryOptions } from '../api/team-queries';
import { TeamSection } from './team-section';

type Entry = Statement['entries'][number];

const entryColumns = [
  { label: 'Date' },
  { label: 'Member' },
  { label: 'What', wide: true },
  { label: 'Change', align: 'end' },
  { label: 'Balance', align: 'end' },
] as const;

/** "+500" or "−30": every change signed, with a true minus sign. */
const signed = (delta: number) =>
  delta > 0 ? `+${formatNumber(delta)}` : `\u2212${formatNumber(-delta)}`;

/**
 * Every credit movement of the team, newest first, with who made it and the balance after; each
 * member's spend this month beside their limit; the whole of it as CSV.
 */
export function TeamStatementSection({ team }: { team: TeamDetail }) {
  const statement = useInfiniteQuery(statementQueryOptions(team.teamId, true));
  const pages = statement.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const members = pages[0]?.members ?? [];

  return (
    <TeamSection
      title="Statement"
      description="Every change of the team's balance: packs bought, spends, holds, returns, with the member who made each."
      aside={<DownloadCsv team={team} />}
    >
      {statement.isPending ? (
        <LoadingState label="Loading the statement…" />
      ) : statement.isError && entries.length === 0 ? (
        <div className="px-5 py-5 sm:px-6">
          <LoadFailedPanel
            message={serverMessageOr(statement.error, 'Failed to load the statement')}
            onRetry={() => void statement.refetch()}
            retrying={statement.isFetching}
            error={statement.error}
          />
        </div>
      ) : (
        <>
          {members.length > 0 ? (
            <div className="border-b border-line px-5 py-4 sm:px-6">
              <h3 className="text-sm font-semibold text-ink">Spent this month</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {members.map((member) => (
                  <li
                    key={member.userId}
                    className="flex items-baseline justify-between gap-3 rounded-control bg-canvas px-3 py-2 text-sm ring-1 ring-line"
                  >
                    <span className="min-w-0 truncate font-medium text-ink">{member.name}</span>
                    <span className="shrink-0 text-ink-muted tabular-nums">
                      {member.monthlyLimit === null
                        ? `${formatCredits(member.spentThisMonth)} · no limit`
                        : `${formatNumber(member.spentThisMonth)} of ${formatCredits(member.monthlyLimit)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {entries.length === 0 ? (
            <p className="px-6 py-10 text-center text-ink-muted">No credit changes yet.</p>
          ) : (
            <CardTable columns={entryColumns} layout="grid">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </CardTable>
          )}
          <ShowOlder pages={statement} />
        </>
      )}
    </TeamSection>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  return (
    <CardTableRow>
      <td>
        <time dateTime={entry.at}>{formatDate(entry.at)}</time>
      </td>
      <td>{entry.memberName ?? 'Frameshop'}</td>
      <td>{entry.description}</td>
      <td>
        <span className={entry.delta > 0 ? 'font-semibold text-success-700' : 'text-ink'}>
          {signed(entry.delta)}
        </span>
      </td>
      <td>{formatNumber(entry.balanceAfter)}</td>
    </CardTableRow>
  );
}

/** The file name the server gives too: the team's name, made safe for a file system. */
const csvNameOf = (name: string) =>
  `${name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'team'}-statement.csv`;

/** The statement as CSV: fetched with the bearer, which a plain link cannot carry. */
function DownloadCsv({ team }: { team: TeamDetail }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const path = endpointPath(teamEndpoints.teamStatement.path, { teamId: team.teamId });
      await downloadFile(`${path}?format=csv`, csvNameOf(team.name));
    } catch (error) {
      setFailure(
        serverMessageOr(error, 'The statement could not be downloaded. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
        Download CSV
      </Button>
      {failure ? (
        <span role="alert" className="text-xs text-danger-700">
          {failure}
        </span>
      ) : null}
    </span>
  );
}

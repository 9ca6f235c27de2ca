import type { SearchQueryFigures } from '@frameshop/contract';
import type { PeriodChoice } from '../../admin-shell/admin-period';
import { AdminPanel, AdminTab, type AdminTabProps } from '../../admin-shell/components/admin-tab';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { SummaryCard } from '../../admin-shell/components/summary-card';
import { formatCount } from '../../admin-shell/format-admin';
import { useAdminSearchQueries } from '../hooks/use-admin-search-queries';
import { LIST_NAMES, SearchText } from '../search-text';
import { SynonymsEditor } from './synonyms-editor';

const figure = 'tabular-nums';
const columns = ['Search', 'List', 'Searches', 'Found'];

/**
 * What buyers searched for in the period (counted without who searched): the most searched
 * queries and those that found nothing, how many searches were left out as personal data, then
 * the synonyms searches use.
 */
export function SearchTab({ choice, ...tab }: AdminTabProps & { choice: PeriodChoice }) {
  const query = useAdminSearchQueries(tab.token, choice);
  return (
    <div className="flex flex-col gap-8">
      <AdminTab {...tab} query={query}>
        {(data) => (
          <>
            <div className="grid grid-cols-2 gap-3">
              <SummaryCard label="Searches" value={formatCount(data.searches)} />
              <SummaryCard
                label="Found nothing"
                value={
                  data.searches > 0
                    ? `${formatCount(data.foundNothing)} (${Math.round((data.foundNothing / data.searches) * 100)}%)`
                    : '0'
                }
              />
            </div>
            {data.personalLeftOut > 0 && (
              <p className="text-sm text-ink-muted">
                {SearchText.personalLeftOut(
                  data.personalLeftOut,
                  formatCount(data.personalLeftOut),
                )}
              </p>
            )}
            <AdminPanel id="top-searches" title={SearchText.topTitle}>
              <div className="mt-3">
                <QueriesTable rows={data.topQueries} empty={SearchText.noSearches} />
              </div>
            </AdminPanel>
            <AdminPanel id="unfound-searches" title={SearchText.unfoundTitle}>
              <p className="mt-1 text-sm text-ink-muted">{SearchText.unfoundIntro}</p>
              <div className="mt-3">
                <QueriesTable rows={data.unfoundQueries} empty={SearchText.noUnfound} />
              </div>
            </AdminPanel>
          </>
        )}
      </AdminTab>
      <SynonymsEditor token={tab.token} onGoToLogin={tab.onGoToLogin} />
    </div>
  );
}

function QueriesTable({ rows, empty }: { rows: SearchQueryFigures[]; empty: string }) {
  return (
    <CardTable
      columns={columns}
      minWidth="md:min-w-[30rem]"
      empty={rows.length === 0 ? empty : undefined}
    >
      {rows.map((row) => (
        <CardTableRow key={`${row.kind} ${row.query}`}>
          <td className="font-semibold break-words text-ink">{row.query}</td>
          <td>{LIST_NAMES[row.kind]}</td>
          <td className={figure}>{formatCount(row.searches)}</td>
          <td className={figure}>{row.results === null ? '–' : formatCount(row.results)}</td>
        </CardTableRow>
      ))}
    </CardTable>
  );
}

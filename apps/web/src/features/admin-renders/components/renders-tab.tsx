import { periodParams, type PeriodChoice } from '../../admin-shell/admin-period';
import {
  AdminPanel,
  AdminTab,
  TemplateName,
  type AdminTabProps,
} from '../../admin-shell/components/admin-tab';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { SummaryCard } from '../../admin-shell/components/summary-card';
import { formatCount, formatDate } from '../../admin-shell/format-admin';
import { useAdminRenders } from '../hooks/use-admin-renders';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const columns = ['Template', 'Renders', 'Failure Rate', 'Refunds', 'Median Time'];
const figure = 'tabular-nums';

/** Renders per template in the period: failures, refunds, the median time and the last failures. */
export function RendersTab({ choice, ...tab }: AdminTabProps & { choice: PeriodChoice }) {
  const query = useAdminRenders(tab.token, choice);
  return (
    <AdminTab {...tab} query={query} table="renders" exportParams={periodParams(choice)}>
      {(data) => (
        <>
          <div className="grid grid-cols-3 gap-3">
            <SummaryCard label="Renders" value={formatCount(data.totalRenders)} />
            <SummaryCard label="Failed" value={formatCount(data.totalFailed)} />
            <SummaryCard label="Refunds" value={formatCount(data.totalRefunds)} />
          </div>
          <CardTable
            columns={columns}
            empty={data.templates.length === 0 ? 'No renders in the period.' : undefined}
          >
            {data.templates.map((row) => (
              <CardTableRow key={row.templateId}>
                <td>
                  <TemplateName id={row.templateId} name={row.templateName} />
                </td>
                <td className={figure}>{formatCount(row.renders)}</td>
                <td className={figure}>
                  {percent(row.failureRate)} ({formatCount(row.failed)} failed)
                </td>
                <td className={figure}>{formatCount(row.refunds)}</td>
                <td className={figure}>
                  {row.medianRenderSeconds === null ? 'N/A' : `${row.medianRenderSeconds} s`}
                </td>
              </CardTableRow>
            ))}
          </CardTable>
          <AdminPanel id="recent-failures" title="Last failures">
            {data.recentFailures.length === 0 ? (
              <p className="mt-3 text-ink-muted">No failed renders in the period.</p>
            ) : (
              <ul className="mt-3 divide-y divide-line">
                {data.recentFailures.map((failure) => (
                  <li key={failure.id} className="py-2.5 text-sm">
                    <p className="font-semibold text-ink">
                      #{failure.templateId} {failure.templateName}
                      <span className="font-normal text-ink-muted">
                        {' '}
                        · {failure.email} · {formatDate(failure.failedAt)}
                      </span>
                    </p>
                    <p className="break-words text-danger-700">
                      {failure.errorMessage || 'No message'}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </AdminPanel>
        </>
      )}
    </AdminTab>
  );
}

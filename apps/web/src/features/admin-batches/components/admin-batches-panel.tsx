import { useQuery } from '@tanstack/react-query';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import {
  AdminPanel,
  AdminQueryState,
  type AdminTabProps,
} from '../../admin-shell/components/admin-tab';
import { SummaryCard } from '../../admin-shell/components/summary-card';
import { formatCount, formatDate } from '../../admin-shell/format-admin';
import { adminBatchesKey, getAdminBatches } from '../api/admin-batches-api';

const columns = ['Batch', 'Buyer', 'Status', 'Made', 'Failed', 'Rows', 'Credits charged'];
const figure = 'tabular-nums';

/** The queue's depth (rows waiting and being made) and the latest batches, whose and how they went. */
export function AdminBatchesPanel({ token, onGoToLogin }: AdminTabProps) {
  const query = useQuery({
    queryKey: adminBatchesKey,
    queryFn: ({ signal }) => getAdminBatches(token, signal),
    retry: false,
  });
  return (
    <AdminPanel id="admin-batches" title="Batches (Make many)">
      {query.isError || query.data === undefined ? (
        <AdminQueryState query={query} onGoToLogin={onGoToLogin} />
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <div className="grid grid-cols-2 gap-3">
            <SummaryCard label="Rows waiting" value={formatCount(query.data.rowsWaiting)} />
            <SummaryCard label="Rows being made" value={formatCount(query.data.rowsMaking)} />
          </div>
          <CardTable
            columns={columns}
            empty={query.data.batches.length === 0 ? 'No batches yet.' : undefined}
          >
            {query.data.batches.map((batch) => (
              <CardTableRow key={batch.batchId}>
                <td>
                  <span className="font-semibold text-ink">{batch.templateName}</span>{' '}
                  <span className="text-ink-muted">· {formatDate(batch.createdAt)}</span>
                </td>
                <td className="break-all">{batch.buyerEmail ?? batch.userId}</td>
                <td>{batch.status}</td>
                <td className={figure}>{formatCount(batch.made)}</td>
                <td className={figure}>{formatCount(batch.failed)}</td>
                <td className={figure}>{formatCount(batch.total)}</td>
                <td className={figure}>{formatCount(batch.credits.charged)}</td>
              </CardTableRow>
            ))}
          </CardTable>
        </div>
      )}
    </AdminPanel>
  );
}

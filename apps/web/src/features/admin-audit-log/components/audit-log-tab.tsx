import type { AdminAuditEntry } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminQueryState, type AdminTabProps } from '../../admin-shell/components/admin-tab';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { formatDateTime } from '../../admin-shell/format-admin';
import { useAdminAuditLog } from '../hooks/use-admin-audit-log';

const columns = ['When', 'Admin', 'Action', 'Details', 'Address'];

/** An entry's arguments as "key: value" pairs, the empty ones left out. */
function detailsOf(entry: AdminAuditEntry): string {
  return Object.entries(entry.details)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/**
 * Every admin action the server logged (who, when, what, from where), newest first. The log is
 * not limited to the period: it pages back through all of it.
 */
export function AuditLogTab({ token, onGoToLogin }: AdminTabProps) {
  // The entry ids each page starts below; the first page has none.
  const [pages, setPages] = useState<(number | null)[]>([null]);
  const query = useAdminAuditLog(token, pages.at(-1) ?? null);
  if (query.isError || query.data === undefined) {
    return <AdminQueryState query={query} onGoToLogin={onGoToLogin} />;
  }
  const { entries, nextBefore } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Every admin action, newest first, whatever the period. Page {pages.length}.
      </p>
      <CardTable
        columns={columns}
        empty={entries.length === 0 ? 'No admin actions yet.' : undefined}
      >
        {entries.map((entry) => (
          <CardTableRow key={entry.id}>
            <td className="whitespace-nowrap tabular-nums">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td>
              <span className="font-semibold text-ink">{entry.adminUsername}</span>
              <span className="block text-ink-muted wrap-anywhere">{entry.adminEmail}</span>
            </td>
            <td className="font-mono text-xs">{entry.action}</td>
            {/* Anywhere: a saved template's details are one long word of JSON. */}
            <td className="text-ink-muted wrap-anywhere md:min-w-[16rem]">{detailsOf(entry)}</td>
            <td className="tabular-nums wrap-anywhere">{entry.address}</td>
          </CardTableRow>
        ))}
      </CardTable>
      <div className="flex gap-3">
        <Button
          variant="secondary"
          disabled={pages.length === 1}
          onClick={() => setPages(pages.slice(0, -1))}
        >
          Newer entries
        </Button>
        <Button
          variant="secondary"
          disabled={nextBefore === null}
          onClick={() => nextBefore !== null && setPages([...pages, nextBefore])}
        >
          Older entries
        </Button>
      </div>
    </div>
  );
}

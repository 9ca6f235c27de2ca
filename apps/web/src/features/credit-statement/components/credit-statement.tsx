import type { CreditStatementEntry, CreditStatementKind } from '@frameshop/contract';
import { ReceiptLink } from '../../../components/receipt/receipt-link';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { ShowOlder } from '../../../components/ui/show-older';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCreditStatement } from '../api/get-credit-statement';

const kindLabels: Record<CreditStatementKind, string> = {
  bought: 'Bought',
  spent: 'Spent',
  held: 'Held',
  refunded: 'Returned',
  awarded: 'Awarded',
  adjusted: 'Adjusted',
};

const statementColumns = [
  { label: 'Date' },
  { label: 'What', wide: true },
  { label: 'Change', align: 'end' },
  { label: 'Balance', align: 'end' },
] as const;

/** "+500" or "−30": every change signed, with a true minus sign. */
const signed = (delta: number) =>
  delta > 0 ? `+${formatNumber(delta)}` : `\u2212${formatNumber(-delta)}`;

/**
 * Every change of the balance, newest first, from the ledger: bought, spent, held for a render,
 * returned, awarded and adjusted. Older entries load a page at a time.
 */
export function CreditStatement() {
  const statement = useCreditStatement();
  const entries = statement.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section
      aria-labelledby="credit-statement-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="border-b border-line px-5 py-4 sm:px-6">
        <h2 id="credit-statement-heading" className="text-lg font-semibold text-ink">
          Credit statement
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Every change of your balance: credits bought, spent, held for a render, returned and
          awarded.
        </p>
      </div>
      {statement.isPending ? (
        <LoadingState label="Loading your credit statement…" />
      ) : statement.isError && entries.length === 0 ? (
        <LoadFailedPanel
          message="Failed to load the credit statement"
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
          error={statement.error}
        />
      ) : entries.length === 0 ? (
        <p className="px-6 py-10 text-center text-ink-muted">No credit changes yet.</p>
      ) : (
        <>
          <CardTable columns={statementColumns} layout="grid">
            {entries.map((entry) => (
              <StatementRow key={entry.id} entry={entry} />
            ))}
          </CardTable>
          <ShowOlder pages={statement} />
        </>
      )}
    </section>
  );
}

function StatementRow({ entry }: { entry: CreditStatementEntry }) {
  return (
    <CardTableRow>
      <td>
        <time dateTime={entry.at}>{formatDate(entry.at)}</time>
      </td>
      <td>
        <span className="mr-2 inline-block rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line">
          {kindLabels[entry.kind]}
        </span>
        {entry.description}
        {entry.receiptNumber === null ? null : (
          <>
            {' · '}
            <ReceiptLink receiptNumber={entry.receiptNumber} />
          </>
        )}
      </td>
      <td>
        <span className={entry.delta > 0 ? 'font-semibold text-success-700' : 'text-ink'}>
          {signed(entry.delta)}
        </span>
      </td>
      <td>{formatNumber(entry.balanceAfter)}</td>
    </CardTableRow>
  );
}

import { AdminMessage } from '@frameshop/contract';
import { periodParams, type PeriodChoice } from '../../admin-shell/admin-period';
import { AdminPanel, AdminTab, type AdminTabProps } from '../../admin-shell/components/admin-tab';
import { SummaryCard } from '../../admin-shell/components/summary-card';
import { formatCount, formatRupees } from '../../admin-shell/format-admin';
import { useAdminRevenue } from '../hooks/use-admin-revenue';
import { FindReceiptForm } from './find-receipt-form';
import { RevenueChart } from './revenue-chart';
import { TaxMonthPanel } from './tax-month-panel';

/**
 * Money received in the period, the chart per day and the top spenders; below them, the month's
 * tax invoices and GSTR-1, and any receipt by its number, which wait for none of the figures.
 */
export function RevenueTab({ choice, ...tab }: AdminTabProps & { choice: PeriodChoice }) {
  const query = useAdminRevenue(tab.token, choice);
  return (
    <div className="flex flex-col gap-5">
      <AdminTab {...tab} query={query} table="revenue" exportParams={periodParams(choice)}>
        {(data) => (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <SummaryCard label="Total Revenue" value={formatRupees(data.totalRevenue)} />
              <SummaryCard label="Paying Users" value={formatCount(data.payingUsers)} />
              <SummaryCard label="Total Purchases" value={formatCount(data.totalPurchases)} />
              <SummaryCard
                label="Avg. Revenue/User"
                value={formatRupees(data.averageRevenuePerUser)}
              />
            </div>
            <RevenueChart days={data.days} />
            <AdminPanel id="revenue-breakdown" title="Revenue Breakdown">
              {data.topSpenders.length === 0 ? (
                <p className="mt-3 text-ink-muted">{AdminMessage.noRevenue}</p>
              ) : (
                <ol className="mt-3 divide-y divide-line">
                  {data.topSpenders.map((spender, index) => (
                    <li key={spender.id} className="flex items-center gap-3 py-2.5">
                      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                        {index + 1}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-semibold text-ink">
                          {spender.actualName || spender.username}
                        </p>
                        <p className="truncate text-sm text-ink-muted">{spender.email}</p>
                      </div>
                      <div className="text-right">
                        <p className="font-semibold tabular-nums">{formatRupees(spender.amount)}</p>
                        <p className="text-xs text-ink-muted">
                          {formatCount(spender.purchaseCount)} purchase
                          {spender.purchaseCount === 1 ? '' : 's'}
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </AdminPanel>
          </>
        )}
      </AdminTab>
      <TaxMonthPanel token={tab.token} />
      <FindReceiptForm />
    </div>
  );
}

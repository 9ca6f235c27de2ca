import { periodParams, type PeriodChoice } from '../admin-period';
import { formatCount, salesBadge, type SalesBadge } from '../format-admin';
import { useAdminTemplates } from '../hooks/use-admin-data';
import { AdminTab, AdminTable, bodyCell, TemplateName, type AdminTabProps } from './admin-tab';
import { SummaryCard } from './summary-card';

const badgeStyles: Record<SalesBadge, string> = {
  Hot: 'bg-danger-50 text-danger-700 ring-danger-600/20',
  Good: 'bg-success-50 text-success-700 ring-success-600/20',
  Active: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  Quiet: 'bg-slate-100 text-ink-muted ring-line',
};

const columns = ['Template', 'Layout', 'Global Price', 'India Price', 'Sales', 'Performance'];

/** Templates by sales in the period, with their prices and a performance badge. */
export function TemplatesTab({ choice, ...tab }: AdminTabProps & { choice: PeriodChoice }) {
  const query = useAdminTemplates(tab.token, choice);
  return (
    <AdminTab {...tab} query={query} table="templates" exportParams={periodParams(choice)}>
      {(data) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <SummaryCard label="Total Templates" value={formatCount(data.totalTemplates)} />
            <SummaryCard label="Total Sales" value={formatCount(data.totalSales)} />
          </div>
          <AdminTable columns={columns}>
            {data.templates.map((template) => {
              const badge = salesBadge(template.filteredPurchaseCount);
              return (
                <tr key={template.templateId}>
                  <td className={bodyCell}>
                    <TemplateName id={template.templateId} name={template.templateName} />
                  </td>
                  <td className={bodyCell}>{template.videoLayout ?? 'N/A'}</td>
                  <td className={`${bodyCell} tabular-nums`}>
                    {formatCount(template.templatePrice)} credits
                  </td>
                  <td className={`${bodyCell} tabular-nums`}>
                    {formatCount(template.templatePriceIND)} credits
                  </td>
                  <td className={`${bodyCell} tabular-nums`}>
                    <span className="font-semibold">
                      {formatCount(template.filteredPurchaseCount)}
                    </span>
                    {template.purchaseCount !== template.filteredPurchaseCount ? (
                      <span className="block text-xs text-ink-muted">
                        {formatCount(template.purchaseCount)} all time
                      </span>
                    ) : null}
                  </td>
                  <td className={bodyCell}>
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeStyles[badge]}`}
                    >
                      {badge}
                    </span>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </>
      )}
    </AdminTab>
  );
}

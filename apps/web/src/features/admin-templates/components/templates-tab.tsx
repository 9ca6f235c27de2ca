import type { AdminTemplate } from '@frameshop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlusIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { periodParams, type PeriodChoice } from '../../admin-shell/admin-period';
import { AdminTab, TemplateName, type AdminTabProps } from '../../admin-shell/components/admin-tab';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { SummaryCard } from '../../admin-shell/components/summary-card';
import { formatCount } from '../../admin-shell/format-admin';
import { useAdminTemplates } from '../hooks/use-admin-templates';
import { OwnerCatalogueText } from '../owner-catalogue-text';
import { salesBadge, type SalesBadge } from '../sales-badge';
import { ManifestImportPanel } from './manifest-import-panel';
import { PublicPageLink } from './public-page-link';
import { MediaStateBadge, StatusBadge } from './template-badges';
import { TemplateStatusActions } from './template-status-actions';

const badgeStyles: Record<SalesBadge, string> = {
  Hot: 'bg-danger-50 text-danger-700 ring-danger-600/20',
  Good: 'bg-success-50 text-success-700 ring-success-600/20',
  Active: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  Quiet: 'bg-slate-100 text-ink-muted ring-line',
};

const columns = [
  'Template',
  'Status',
  'Media',
  'Layout',
  'Global Price',
  'India Price',
  'Sales',
  'Performance',
  'Actions',
];

/**
 * Templates by sales in the period, with their prices and a performance badge; where each stands
 * (status, media) and what the owner can do with it (edit, publish or retire, see its page).
 */
export function TemplatesTab({ choice, ...tab }: AdminTabProps & { choice: PeriodChoice }) {
  const query = useAdminTemplates(tab.token, choice);
  const [importing, setImporting] = useState(false);
  return (
    <AdminTab {...tab} query={query} table="templates" exportParams={periodParams(choice)}>
      {(data) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <SummaryCard label="Total Templates" value={formatCount(data.totalTemplates)} />
            <SummaryCard label="Total Sales" value={formatCount(data.totalSales)} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              aria-expanded={importing}
              aria-controls="manifest-import"
              onClick={() => setImporting((open) => !open)}
            >
              {OwnerCatalogueText.importManifest}
            </Button>
            <ButtonLink to={paths.adminTemplateNew()}>
              <PlusIcon className="size-4" />
              {OwnerCatalogueText.newTemplate}
            </ButtonLink>
          </div>
          {importing ? <ManifestImportPanel token={tab.token} id="manifest-import" /> : null}
          <CardTable
            columns={columns}
            minWidth="md:min-w-[72rem]"
            empty={data.templates.length === 0 ? OwnerCatalogueText.noTemplates : undefined}
          >
            {data.templates.map((template) => {
              const badge = salesBadge(template.filteredPurchaseCount);
              return (
                <CardTableRow key={template.templateId}>
                  <td>
                    <TemplateName id={template.templateId} name={template.templateName} />
                    {template.sku ? (
                      <span className="block text-xs text-ink-muted">sku {template.sku}</span>
                    ) : null}
                  </td>
                  <td>
                    <StatusBadge status={template.status} />
                  </td>
                  <td>
                    <MediaStateBadge
                      state={template.mediaState}
                      progress={template.mediaProgress}
                      name={template.templateName}
                    />
                  </td>
                  <td>{template.videoLayout ?? 'N/A'}</td>
                  <td className="tabular-nums">{formatCount(template.templatePrice)} credits</td>
                  <td className="tabular-nums">{formatCount(template.templatePriceIND)} credits</td>
                  <td className="tabular-nums">
                    <span className="font-semibold">
                      {formatCount(template.filteredPurchaseCount)}
                    </span>
                    {template.purchaseCount !== template.filteredPurchaseCount ? (
                      <span className="block text-xs text-ink-muted">
                        {formatCount(template.purchaseCount)} all time
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeStyles[badge]}`}
                    >
                      {badge}
                    </span>
                  </td>
                  <td>
                    <RowActions token={tab.token} template={template} />
                  </td>
                </CardTableRow>
              );
            })}
          </CardTable>
        </>
      )}
    </AdminTab>
  );
}

/** Edit, Publish or Retire, and the public page of a published or retired template. */
function RowActions({ token, template }: { token: string; template: AdminTemplate }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Link
        to={paths.adminTemplate(template.templateId)}
        className="inline-flex h-9 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Edit<span className="sr-only"> {template.templateName}</span>
      </Link>
      <TemplateStatusActions
        token={token}
        target={{
          templateId: template.templateId,
          templateName: template.templateName,
          status: template.status,
          mediaState: template.mediaState,
        }}
      />
      <PublicPageLink
        kind={template.kind}
        templateId={template.templateId}
        templateName={template.templateName}
        status={template.status}
      />
    </div>
  );
}

import type { OwnedTemplate } from '@frameshop/contract';
import { Link } from 'react-router';
import { formatCredits, formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { kindLabel } from '../kind-label';
import { LibraryDownloadButton } from './library-download-button';
import type { LibraryActions } from './library-download-button';

export interface OwnedTemplateRowProps extends LibraryActions {
  owned: OwnedTemplate;
  /** The template's detail page; the route knows where each kind lives. */
  detailHref: string;
}

/** One owned template: poster, name, kind, licences, what it cost, and its free download. */
export function OwnedTemplateRow({ owned, detailHref, ...actions }: OwnedTemplateRowProps) {
  const { template, licences } = owned;
  return (
    <li className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:flex-row">
      <Link
        to={detailHref}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-slate-900 sm:w-48"
      >
        <img
          src={template.posterUrl}
          alt=""
          width={template.width}
          height={template.height}
          loading="lazy"
          className="size-full object-contain"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-brand-600">{kindLabel[template.kind]}</p>
        <h2 className="mt-0.5 text-lg font-semibold break-words text-ink">
          <Link to={detailHref} className="hover:underline">
            {template.templateName}
          </Link>
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">Licences</dt>
          <dd className="text-ink">{licences.length}</dd>
          <dt className="text-ink-muted">Credits paid</dt>
          <dd className="text-ink">{formatCredits(owned.creditsPaid)}</dd>
          <dt className="text-ink-muted">Purchased</dt>
          <dd className="text-ink">
            <time dateTime={owned.lastPurchasedAt}>{formatDate(owned.lastPurchasedAt)}</time>
          </dd>
        </dl>
        <ul
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm"
          aria-label="Licence certificates"
        >
          {licences.map((licence, index) => (
            <li key={licence.licenceId}>
              <Link
                to={paths.licence(licence.licenceId)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {licences.length === 1
                  ? 'Licence certificate'
                  : `Licence ${licences.length - index} of ${licences.length}`}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="sm:self-center">
        <LibraryDownloadButton template={template} {...actions} />
      </div>
    </li>
  );
}

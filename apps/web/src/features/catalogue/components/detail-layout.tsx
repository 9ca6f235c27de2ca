import { CatalogueMessage, type TemplateDetail } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { StructuredData } from '../../../components/structured-data';
import { usePublicConfig } from '../../../lib/public-config';
import { useResponseStatus } from '../../../lib/server-request';
import { layoutRatio } from '../layout-ratio';
import { templateLinkPreview } from '../template-link-preview';
import { templateStructuredData } from '../template-structured-data';
import type { Viewer } from '../viewer';
import { AmbientBackdrop } from './ambient-backdrop';
import { LikeButton } from './like-button';
import { PriceBlock } from './price-block';
import { SuggestedTemplates } from './suggested-templates';

/** What every kind's loaded detail page is given. */
export interface TemplateDetailsProps {
  template: TemplateDetail;
  viewer: Viewer;
  /**
   * The profile's view of the like. The heart reads the shared like state instead, which runs
   * ahead of the profile while a change is on its way.
   */
  liked: boolean;
  /** What liking asks of a signed-out visitor on this kind's page. */
  onSignInRequired: () => void;
  /** The signed-in user owns this template: the price gives way to 'Owned'. */
  owned?: boolean;
  /**
   * Buttons other features put under the price (buying, downloading, the cart), composed by the
   * route: the catalogue knows nothing of them.
   */
  actions?: ReactNode;
}

interface DetailLayoutProps extends TemplateDetailsProps {
  /** "Video template", "Image template", "Ready-made video". */
  kindLabel: string;
  /** Renders the media into a frame of the template's proportions. */
  media: (frameClassName: string) => ReactNode;
  /** The kind's own main action (Add Photo or Video, Edit Template), above the route's actions. */
  action?: ReactNode;
  /** The collapsible fact panels. */
  panels: ReactNode;
  footnote?: ReactNode;
}

/**
 * Media on the left (on top on a phone), the template's name with its like button, price, action
 * and facts beside it; suggested templates under both.
 */
export function DetailLayout({
  template,
  onSignInRequired,
  owned = false,
  actions,
  kindLabel,
  media,
  action,
  panels,
  footnote,
}: DetailLayoutProps) {
  const ratio = layoutRatio(template.videoLayout);
  const { pathname } = useLocation();
  const publicUrl = usePublicConfig()?.publicUrl;
  // A retired template's page stays for those who own it; crawlers are told it is gone.
  useResponseStatus(template.onSale ? undefined : 410);
  return (
    <>
      <DocumentTitle
        title={template.templateName}
        description={template.templateDescription}
        preview={templateLinkPreview(template, kindLabel)}
      />
      {publicUrl ? (
        <StructuredData data={templateStructuredData(template, pathname, publicUrl)} />
      ) : null}
      {/* One shrinkable column on phones (grid-cols-1 is minmax(0, 1fr)): an implicit column
          would grow to its widest unbreakable content and push the page past the screen. */}
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="min-w-0 lg:col-span-7">
          {/* The stage: media of any shape sits over a blur of its poster, tall layouts capped
              at 70% of the screen's height with their proportions kept. */}
          <div className="relative flex justify-center overflow-hidden rounded-panel bg-slate-900 shadow-card ring-1 ring-line">
            <AmbientBackdrop src={template.posterUrl} opacity={0.5} eager highPriority />
            <div
              className="relative w-full"
              style={{ aspectRatio: String(ratio), maxWidth: `calc(70vh * ${ratio})` }}
            >
              {media('size-full')}
            </div>
          </div>
        </div>
        <div className="min-w-0 lg:col-span-5">
          <p className="text-sm font-semibold text-brand-600">{kindLabel}</p>
          <div className="mt-1 flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {template.templateName}
            </h1>
            <LikeButton
              templateId={template.templateId}
              source="detail"
              onSignInRequired={onSignInRequired}
            />
          </div>
          {template.templateCategory.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Categories">
              {template.templateCategory.map((category) => (
                <li
                  key={category}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
                >
                  {category}
                </li>
              ))}
            </ul>
          ) : null}
          {template.templateDescription ? (
            <p className="mt-4 text-base leading-7 text-ink-muted">
              {template.templateDescription}
            </p>
          ) : null}
          <div className="mt-6 rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
            {template.onSale ? null : (
              <p
                role="status"
                className="mb-4 rounded-control bg-warning-50 px-3.5 py-3 text-sm leading-6 font-medium text-amber-800 ring-1 ring-warning-600/20 ring-inset"
              >
                {CatalogueMessage.templateRetired}
              </p>
            )}
            {/* A retired template is sold to nobody; who owns it keeps its download and editor. */}
            {template.onSale || owned ? (
              <>
                <PriceBlock template={template} owned={owned} />
                {action ? <div className="mt-4">{action}</div> : null}
                {actions ? <div className="mt-3">{actions}</div> : null}
              </>
            ) : null}
          </div>
          <div className="mt-6 divide-y divide-line rounded-card bg-surface px-4 shadow-card ring-1 ring-line">
            {panels}
          </div>
          {footnote ? <div className="mt-4 text-sm text-ink-muted">{footnote}</div> : null}
        </div>
      </div>
      <SuggestedTemplates templateId={template.templateId} />
    </>
  );
}

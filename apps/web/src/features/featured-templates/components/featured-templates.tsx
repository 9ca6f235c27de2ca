import type { TemplateSummary } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useFeaturedTemplates } from '../api/get-featured-templates';

const SHOWN = 4;
const gridClasses = 'mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4';

/** What the page puts on a card's poster corner (the like heart). */
export type FeaturedCardAction = (template: TemplateSummary) => ReactNode;

/** A strip of real templates from the catalogue, most popular first. */
export function FeaturedTemplates({ cardAction }: { cardAction?: FeaturedCardAction }) {
  const { started, video } = useFeaturedTemplates();

  if (video.isError) {
    return (
      <div className="mt-10 rounded-card bg-surface p-6 text-center ring-1 ring-line">
        <p className="text-ink-muted">The featured templates could not be loaded.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void video.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (!started || video.isPending) {
    // Same boxes as the cards, so nothing moves when they arrive.
    return (
      <ul aria-hidden="true" className={gridClasses}>
        {Array.from({ length: SHOWN }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card bg-surface ring-1 ring-line">
            <div className="aspect-video animate-pulse bg-slate-100" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const items = video.data.items.slice(0, SHOWN);
  if (items.length === 0) {
    return <p className="mt-10 text-center text-ink-muted">New templates are on their way.</p>;
  }
  return (
    <ul className={gridClasses}>
      {items.map((template) => (
        <li key={template.templateId}>
          <FeaturedCard template={template} action={cardAction?.(template)} />
        </li>
      ))}
    </ul>
  );
}

function FeaturedCard({ template, action }: { template: TemplateSummary; action?: ReactNode }) {
  const link = (
    <Link
      to={paths.template(template.templateId)}
      className="group block h-full overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-card-hover"
    >
      <span className="block aspect-video overflow-hidden bg-slate-100">
        <img
          src={template.posterUrl}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform group-hover:scale-105"
        />
      </span>
      <span className="block p-4">
        <span className="line-clamp-2 block font-semibold text-ink">{template.templateName}</span>
        <span className="mt-1 block text-sm font-medium text-brand-700">
          {template.price === 0 ? 'Free' : formatCredits(template.price)}
        </span>
      </span>
    </Link>
  );
  if (!action) return link;
  // Beside the link, not in it: a button cannot sit inside a link.
  return (
    <div className="relative h-full">
      {link}
      <div className="absolute top-2 right-2">{action}</div>
    </div>
  );
}

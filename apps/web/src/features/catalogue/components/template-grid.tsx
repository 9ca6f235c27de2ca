import type { TemplateSummary } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { TemplateCard } from './template-card';
import { TemplateCardSkeleton } from './template-card-skeleton';

/** Columns: 1 on a phone, 2 on a small tablet, 3 on a laptop, 4 from 1280 px. */
export const LIST_GRID_CLASSES =
  'grid grid-cols-1 items-start gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** Suggestions: 4 columns, 2 on a phone. */
export const COMPACT_GRID_CLASSES = 'grid grid-cols-2 items-start gap-4 md:grid-cols-4 md:gap-6';

/** A full first row on the widest screen; on a phone, the first card and the top of the next. */
const ABOVE_THE_FOLD_CARDS = 4;

interface TemplateGridProps {
  templates: TemplateSummary[];
  /** Skeleton cards after the templates, e.g. while the next page loads. */
  skeletons?: number;
  className?: string;
  label: string;
  /** What each card shows on its poster's corner instead of the like heart. */
  cardCorner?: (template: TemplateSummary) => ReactNode;
}

export function TemplateGrid({
  templates,
  skeletons = 0,
  className = LIST_GRID_CLASSES,
  label,
  cardCorner,
}: TemplateGridProps) {
  return (
    <ul className={className} aria-label={label}>
      {templates.map((template, index) => (
        <li key={template.templateId}>
          <TemplateCard
            template={template}
            aboveTheFold={index < ABOVE_THE_FOLD_CARDS}
            corner={cardCorner?.(template)}
          />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true">
          <TemplateCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

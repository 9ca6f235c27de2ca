import { CARD_FRAME_RATIO, cardBodyClasses, cardMetaClasses, cardTitleClasses } from './card-frame';

/** A card's outline while its data loads: the same frame and text lines as TemplateCard. */
export function TemplateCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div
        className="animate-pulse bg-slate-200"
        style={{ aspectRatio: String(CARD_FRAME_RATIO) }}
      />
      <div className={cardBodyClasses}>
        <div className={`${cardTitleClasses} flex items-center`}>
          <span className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
        </div>
        <div className={cardMetaClasses}>
          <span className="h-3.5 w-1/3 animate-pulse rounded bg-slate-100" />
          <span className="h-3.5 w-16 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

import type { TemplateSummary } from '@frameshop/contract';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import { formatDuration } from '../format-duration';
import { useHoverPreview } from '../hooks/use-hover-preview';
import { AmbientBackdrop } from './ambient-backdrop';
import { LikeButton } from './like-button';
import { templateHref } from '../../../lib/template-href';
import {
  CARD_FRAME_RATIO,
  cardBodyClasses,
  cardMediaFit,
  cardMetaClasses,
  cardTitleClasses,
} from './card-frame';

const badgeClasses =
  'absolute rounded-md bg-slate-950/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums';

/**
 * One template in a grid: poster, name, price in credits, layout and duration, and a heart. The
 * name is the card's link, stretched over the whole card so any point of it opens the template; the
 * heart sits above it on the poster's corner (a button cannot sit inside a link). Pointing at the
 * card plays the preview, if the template has one.
 */
export function TemplateCard({
  template,
  aboveTheFold = false,
  corner,
}: {
  template: TemplateSummary;
  /** One of the first cards a page shows: its poster loads at once, not when scrolled to. */
  aboveTheFold?: boolean;
  /** What sits on the poster's corner instead of the like heart (the Liked page's Unlike). */
  corner?: ReactNode;
}) {
  const { templateId, kind, templateName, previewUrl, posterUrl, width, height } = template;
  const { videoRef, failed, playing, triggerProps, videoProps } = useHoverPreview(previewUrl);
  const [posterFailed, setPosterFailed] = useState(false);
  const category = template.templateCategory[0];
  const fit = cardMediaFit(template.videoLayout);
  const layoutId = useId();
  const durationId = useId();
  const detailsId = useId();
  const hasDuration = template.durationSeconds !== null;

  return (
    <div className="relative">
      <div className="group overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow duration-200 hover:shadow-card-hover">
        <div
          className="relative flex items-center justify-center overflow-hidden bg-slate-900"
          style={{ aspectRatio: String(CARD_FRAME_RATIO) }}
        >
          {posterFailed ? null : (
            <AmbientBackdrop src={posterUrl} opacity={0.4} eager={aboveTheFold} />
          )}
          <div
            className={`relative max-h-full max-w-full overflow-hidden transition-transform duration-300 group-hover:scale-[1.03] ${fit.className}`}
            style={{ aspectRatio: fit.aspectRatio }}
          >
            {posterFailed ? (
              <span className="absolute inset-0 grid place-items-center bg-slate-200 text-slate-400">
                <ImageIcon className="size-8" />
              </span>
            ) : (
              <img
                src={posterUrl}
                alt=""
                width={width}
                height={height}
                loading={aboveTheFold ? 'eager' : 'lazy'}
                decoding="async"
                onError={() => setPosterFailed(true)}
                className="absolute inset-0 size-full object-cover"
              />
            )}
            {previewUrl !== null && !failed ? (
              <video
                ref={videoRef}
                src={previewUrl}
                preload="none"
                muted
                loop
                playsInline
                aria-hidden="true"
                tabIndex={-1}
                className={`absolute inset-0 size-full object-cover transition-opacity duration-200 ${
                  playing ? 'opacity-100' : 'opacity-0'
                }`}
                {...videoProps}
              />
            ) : null}
          </div>
          <span id={layoutId} className={`${badgeClasses} top-2 left-2`}>
            <span className="sr-only">Layout </span>
            {template.videoLayout}
          </span>
          {template.durationSeconds !== null ? (
            <span id={durationId} className={`${badgeClasses} right-2 bottom-2`}>
              <span className="sr-only">Duration </span>
              {formatDuration(template.durationSeconds)}
            </span>
          ) : null}
        </div>
        <div className={cardBodyClasses}>
          <h3 className={`${cardTitleClasses} group-hover:text-brand-700`}>
            <Link
              to={templateHref(kind, templateId)}
              // Named by its visible text, the template's name, so a list of cards reads as a list of
              // names and a speech-input user can say it; the layout, length, category and price are
              // its description. Its stretched box takes the pointer on the whole card.
              aria-describedby={[layoutId, hasDuration ? durationId : null, detailsId]
                .filter(Boolean)
                .join(' ')}
              className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
              {...triggerProps}
            >
              {templateName}
            </Link>
          </h3>
          <p id={detailsId} className={cardMetaClasses}>
            <span className="truncate text-ink-subtle">{category ?? '\u00a0'}</span>
            <span className="shrink-0 font-semibold text-brand-700">
              {formatCredits(template.price)}
            </span>
          </p>
        </div>
      </div>
      <div className="absolute top-2 right-2">
        {corner ?? (
          <LikeButton
            templateId={templateId}
            templateName={templateName}
            source="list"
            appearance="overlay"
          />
        )}
      </div>
    </div>
  );
}

import { layoutRatio } from '../layout-ratio';

/**
 * Every card in a grid has the same 4:3 frame, so rows line up whatever the templates' layouts;
 * inside it the media keeps its own layout (16:9, 1:1, 9:16…) uncropped, over a blur of itself.
 */
export const CARD_FRAME_RATIO = 4 / 3;

/** The media box inside the frame: full width for wide layouts, full height for tall ones. */
export function cardMediaFit(layout: string | null | undefined): {
  className: string;
  aspectRatio: string;
} {
  const ratio = layoutRatio(layout);
  return {
    className: ratio >= CARD_FRAME_RATIO ? 'w-full' : 'h-full',
    aspectRatio: String(ratio),
  };
}

/** The text block under a card's media. Skeletons use the same lines, so nothing moves on arrival. */
export const cardBodyClasses = 'flex flex-col gap-1 p-4';
export const cardTitleClasses = 'truncate text-base leading-6 font-semibold text-ink';
export const cardMetaClasses = 'flex items-center justify-between gap-3 text-sm leading-5';

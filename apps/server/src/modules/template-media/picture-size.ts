import type { PlacementSize } from '@frameshop/contract';
import { outputSizeOf, PREVIEW_HEIGHT } from '../renders';
import { previewSizeOf } from '../paid-media';

/** Even pixels, as 4:2:0 chroma needs, and never less than 2. */
export const even = (value: number): number => Math.max(2, Math.round(value / 2) * 2);

/** `size` shrunk, keeping its shape, until its long side is at most `longSide`; never enlarged. */
export function fitWithin(size: PlacementSize, longSide: number): PlacementSize {
  const scale = Math.min(1, longSide / Math.max(size.width, size.height));
  return { width: even(size.width * scale), height: even(size.height * scale) };
}

/** Posters are small stills for the catalogue's cards: 480 px on the long side, as the demo's. */
export const POSTER_LONG_SIDE = 480;

export const posterSizeOf = (size: PlacementSize): PlacementSize =>
  fitWithin(size, POSTER_LONG_SIDE);

/**
 * A hover preview's size: the size of a render's free preview (540 px high), which the mock-up is
 * composed at, but never larger than the clip itself nor than the limit for public previews of
 * paid files (ADR 13), which a very wide clip would pass.
 */
export function hoverSizeOf(size: PlacementSize): PlacementSize {
  return previewSizeOf(size.height > PREVIEW_HEIGHT ? outputSizeOf(size, 'preview') : size);
}

/** The filter that scales a picture to `size`, as the previews and posters are scaled. */
export const scaleTo = (size: PlacementSize): string =>
  `scale=${size.width}:${size.height}:flags=bicubic`;

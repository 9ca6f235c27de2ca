import type { PlacementSize } from '@frameshop/contract';

/**
 * How a still, transparent picture of the buyer's layers (drawn by the scene renderer at the
 * comp's size, `exportBuyerLayers`) is burnt into a video: scaled to the output's frame, as the
 * comp may differ from the clip's pixels, and laid over it once; the overlay holds its single
 * picture for the whole video. Both compositions that burn one in use these two filters, so a
 * layer lands in the same place in a scene export, an order and its free preview.
 */
export function scaledLayerFilter(
  input: string,
  output: PlacementSize,
  scaleFlags: string,
  label: string,
): string {
  return `[${input}]scale=${output.width}:${output.height}:flags=${scaleFlags},format=rgba[${label}]`;
}

/** Lays the scaled layer over `base`; ends unlabelled, ready for the next filter. */
export function burnLayerFilter(base: string, layer: string): string {
  return `[${base}][${layer}]overlay=0:0:format=auto`;
}

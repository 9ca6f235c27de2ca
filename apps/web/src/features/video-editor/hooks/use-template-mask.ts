import type { PlacementBox, PlacementSize } from '@frameshop/contract';
import { useEffect, useState } from 'react';
import { luminanceToAlpha, windowBoxFromMask } from '../mask-geometry';

export type TemplateMask =
  | { status: 'loading' }
  | { status: 'error' }
  /** `alpha` is the mask as an alpha picture (white, opaque in the window); `box` is in its pixels. */
  | { status: 'ready'; alpha: HTMLCanvasElement; box: PlacementBox; size: PlacementSize };

/**
 * Loads a template's window mask once: measures the window's box and turns the grey picture into
 * alpha, so each preview frame only cuts the upload through it. Same-origin /media, so the canvas
 * stays readable.
 */
export function useTemplateMask(maskUrl: string): TemplateMask {
  const [mask, setMask] = useState<{ url: string; value: TemplateMask } | null>(null);

  useEffect(() => {
    let live = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (!live) return;
      setMask({ url: maskUrl, value: measure(image) });
    };
    image.onerror = () => {
      if (live) setMask({ url: maskUrl, value: { status: 'error' } });
    };
    image.src = maskUrl;
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [maskUrl]);

  return mask?.url === maskUrl ? mask.value : { status: 'loading' };
}

function measure(image: HTMLImageElement): TemplateMask {
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || size.width === 0 || size.height === 0) return { status: 'error' };
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, size.width, size.height);
  const box = windowBoxFromMask(pixels);
  if (!box) return { status: 'error' };
  luminanceToAlpha(pixels);
  context.putImageData(pixels, 0, 0);
  return { status: 'ready', alpha: canvas, box, size };
}

import { DEFAULT_RENDER_PLACEMENT, RENDER_ZOOM_MAX, RENDER_ZOOM_MIN } from '@frameshop/contract';
import type { RenderAudio, RenderPlacement, Upload } from '@frameshop/contract';
import { useCallback, useState } from 'react';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Pan is a fraction of the window; four decimals is far below a pixel and keeps the order tidy. */
const tidy = (value: number) => Math.round(value * 10_000) / 10_000;

/** Which sound choices an upload allows; a photo or a silent video has no sound of its own. */
export function audioChoicesFor(upload: Upload | null): Record<RenderAudio, string | null> {
  const reason =
    upload === null
      ? null
      : upload.kind === 'image'
        ? 'A photo has no sound.'
        : upload.hasAudio
          ? null
          : 'Your video has no sound.';
  return { template: null, upload: reason, both: reason, none: null };
}

/**
 * The placement an order sends, edited by the controls. Choosing another upload starts it afresh
 * (fill, centred, whole length, the template's sound), as the quick editor promises.
 */
export function usePlacement() {
  const [placement, setPlacement] = useState<RenderPlacement>(DEFAULT_RENDER_PLACEMENT);

  const change = useCallback((changes: Partial<RenderPlacement>) => {
    setPlacement((current) => ({ ...current, ...changes }));
  }, []);

  return {
    placement,
    reset: useCallback(() => setPlacement(DEFAULT_RENDER_PLACEMENT), []),
    setFit: useCallback((fit: RenderPlacement['fit']) => change({ fit }), [change]),
    setZoom: useCallback(
      (zoom: number) => change({ zoom: tidy(clamp(zoom, RENDER_ZOOM_MIN, RENDER_ZOOM_MAX)) }),
      [change],
    ),
    /** Moves the upload by a fraction of the window's width and height. */
    panBy: useCallback((dx: number, dy: number) => {
      setPlacement((current) => ({
        ...current,
        offsetX: tidy(clamp(current.offsetX + dx, -1, 1)),
        offsetY: tidy(clamp(current.offsetY + dy, -1, 1)),
      }));
    }, []),
    resetPosition: useCallback(() => change({ zoom: 1, offsetX: 0, offsetY: 0 }), [change]),
    setTrim: useCallback(
      (trimStart: number | null, trimEnd: number | null) => change({ trimStart, trimEnd }),
      [change],
    ),
    setAudio: useCallback((audio: RenderAudio) => change({ audio }), [change]),
  };
}

export type PlacementEditor = ReturnType<typeof usePlacement>;

import type { SceneLayer } from '@frameshop/contract';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The scene a new template starts buyers from until its owner designs one: its backdrop, an empty
 * photo slot filling the window (so an export never shows the raw green screen), and the overlay
 * with its window. The owner's own layers, once placed, replace these.
 */
export function startingLayers(window: Box): SceneLayer[] {
  const common = { hidden: false, locked: false };
  return [
    { ...common, id: 'background', type: 'background', color: '#000000', locked: true },
    {
      ...common,
      id: 'photo',
      type: 'image',
      uploadId: null,
      box: window,
      fit: 'fill',
      zoom: 1,
      panX: 0,
      panY: 0,
      rotation: 0,
    },
    { ...common, id: 'overlay', type: 'overlay', window, locked: true },
  ];
}

/**
 * The template's JSON once its media are known: the owner's JSON with the media's size and
 * window; layers the owner placed are kept, and a template without any gets the starting ones.
 */
export function templateJsonWith(
  json: Record<string, unknown> | null,
  size: { width: number; height: number },
  window: Box | null,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(json ?? {}), ...size };
  if (!window) return next;
  next.window = window;
  if (!Array.isArray(next.layers)) next.layers = startingLayers(window);
  return next;
}

import { readTemplateJson, sceneBoxSchema, type SceneLayer } from '@frameshop/contract';
import type { TemplateRow } from '../catalogue';

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

/**
 * The composition an empty templateJson stands for once the template's media are prepared: the
 * uploaded file's size, its green-screen window (found in the mask, where it has one) and the
 * starting layers; null before then (the template is DEFAULT_CANVAS until a file says otherwise).
 * Left empty, the field would otherwise make the editors 1920×1080 while the buyer's page gives
 * the clip's size.
 */
export function compositionOfMedia(
  row: Pick<TemplateRow, 'media' | 'width' | 'height' | 'greenScreenDimensions' | 'templateJson'>,
): Record<string, unknown> | null {
  if (!row.media.poster) return null;
  const window = sceneBoxSchema.safeParse(readTemplateJson(row.templateJson).window);
  const masked = row.greenScreenDimensions !== null && window.success;
  return templateJsonWith(
    null,
    { width: row.width, height: row.height },
    masked ? window.data : null,
  );
}

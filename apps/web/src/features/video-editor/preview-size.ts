import type { PlacementSize } from '@frameshop/contract';

/** The live preview's longest side: sharp on a laptop, cheap enough to draw every frame. */
const PREVIEW_MAX_SIDE = 960;

/** The canvas's own pixels: the template's shape, at most PREVIEW_MAX_SIDE on its longer side. */
export function previewCanvasSize(template: PlacementSize): PlacementSize {
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(template.width, template.height));
  return {
    width: Math.round(template.width * scale),
    height: Math.round(template.height * scale),
  };
}

/** "0:07.5": a position in a clip, to the tenth of a second. */
export function formatClipTime(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** "0:03", "1:20": a clip's length in whole seconds, as a list of files shows it. */
export function formatClipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

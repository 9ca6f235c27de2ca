import { DEFAULT_SCENE_FONT, sceneFontCss } from '@frameshop/contract';
import type { SceneContext } from './scene-context';

/**
 * The store's mark across a preview: the text repeated in rows turned up by 30°, light and half
 * transparent, so the preview is no use as the real thing while the design stays readable (the
 * mark the server's previews carry, ADR 13).
 */
export function drawWatermark<Image>(
  ctx: SceneContext<Image>,
  size: { width: number; height: number },
  text: string,
): void {
  const fontSize = Math.max(16, Math.round(Math.min(size.width, size.height) / 14));
  ctx.save();
  ctx.font = sceneFontCss(DEFAULT_SCENE_FONT, fontSize);
  ctx.fillStyle = '#ffffff';
  ctx.globalAlpha = 0.35;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.translate(size.width / 2, size.height / 2);
  ctx.rotate(-Math.PI / 6);
  // Rows long enough to cover the turned comp's corners wherever its centre is.
  const reach = Math.hypot(size.width, size.height) / 2;
  const stepX = ctx.measureText(text).width + fontSize * 2;
  const stepY = fontSize * 4;
  for (let y = -reach; y <= reach; y += stepY) {
    // Every other row shifts by half a step, so the marks do not line up in columns.
    const shift = Math.round(y / stepY) % 2 === 0 ? 0 : stepX / 2;
    for (let x = -reach - shift; x <= reach; x += stepX) ctx.fillText(text, x, y);
  }
  ctx.restore();
}

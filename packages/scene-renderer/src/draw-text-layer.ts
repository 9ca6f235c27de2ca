import {
  lineHeightPx,
  sceneFontCss,
  textBox,
  type BrandFontFamilies,
  type TextLayer,
} from '@frameshop/contract';
import type { SceneContext } from './scene-context';

/**
 * Where a line's baseline sits below the top of its line box, as a share of the font size: the
 * middle of the line box plus about half a capital's height. Fixed rather than read from the
 * font's metrics, because the browser and Skia report ascents differently; the alphabetic
 * baseline itself is where every implementation agrees.
 */
const BASELINE_BELOW_MIDDLE = 0.35;

/** A text layer's stored lines, each on its own line box, aligned in the box and turned about its centre. */
export function drawTextLayer<Image>(
  ctx: SceneContext<Image>,
  layer: TextLayer,
  brandFonts?: BrandFontFamilies,
): void {
  const box = textBox(layer);
  const step = lineHeightPx(layer);
  const anchorX = { left: 0, center: box.width / 2, right: box.width }[layer.align];
  ctx.save();
  ctx.translate(box.x + box.width / 2, box.y + box.height / 2);
  ctx.rotate((layer.rotation * Math.PI) / 180);
  ctx.translate(-box.width / 2, -box.height / 2);
  ctx.font = sceneFontCss(layer.font, layer.size, brandFonts);
  ctx.fillStyle = layer.color;
  ctx.textAlign = layer.align;
  ctx.textBaseline = 'alphabetic';
  layer.lines.forEach((line, index) => {
    ctx.fillText(line, anchorX, index * step + step / 2 + layer.size * BASELINE_BELOW_MIDDLE);
  });
  ctx.restore();
}

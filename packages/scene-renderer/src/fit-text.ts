import {
  BATCH_TEXT_MIN_SCALE,
  lineHeightPx,
  type BrandFontFamilies,
  SCENE_FONT_SIZE_MIN,
  type TextLayer,
} from '@frameshop/contract';
import { layoutText, type TextMeasurer } from './layout-text';

/** A text put into a designed text layer: its lines at the size they fit, or that it cannot. */
export type FittedText =
  | { fits: true; size: number; lines: string[]; shrunk: boolean }
  | { fits: false; smallestSize: number };

/** The smallest size a designed text layer's words may shrink to and still be read. */
export function smallestReadableSize(designedSize: number): number {
  return Math.min(
    designedSize,
    Math.max(SCENE_FONT_SIZE_MIN, Math.ceil(designedSize * BATCH_TEXT_MIN_SCALE)),
  );
}

/**
 * Puts `text` into the box a design gave a text layer: as wide as its `maxWidth` and as tall as
 * its designed lines. At the designed size when it fits; otherwise the largest whole pixel size,
 * down to `smallestReadableSize`, at which its lines fit the box; past that it does not fit. The
 * browser's check of a sheet and the server's batch both call this with the bundled fonts, so a
 * row flagged on screen is the row refused, and a row's thumbnail shows the lines it is made with.
 */
export function fitText(
  ctx: TextMeasurer,
  layer: Pick<TextLayer, 'font' | 'size' | 'maxWidth' | 'lineHeight' | 'lines'>,
  text: string,
  brandFonts?: BrandFontFamilies,
): FittedText {
  const boxHeight = Math.max(1, layer.lines.length) * lineHeightPx(layer);
  // Laid out no further than the lines the box holds at that size: past them it cannot fit.
  const roomAt = (size: number) =>
    Math.floor((boxHeight + 0.01) / lineHeightPx({ size, lineHeight: layer.lineHeight }));
  const linesAt = (size: number) =>
    layoutText(ctx, { ...layer, text, size }, { maxLines: roomAt(size), brandFonts });
  const fitsAt = (lines: string[], size: number) =>
    lines.length * lineHeightPx({ size, lineHeight: layer.lineHeight }) <= boxHeight + 0.01;

  const designed = linesAt(layer.size);
  if (fitsAt(designed, layer.size)) {
    return { fits: true, size: layer.size, lines: designed, shrunk: false };
  }
  const smallest = smallestReadableSize(layer.size);
  const smallestLines = linesAt(smallest);
  if (!fitsAt(smallestLines, smallest)) return { fits: false, smallestSize: smallest };
  // Fitting grows no easier with size: search the largest whole size that fits.
  let low = smallest;
  let lowLines = smallestLines;
  let high = Math.floor(layer.size);
  if (high === layer.size) high -= 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const lines = linesAt(middle);
    if (fitsAt(lines, middle)) {
      low = middle;
      lowLines = lines;
    } else {
      high = middle - 1;
    }
  }
  return { fits: true, size: low, lines: lowLines, shrunk: true };
}

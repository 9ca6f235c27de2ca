import { sceneFontCss, type BrandFontFamilies, type TextLayer } from '@frameshop/contract';

/** What laying out needs of a context: the font it measures with. */
export interface TextMeasurer {
  font: string;
  measureText(text: string): { width: number };
  /**
   * The kit fonts loaded where this measures (by id → family), when the caller names none: the
   * browser's editor measures with the buyer's kit as it is loaded.
   */
  readonly brandFonts?: BrandFontFamilies;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Lays a text layer's text out into lines no wider than its `maxWidth`, measured with its bundled
 * font on `ctx`. This runs once, in the editor, and the lines are stored in the scene: the server
 * draws them as they are and never wraps again, so a line that fits in the browser's preview is
 * the same line in the export. The bundled fonts must be loaded before measuring (in the browser,
 * `document.fonts.load`), or the lines are those of a fallback font.
 *
 * Line breaks in the text are kept; words are wrapped at spaces; a word wider than the box is cut
 * between grapheme clusters, never inside one (a Devanagari conjunct stays whole).
 *
 * With `maxLines`, laying out stops as soon as the text needs more lines than that (the answer then
 * has `maxLines + 1` of them): a text that cannot fit a box is known so at the cost of the lines
 * the box holds, not of the whole text.
 */
export function layoutText(
  ctx: TextMeasurer,
  layer: Pick<TextLayer, 'text' | 'font' | 'size' | 'maxWidth'>,
  { maxLines = Infinity, brandFonts }: { maxLines?: number; brandFonts?: BrandFontFamilies } = {},
): string[] {
  ctx.font = sceneFontCss(layer.font, layer.size, brandFonts ?? ctx.brandFonts);
  const fits = (line: string) => ctx.measureText(line).width <= layer.maxWidth;
  const lines: string[] = [];
  for (const paragraph of layer.text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = fits(word) ? [word] : cutWord(word, fits, maxLines - lines.length + 1);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
      if (lines.length > maxLines) return lines;
    }
    lines.push(line);
    if (lines.length > maxLines) return lines;
  }
  return lines;
}

/**
 * A word too wide for the box, cut into pieces that fit (at least one grapheme each): each piece
 * the longest run of graphemes that fits, found by halving (a run only grows wider as it grows
 * longer), so a piece costs a few measurements rather than one per grapheme. After `maxPieces`
 * pieces the rest is left as one last piece, uncut: the text is past its box already.
 */
function cutWord(word: string, fits: (text: string) => boolean, maxPieces: number): string[] {
  const parts = Array.from(graphemes.segment(word), ({ segment }) => segment);
  const pieces: string[] = [];
  let start = 0;
  while (start < parts.length) {
    if (pieces.length >= maxPieces) {
      pieces.push(parts.slice(start).join(''));
      break;
    }
    let end = start + 1;
    let tooLong = parts.length + 1;
    while (tooLong - end > 1) {
      const middle = Math.floor((end + tooLong) / 2);
      if (fits(parts.slice(start, middle).join(''))) end = middle;
      else tooLong = middle;
    }
    pieces.push(parts.slice(start, end).join(''));
    start = end;
  }
  return pieces;
}

import { sceneFontCss, type TextLayer } from '@frameshop/contract';

/** What laying out needs of a context: the font it measures with. */
export interface TextMeasurer {
  font: string;
  measureText(text: string): { width: number };
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
 */
export function layoutText(
  ctx: TextMeasurer,
  layer: Pick<TextLayer, 'text' | 'font' | 'size' | 'maxWidth'>,
): string[] {
  ctx.font = sceneFontCss(layer.font, layer.size);
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
      const pieces = fits(word) ? [word] : cutWord(word, fits);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

/** A word too wide for the box, cut into pieces that fit (at least one grapheme each). */
function cutWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && !fits(piece + segment)) {
      pieces.push(piece);
      piece = segment;
    } else {
      piece += segment;
    }
  }
  pieces.push(piece);
  return pieces;
}

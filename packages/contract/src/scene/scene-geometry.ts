import type { PlacementBox } from '../render-placement';

/** What the geometry needs of a text layer: its box is as wide as `maxWidth`, one line per entry. */
export interface TextBoxFields {
  x: number;
  y: number;
  maxWidth: number;
  size: number;
  lineHeight: number;
  lines: readonly string[];
}

/** The height of one line of a text layer, in comp pixels. */
export const lineHeightPx = (layer: Pick<TextBoxFields, 'size' | 'lineHeight'>): number =>
  layer.size * layer.lineHeight;

/**
 * A text layer's box before rotation: `x`, `y` is its top-left corner, its width the layer's
 * `maxWidth` (alignment is within it), its height one line per stored line (at least one, so an
 * empty layer can still be picked in the editor).
 */
export function textBox(layer: TextBoxFields): PlacementBox {
  const lines = Math.max(1, layer.lines.length);
  return { x: layer.x, y: layer.y, width: layer.maxWidth, height: lines * lineHeightPx(layer) };
}

/** The upright rectangle that holds `box` turned by `degrees` about its centre. */
export function rotatedBounds(box: PlacementBox, degrees: number): PlacementBox {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = box.width * cos + box.height * sin;
  const height = box.width * sin + box.height * cos;
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

/** Whether two rectangles share some area (touching edges do not count). */
export function boxesOverlap(a: PlacementBox, b: PlacementBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

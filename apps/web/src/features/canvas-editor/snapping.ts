import { rotatedBounds } from '@frameshop/contract';
import type { Frame } from './layer-frame';

/** A line the moving layer lines up with, drawn while dragging; `at` in comp pixels. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

interface Extent {
  start: number;
  size: number;
}

const stops = ({ start, size }: Extent) => [start, start + size / 2, start + size];

/**
 * Moves a dragged frame onto the nearest line within `reach` comp pixels, on each axis: the comp's
 * edges and centre, and the edges and centres of the other layers (as drawn, turned). Answers the
 * frame and the guides it now sits on.
 */
export function snapFrame(
  frame: Frame,
  others: readonly Frame[],
  comp: { width: number; height: number },
  reach: number,
): { frame: Frame; guides: Guide[] } {
  const bounds = rotatedBounds(frame, frame.rotation);
  const otherBounds = others.map((other) => rotatedBounds(other, other.rotation));
  const guides: Guide[] = [];
  const snapAxis = (axis: 'x' | 'y', own: Extent, lines: number[]): number => {
    let best: { shift: number; at: number } | undefined;
    for (const edge of stops(own)) {
      for (const line of lines) {
        const shift = line - edge;
        if (Math.abs(shift) <= reach && (!best || Math.abs(shift) < Math.abs(best.shift))) {
          best = { shift, at: line };
        }
      }
    }
    if (!best) return 0;
    guides.push({ axis, at: best.at });
    return best.shift;
  };
  const dx = snapAxis('x', { start: bounds.x, size: bounds.width }, [
    ...stops({ start: 0, size: comp.width }),
    ...otherBounds.flatMap((other) => stops({ start: other.x, size: other.width })),
  ]);
  const dy = snapAxis('y', { start: bounds.y, size: bounds.height }, [
    ...stops({ start: 0, size: comp.height }),
    ...otherBounds.flatMap((other) => stops({ start: other.y, size: other.height })),
  ]);
  return { frame: { ...frame, x: frame.x + dx, y: frame.y + dy }, guides };
}

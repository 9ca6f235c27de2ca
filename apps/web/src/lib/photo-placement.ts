import { RENDER_ZOOM_MAX, RENDER_ZOOM_MIN } from '@frameshop/contract';

/**
 * How the buyer's photo sits in its slot, in the scene document's terms: zoom beyond filling the
 * slot, pan as a fraction of the slot (the server clamps to the same range), and a turn in
 * degrees about the slot's centre.
 */
export interface PhotoPlacement {
  zoom: number;
  panX: number;
  panY: number;
  rotation: number;
}

export const INITIAL_PLACEMENT: PhotoPlacement = { zoom: 1, panX: 0, panY: 0, rotation: 0 };

/** One key press: a small step; with Shift, a large one. */
const PAN_STEP = 0.02;
const ZOOM_STEP = 1.1;
const ROTATE_STEP = 1;
const LARGE = 5;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Turns stay within (-180, 180], so the document's ±360 bound is never reached by turning on. */
const normalise = (degrees: number) => {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned;
};

export const zoomBy = (placement: PhotoPlacement, factor: number): PhotoPlacement => ({
  ...placement,
  zoom: clamp(placement.zoom * factor, RENDER_ZOOM_MIN, RENDER_ZOOM_MAX),
});

/** Moves the photo by a fraction of the slot's width and height. */
export const panBy = (placement: PhotoPlacement, dx: number, dy: number): PhotoPlacement => ({
  ...placement,
  panX: clamp(placement.panX + dx, -1, 1),
  panY: clamp(placement.panY + dy, -1, 1),
});

export const rotateBy = (placement: PhotoPlacement, degrees: number): PhotoPlacement => ({
  ...placement,
  rotation: normalise(placement.rotation + degrees),
});

/**
 * The keyboard's equivalents of dragging, pinching and turning: arrows pan, + and - zoom, [ and ]
 * turn, 0 resets; Shift makes each step five times larger. Null for any other key.
 */
export function placementForKey(
  placement: PhotoPlacement,
  key: string,
  shift: boolean,
): PhotoPlacement | null {
  const times = shift ? LARGE : 1;
  switch (key) {
    case 'ArrowLeft':
      return panBy(placement, -PAN_STEP * times, 0);
    case 'ArrowRight':
      return panBy(placement, PAN_STEP * times, 0);
    case 'ArrowUp':
      return panBy(placement, 0, -PAN_STEP * times);
    case 'ArrowDown':
      return panBy(placement, 0, PAN_STEP * times);
    case '+':
    case '=':
      return zoomBy(placement, ZOOM_STEP ** times);
    case '-':
    case '_':
      return zoomBy(placement, 1 / ZOOM_STEP ** times);
    case ']':
    case '}':
      return rotateBy(placement, ROTATE_STEP * times);
    case '[':
    case '{':
      return rotateBy(placement, -ROTATE_STEP * times);
    case '0':
      return INITIAL_PLACEMENT;
    default:
      return null;
  }
}

import {
  isBuyerLayer,
  textBox,
  type ImageSlotLayer,
  type SceneLayer,
  type TextLayer,
} from '@frameshop/contract';

/**
 * The box a buyer's layer occupies, in comp pixels, before its turn about the centre: a photo
 * slot's `box`, a text layer's width and its lines' height. The editor moves, sizes and turns
 * layers through this one shape.
 */
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export type EditableLayer = ImageSlotLayer | TextLayer;

/** Smallest side a layer can be given by dragging a handle, in comp pixels. */
export const MIN_SIDE = 16;

export function frameOf(layer: EditableLayer): Frame {
  const box = layer.type === 'image' ? layer.box : textBox(layer);
  return { ...box, rotation: layer.rotation };
}

/**
 * The layer placed in `frame`. A text layer takes the frame's position and width (its height
 * follows from its lines, laid out anew by the caller when the width changed).
 */
export function withFrame<L extends EditableLayer>(layer: L, frame: Frame): L {
  if (layer.type === 'image') {
    const { rotation, ...box } = frame;
    return { ...layer, box, rotation };
  }
  return { ...layer, x: frame.x, y: frame.y, maxWidth: frame.width, rotation: frame.rotation };
}

export const isEditable = (layer: SceneLayer | undefined): layer is EditableLayer =>
  layer !== undefined && isBuyerLayer(layer);

interface Point {
  x: number;
  y: number;
}

const turn = (point: Point, degrees: number): Point => {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
};

const centreOf = (frame: Frame): Point => ({
  x: frame.x + frame.width / 2,
  y: frame.y + frame.height / 2,
});

/** Whether a point of the comp falls inside the frame as it is turned. */
export function frameContains(frame: Frame, point: Point): boolean {
  const centre = centreOf(frame);
  const local = turn({ x: point.x - centre.x, y: point.y - centre.y }, -frame.rotation);
  return Math.abs(local.x) <= frame.width / 2 && Math.abs(local.y) <= frame.height / 2;
}

/** A corner of the frame by its side: -1 is left or top, 1 right or bottom. */
export type Corner = { sx: -1 | 1; sy: -1 | 1 };

/**
 * The frame resized by dragging `corner` to `pointer`: the opposite corner stays where it is on
 * the comp, whatever the frame's turn.
 */
export function resizeFrame(frame: Frame, corner: Corner, pointer: Point): Frame {
  const centre = centreOf(frame);
  const fixed = turn(
    { x: (-corner.sx * frame.width) / 2, y: (-corner.sy * frame.height) / 2 },
    frame.rotation,
  );
  const anchor = { x: centre.x + fixed.x, y: centre.y + fixed.y };
  const local = turn({ x: pointer.x - anchor.x, y: pointer.y - anchor.y }, -frame.rotation);
  const width = Math.max(MIN_SIDE, corner.sx * local.x);
  const height = Math.max(MIN_SIDE, corner.sy * local.y);
  const half = turn({ x: (corner.sx * width) / 2, y: (corner.sy * height) / 2 }, frame.rotation);
  const next = { x: anchor.x + half.x, y: anchor.y + half.y };
  return { x: next.x - width / 2, y: next.y - height / 2, width, height, rotation: frame.rotation };
}

/** Turns snap to whole multiples of this many degrees when close to one. */
const ROTATION_SNAP = 15;
const ROTATION_SNAP_REACH = 4;

/**
 * The frame turned so that its rotate handle (above its top edge) points at `pointer`, snapping
 * to 15° steps within a few degrees of one, so level and upright are easy to hit.
 */
export function rotateFrame(frame: Frame, pointer: Point): Frame {
  const centre = centreOf(frame);
  const raw = (Math.atan2(pointer.y - centre.y, pointer.x - centre.x) * 180) / Math.PI + 90;
  const nearest = Math.round(raw / ROTATION_SNAP) * ROTATION_SNAP;
  let degrees = Math.abs(raw - nearest) <= ROTATION_SNAP_REACH ? nearest : Math.round(raw);
  if (degrees > 180) degrees -= 360;
  return { ...frame, rotation: degrees };
}

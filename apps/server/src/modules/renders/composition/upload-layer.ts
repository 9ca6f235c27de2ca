import {
  placeUpload,
  type PlacementBox,
  type PlacementSize,
  type RenderPlacement,
} from '@frameshop/contract';

/** A rectangle in whole pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The upload's layer in whole pixels: a box around the window (on even pixels, as 4:2:0 chroma
 * needs, with a small margin), and the part of the upload that shows in it. Only that part is
 * cropped and scaled, so a zoomed-in upload costs no more to scale than one that just fills it.
 */
export interface UploadLayerPlan {
  box: PixelBox;
  /** Null when the pan has moved the whole upload out of the box. */
  visible: {
    /** The part of the upload that shows, in the upload's pixels. */
    source: PixelBox;
    /** Where it shows, in the output's pixels. */
    target: PixelBox;
    /**
     * Thin gaps between the upload and the box's sides, filled with the upload's edge pixels
     * rather than black: a window edge whose pixels were blended with the template's green when
     * the template was scaled shows the upload there, not a dark or green line.
     */
    smear: { left: number; right: number; top: number; bottom: number };
  } | null;
}

/** Output pixels around the window that the layer covers too (where the mask allows). */
export const LAYER_MARGIN = 2;
/** A gap up to this wide is smeared over; a wider one is a bar of `fit` and stays black. */
const SMEAR_LIMIT = LAYER_MARGIN + 2;

const floorEven = (value: number) => 2 * Math.floor(value / 2);
const ceilEven = (value: number) => 2 * Math.ceil(value / 2);
const roundEven = (value: number) => 2 * Math.round(value / 2);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const smearable = (gap: number) => (gap <= SMEAR_LIMIT ? gap : 0);

/**
 * `window` is in output pixels: the template's window scaled to the output's size. The upload is
 * placed against it exactly as the browser's preview places it (`placeUpload`), then cut to the
 * layer's box.
 */
export function planUploadLayer(
  window: PlacementBox,
  frame: PlacementSize,
  upload: PlacementSize,
  placement: RenderPlacement,
): UploadLayerPlan {
  const left = clamp(floorEven(window.x - LAYER_MARGIN), 0, floorEven(frame.width) - 2);
  const top = clamp(floorEven(window.y - LAYER_MARGIN), 0, floorEven(frame.height) - 2);
  const right = clamp(
    ceilEven(window.x + window.width + LAYER_MARGIN),
    left + 2,
    floorEven(frame.width),
  );
  const bottom = clamp(
    ceilEven(window.y + window.height + LAYER_MARGIN),
    top + 2,
    floorEven(frame.height),
  );
  const box = { x: left, y: top, width: right - left, height: bottom - top };

  const placed = placeUpload(window, upload, placement);
  // What shows: the placed upload cut to the box, then on even pixels for the output.
  const shownLeft = Math.max(placed.x, left);
  const shownTop = Math.max(placed.y, top);
  const shownRight = Math.min(placed.x + placed.width, right);
  const shownBottom = Math.min(placed.y + placed.height, bottom);
  const targetLeft = clamp(roundEven(shownLeft), left, right);
  const targetTop = clamp(roundEven(shownTop), top, bottom);
  const targetRight = clamp(roundEven(shownRight), left, right);
  const targetBottom = clamp(roundEven(shownBottom), top, bottom);
  if (targetRight - targetLeft < 2 || targetBottom - targetTop < 2) {
    return { box, visible: null };
  }

  // The same part in the upload's pixels; rounding moves the picture by a pixel at most.
  const scale = placed.width / upload.width;
  const cropLeft = clamp(Math.round((shownLeft - placed.x) / scale), 0, upload.width - 1);
  const cropTop = clamp(Math.round((shownTop - placed.y) / scale), 0, upload.height - 1);
  const cropRight = clamp(Math.round((shownRight - placed.x) / scale), cropLeft + 1, upload.width);
  const cropBottom = clamp(
    Math.round((shownBottom - placed.y) / scale),
    cropTop + 1,
    upload.height,
  );
  return {
    box,
    visible: {
      source: {
        x: cropLeft,
        y: cropTop,
        width: cropRight - cropLeft,
        height: cropBottom - cropTop,
      },
      target: {
        x: targetLeft,
        y: targetTop,
        width: targetRight - targetLeft,
        height: targetBottom - targetTop,
      },
      smear: {
        left: smearable(targetLeft - left),
        right: smearable(right - targetRight),
        top: smearable(targetTop - top),
        bottom: smearable(bottom - targetBottom),
      },
    },
  };
}

/**
 * The filters that turn the upload's frames (`input`) into the box-sized layer `output`: the
 * visible part cropped, scaled and placed, the rest of the box black (the bars of `fit`).
 */
export function uploadLayerFilter(
  plan: UploadLayerPlan,
  input: string,
  output: string,
  options: { fps: number | null; scaleFlags: string },
): string {
  const { box, visible } = plan;
  if (!visible) {
    // Nothing of the upload shows: one black frame, which the overlay repeats.
    return `color=c=black:s=${box.width}x${box.height},trim=end_frame=1,format=yuva420p[${output}]`;
  }
  const { source, target, smear } = visible;
  const smeared = smear.left + smear.right + smear.top + smear.bottom > 0;
  return (
    `[${input}]` +
    // Frames the template has no use for are dropped before they are cropped and scaled.
    (options.fps ? `fps=${options.fps},` : '') +
    `crop=${source.width}:${source.height}:${source.x}:${source.y}:exact=1,` +
    `scale=${target.width}:${target.height}:flags=${options.scaleFlags},setsar=1,` +
    `pad=${box.width}:${box.height}:${target.x - box.x}:${target.y - box.y}:color=black,` +
    (smeared
      ? `fillborders=left=${smear.left}:right=${smear.right}:top=${smear.top}:` +
        `bottom=${smear.bottom}:mode=smear,`
      : '') +
    `format=yuva420p[${output}]`
  );
}

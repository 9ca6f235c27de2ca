import type { PlacementBox, PlacementSize } from '@frameshop/contract';

/** The pixels of a picture as canvas `getImageData` gives them: RGBA, four bytes a pixel. */
export interface RgbaPixels {
  data: Uint8ClampedArray | number[];
  width: number;
  height: number;
}

/**
 * A mask pixel counts as window from this luminance up. The mask is keyed to white and black at
 * ingest; scaling and compression leave grey edges, and the server's alphamerge shows those half
 * through, so the box takes in anything clearly lighter than black.
 */
const WINDOW_LUMINANCE = 128;

/** Rec. 601 luma, the weights ffmpeg's grey conversion of the mask uses. */
function luminance(red: number, green: number, blue: number): number {
  return 0.299 * red + 0.587 * green + 0.114 * blue;
}

/**
 * The template's window: the smallest box that holds every white pixel of the mask, in mask
 * pixels; null for a mask without any. The upload is placed in this box, as the server places it.
 */
export function windowBoxFromMask({ data, width, height }: RgbaPixels): PlacementBox | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      if (luminance(data[at]!, data[at + 1]!, data[at + 2]!) < WINDOW_LUMINANCE) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Turns a grey mask into an alpha mask in place: white becomes opaque, black transparent, grey
 * edges partly so, which `destination-in` then cuts the upload through. Done once per mask.
 */
export function luminanceToAlpha(pixels: RgbaPixels): void {
  const { data } = pixels;
  for (let at = 0; at < data.length; at += 4) {
    data[at + 3] = Math.round(luminance(data[at]!, data[at + 1]!, data[at + 2]!));
    data[at] = 255;
    data[at + 1] = 255;
    data[at + 2] = 255;
  }
}

/** A box measured on a picture of size `from`, redrawn on one of size `to` (mask → canvas). */
export function scaleBox(box: PlacementBox, from: PlacementSize, to: PlacementSize): PlacementBox {
  const scaleX = to.width / from.width;
  const scaleY = to.height / from.height;
  return {
    x: box.x * scaleX,
    y: box.y * scaleY,
    width: box.width * scaleX,
    height: box.height * scaleY,
  };
}

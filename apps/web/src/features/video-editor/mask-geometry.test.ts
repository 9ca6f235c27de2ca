import { placeUpload } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { luminanceToAlpha, scaleBox, windowBoxFromMask } from './mask-geometry';

/** A black mask of `width` × `height` with a rectangle of `grey` at `box`. */
function mask(
  width: number,
  height: number,
  box: { x: number; y: number; width: number; height: number },
  grey = 255,
) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inside = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
      const at = (y * width + x) * 4;
      data.set([inside ? grey : 0, inside ? grey : 0, inside ? grey : 0, 255], at);
    }
  }
  return { data, width, height };
}

describe('windowBoxFromMask', () => {
  it('finds the bounding box of the white pixels, in mask pixels', () => {
    expect(windowBoxFromMask(mask(16, 9, { x: 4, y: 2, width: 8, height: 5 }))).toEqual({
      x: 4,
      y: 2,
      width: 8,
      height: 5,
    });
  });

  it('takes a single white pixel in a corner', () => {
    expect(windowBoxFromMask(mask(10, 10, { x: 9, y: 9, width: 1, height: 1 }))).toEqual({
      x: 9,
      y: 9,
      width: 1,
      height: 1,
    });
  });

  it('ignores dark grey noise and answers null for an all-black mask', () => {
    expect(windowBoxFromMask(mask(8, 8, { x: 1, y: 1, width: 3, height: 3 }, 40))).toBeNull();
  });

  it('scaled to the canvas, places the upload where the server places it in the frame', () => {
    const box = windowBoxFromMask(mask(192, 108, { x: 48, y: 27, width: 96, height: 54 }))!;
    const onCanvas = scaleBox(box, { width: 192, height: 108 }, { width: 960, height: 540 });
    expect(onCanvas).toEqual({ x: 240, y: 135, width: 480, height: 270 });
    // A square photo filling that 16:9 window is as wide as the window and centred on it.
    expect(
      placeUpload(
        onCanvas,
        { width: 100, height: 100 },
        { fit: 'fill', zoom: 1, offsetX: 0, offsetY: 0 },
      ),
    ).toEqual({ x: 240, y: 30, width: 480, height: 480 });
  });
});

describe('luminanceToAlpha', () => {
  it('makes white opaque, black transparent and grey partly opaque, all of it white', () => {
    const pixels = {
      data: new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255]),
      width: 3,
      height: 1,
    };
    luminanceToAlpha(pixels);
    expect([...pixels.data]).toEqual([255, 255, 255, 255, 255, 255, 255, 0, 255, 255, 255, 128]);
  });

  it('weighs green above red above blue, as a grey conversion does', () => {
    const pixels = {
      data: new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]),
      width: 3,
      height: 1,
    };
    luminanceToAlpha(pixels);
    expect([pixels.data[3], pixels.data[7], pixels.data[11]]).toEqual([76, 150, 29]);
  });
});

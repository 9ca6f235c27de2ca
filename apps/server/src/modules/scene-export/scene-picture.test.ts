import { sceneSchema } from '@frameshop/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { decode, near } from '../../test-support/scene-export-fixture';
import { drawScenePicture } from './scene-picture';

const PHOTO_ID = '5d0c2b8e-3f4a-4e6b-8c1d-2a9f7e6b5c40';

/** A landscape JPEG, red on the left and blue on the right, marked "turn 90° clockwise" as phones do. */
async function phonePhoto(): Promise<Buffer> {
  const canvas = createCanvas(40, 20);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, 20, 20);
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(20, 0, 20, 20);
  const jpeg = await canvas.encode('jpeg', 95);
  // An Exif APP1 segment with one tag, Orientation (0x0112) = 6, in a big-endian TIFF block.
  // prettier-ignore
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = body.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

describe('the server renderer', () => {
  it('draws a phone photo upright, turned by its EXIF orientation as the browser turns it', async () => {
    const photo = await loadImage(await phonePhoto());
    expect([photo.width, photo.height]).toEqual([20, 40]);
    const scene = sceneSchema.parse({
      version: 1,
      width: 100,
      height: 200,
      layers: [
        {
          id: 'photo',
          type: 'image',
          uploadId: PHOTO_ID,
          box: { x: 0, y: 0, width: 100, height: 200 },
        },
      ],
    });
    const picture = await drawScenePicture(
      scene,
      { uploads: new Map([[PHOTO_ID, photo]]) },
      { format: 'png' },
    );
    const pixels = await decode(picture.bytes);
    // Turned a quarter clockwise, the left (red) half is on top.
    expect(near(pixels.at(10, 20), [255, 0, 0, 255], 12)).toBe(true);
    expect(near(pixels.at(10, 180), [0, 0, 255, 255], 12)).toBe(true);
  });
});

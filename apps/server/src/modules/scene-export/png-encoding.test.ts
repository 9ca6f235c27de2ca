import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png-encoding';

describe('PNG encoding', () => {
  it('round-trips every pixel, transparency included, through a standard decoder', async () => {
    const canvas = createCanvas(67, 41);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 67, 41);
    gradient.addColorStop(0, '#ff0000');
    gradient.addColorStop(1, '#0040ff');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 67, 41);
    ctx.clearRect(10, 10, 5, 5);
    ctx.fillStyle = 'rgba(0, 255, 0, 0.25)';
    ctx.clearRect(40, 20, 20, 20);
    ctx.fillRect(40, 20, 20, 20);
    const original = ctx.getImageData(0, 0, 67, 41);

    const decoded = await loadImage(await encodePng(original));
    expect([decoded.width, decoded.height]).toEqual([67, 41]);
    const check = createCanvas(67, 41).getContext('2d');
    check.drawImage(decoded, 0, 0);
    const opaque = (data: Uint8ClampedArray) =>
      data.filter((_, index) => index % 4 === 3 && data[index] === 255).length;
    const again = check.getImageData(0, 0, 67, 41).data;
    // Translucent pixels go through premultiplied storage on drawing, so compare the opaque ones
    // exactly and the alpha of all.
    expect(opaque(again)).toBe(67 * 41 - 25 - 400);
    expect(opaque(original.data)).toBe(67 * 41 - 25 - 400);
    for (let index = 0; index < again.length; index += 4) {
      expect(again[index + 3]).toBe(original.data[index + 3]);
      if (original.data[index + 3] === 255) {
        expect([...again.slice(index, index + 3)]).toEqual([
          ...original.data.slice(index, index + 3),
        ]);
      }
    }
  });
});

import zlib from 'node:zlib';
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

  it('filters every byte exactly, whatever its neighbours, from any offset in memory', async () => {
    const width = 33;
    const height = 17;
    const size = width * height * 4;
    // Every byte value against every other: the filter's 32-bit steps must never borrow across.
    const memory = new Uint8Array(size + 1);
    for (let i = 0; i < memory.length; i++) memory[i] = (i * 97 + ((i * i) >> 3)) & 0xff;
    for (const data of [memory.subarray(0, size), memory.subarray(1)]) {
      const png = await encodePng({ width, height, data });
      // The one IDAT chunk after the signature and IHDR (8 + 25 bytes), inflated and unfiltered.
      const idatLength = png.readUInt32BE(33);
      expect(png.toString('latin1', 37, 41)).toBe('IDAT');
      const filtered = zlib.inflateSync(png.subarray(41, 41 + idatLength));
      const rows: number[] = [];
      for (let y = 0; y < height; y++) {
        expect(filtered[y * (width * 4 + 1)]).toBe(2);
        for (let x = 0; x < width * 4; x++) {
          const above = y === 0 ? 0 : rows[(y - 1) * width * 4 + x]!;
          rows.push((filtered[y * (width * 4 + 1) + 1 + x]! + above) & 0xff);
        }
      }
      expect(rows).toEqual([...data]);
    }
  });
});

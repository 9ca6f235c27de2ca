// @vitest-environment node
import fs from 'node:fs';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { SHARE_PICTURE_SIZE } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { drawStoreSharePicture, storeSharePicture, themeColours } from './store-share-picture';

const stylesheet = fs.readFileSync(new URL('../styles/index.css', import.meta.url), 'utf8');
const logo = fs.readFileSync(new URL('../../public/favicon.svg', import.meta.url));

/** The picture's pixel at (x, y) as [r, g, b]. */
async function pixelsOf(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    at: (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)],
  };
}

const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

describe('the store’s share picture', () => {
  it('reads the brand and accent colours from the stylesheet’s theme', () => {
    const colours = themeColours(stylesheet);
    expect(colours['brand-600']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(stylesheet).toContain(`--color-brand-600: ${colours['brand-600']};`);
    expect(stylesheet).toContain(`--color-accent-400: ${colours['accent-400']};`);
    expect(() => themeColours(stylesheet.replace('--color-brand-950', '--color-gone'))).toThrow(
      /--color-brand-950/,
    );
  });

  it('is a 1200×630 PNG, the size link previews ask for', async () => {
    const png = await storeSharePicture();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const picture = await pixelsOf(png);
    expect({ width: picture.width, height: picture.height }).toEqual(SHARE_PICTURE_SIZE);
  });

  it('is drawn in the theme’s colours: another brand colour makes another picture', async () => {
    const colours = themeColours(stylesheet);
    const store = await pixelsOf(await drawStoreSharePicture(colours, logo));
    const red = await pixelsOf(
      await drawStoreSharePicture({ ...colours, 'brand-600': '#ff0000' }, logo),
    );
    // The background starts in brand 600 at its top-left corner.
    const near = (actual: number[], expected: number[]) =>
      actual.every((channel, index) => Math.abs(channel - expected[index]!) <= 3);
    expect(near(store.at(1, 1), rgb(colours['brand-600']))).toBe(true);
    expect(near(red.at(1, 1), [255, 0, 0])).toBe(true);
    // The name is written in white beside the logo.
    const nameRow = Array.from({ length: 400 }, (_, index) => store.at(230 + index, 160));
    expect(nameRow.some((pixel) => near(pixel, [255, 255, 255]))).toBe(true);
  });
});

import { sceneSchema, type Scene } from '@frameshop/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect, test, type Page } from '@playwright/test';
import { drawScenePicture } from '../../apps/server/src/modules/scene-export/scene-picture';
import type { ScenePage } from '../support/scene-page/scene-page-entry';
import { openScenePage } from '../support/scene-page/scene-page';

/**
 * Preview = export: the browser's editor and the server's export draw one scene with one renderer
 * and the same font files, so the picture on screen is the picture delivered. Chromium lays the
 * text out and draws the scene at comp size; the server draws the same document on
 * @napi-rs/canvas; the two must differ by at most 2 of 255 per channel on average, text included.
 */
const COMP = { width: 1080, height: 1920 };
const WINDOW = { x: 120, y: 240, width: 840, height: 960 };
const PHOTO_ID = '3f1d7a52-8c2e-4b8f-9d41-7a0e6c5b2f13';
const MAX_MEAN_DIFFERENCE = 2;

/** A full-size overlay (a design with a transparent window) and a photo with detail to resample. */
async function pictures() {
  const overlay = createCanvas(COMP.width, COMP.height);
  const design = overlay.getContext('2d');
  const gradient = design.createLinearGradient(0, 0, 0, COMP.height);
  gradient.addColorStop(0, '#3a0ca3');
  gradient.addColorStop(1, '#f72585');
  design.fillStyle = gradient;
  design.fillRect(0, 0, COMP.width, COMP.height);
  design.clearRect(WINDOW.x, WINDOW.y, WINDOW.width, WINDOW.height);
  const photo = createCanvas(1600, 1200);
  const ctx = photo.getContext('2d');
  const sky = ctx.createRadialGradient(800, 400, 50, 800, 600, 1000);
  sky.addColorStop(0, '#ffd166');
  sky.addColorStop(1, '#118ab2');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 1600, 1200);
  ctx.fillStyle = '#073b4c';
  for (let x = 0; x < 1600; x += 80) ctx.fillRect(x, 900 - (x % 240), 40, 300 + (x % 240));
  return { overlay: await overlay.encode('png'), photo: await photo.encode('png') };
}

const text = (id: string, value: string, font: string, size: number, y: number, extra = {}) => ({
  id,
  type: 'text',
  text: value,
  font,
  size,
  color: '#ffffff',
  align: 'center',
  lineHeight: 1.2,
  x: 90,
  y,
  rotation: 0,
  maxWidth: 900,
  lines: [] as string[],
  hidden: false,
  locked: false,
  ...extra,
});

/** The scene before the browser lays out its text (the lines come from the browser). */
const draft = {
  version: 1,
  ...COMP,
  layers: [
    { id: 'background', type: 'background', color: '#101010', hidden: false, locked: true },
    {
      id: 'photo',
      type: 'image',
      uploadId: PHOTO_ID,
      box: WINDOW,
      fit: 'fill',
      zoom: 1.15,
      panX: 0.05,
      panY: -0.05,
      rotation: 4,
      hidden: false,
      locked: false,
    },
    { id: 'overlay', type: 'overlay', window: WINDOW, hidden: false, locked: true },
    text('headline', 'Happy Diwali!', 'baloo-2', 120, 1240),
    text(
      'wishes',
      'दीपावली की हार्दिक शुभकामनाएँ — wishing you light and joy',
      'noto-serif-devanagari',
      60,
      1420,
    ),
    text('signature', 'With love, शर्मा परिवार', 'kalam', 56, 1700, {
      align: 'right',
      rotation: -6,
    }),
  ],
} as unknown as Scene;

async function pixelsOf(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: ctx.getImageData(0, 0, image.width, image.height).data,
  };
}

/** The mean absolute difference per channel (RGBA) over a band of rows. */
function meanDifference(
  a: Uint8ClampedArray,
  b: Uint8ClampedArray,
  width: number,
  rows: [number, number],
) {
  let sum = 0;
  const from = rows[0] * width * 4;
  const to = rows[1] * width * 4;
  for (let index = from; index < to; index++) sum += Math.abs(a[index]! - b[index]!);
  return sum / (to - from);
}

/**
 * Draws the scene in the browser and on the server, `layers` of it, and holds the two to the
 * bound over the whole picture and over the band where the text is (text missing on one side
 * would still average under it over the whole picture). The text must be there on both sides.
 */
async function expectPreviewIsExport(page: Page, layers: 'all' | 'buyer') {
  const files = await pictures();
  await openScenePage(page, { 'overlay.png': files.overlay, 'photo.png': files.photo });

  const laidOut = await page.evaluate(
    (scene) => (window as unknown as { scenePage: ScenePage }).scenePage.layOut(scene),
    draft,
  );
  // The browser's lines are a valid scene: what an editor would save and the server accepts.
  const scene = sceneSchema.parse(laidOut);
  expect(
    scene.layers.filter((layer) => layer.type === 'text').map((layer) => layer.lines.length),
  ).toEqual([1, 2, 1]);

  const preview = await page.evaluate(
    ([scene, layers]) =>
      (window as unknown as { scenePage: ScenePage }).scenePage.draw(
        scene,
        {
          overlay: '/pictures/overlay.png',
          uploads: { '3f1d7a52-8c2e-4b8f-9d41-7a0e6c5b2f13': '/pictures/photo.png' },
        },
        layers,
      ),
    [scene, layers] as const,
  );
  const [overlay, photo] = await Promise.all([loadImage(files.overlay), loadImage(files.photo)]);
  const exported = await drawScenePicture(
    scene,
    { overlay, uploads: new Map([[PHOTO_ID, photo]]) },
    { format: 'png', layers },
  );

  const inBrowser = await pixelsOf(Buffer.from(preview.split(',')[1]!, 'base64'));
  const onServer = await pixelsOf(exported.bytes);
  expect([inBrowser.width, inBrowser.height]).toEqual([COMP.width, COMP.height]);
  expect([onServer.width, onServer.height]).toEqual([COMP.width, COMP.height]);

  const whole = meanDifference(inBrowser.data, onServer.data, COMP.width, [0, COMP.height]);
  const textBand = meanDifference(inBrowser.data, onServer.data, COMP.width, [1240, 1840]);
  // eslint-disable-next-line no-console -- the figure is what this check reports, pass or fail
  console.log(
    `preview = export (${layers} layers): mean absolute difference ${whole.toFixed(3)} of 255 ` +
      `per channel (text band alone ${textBand.toFixed(3)}); goal ≤ ${MAX_MEAN_DIFFERENCE}`,
  );
  expect(whole).toBeLessThanOrEqual(MAX_MEAN_DIFFERENCE);
  expect(textBand).toBeLessThanOrEqual(MAX_MEAN_DIFFERENCE);
  // The band is mostly the design (or clear): the text's white must be there on both sides.
  const white = (data: Uint8ClampedArray) => {
    let found = 0;
    for (let index = 1240 * COMP.width * 4; index < 1840 * COMP.width * 4; index += 4) {
      if (data[index]! > 230 && data[index + 1]! > 230 && data[index + 2]! > 230) found++;
    }
    return found;
  };
  expect(white(inBrowser.data)).toBeGreaterThan(20_000);
  expect(white(onServer.data)).toBeGreaterThan(20_000);
  return { inBrowser, onServer };
}

test('the browser preview is the server export, text included', async ({ page }) => {
  await expectPreviewIsExport(page, 'all');
});

// A video template's editor draws the buyer's layers over the playing video; the export burns the
// server's drawing of the same layers into every frame (export-orders.db.test.ts compares that
// drawing with a frame of the MP4).
test("a video template's layer over the video is the layer its export burns in", async ({
  page,
}) => {
  const { inBrowser, onServer } = await expectPreviewIsExport(page, 'buyer');
  // Only the buyer's photo and text: the design around the window is clear on both sides.
  const alphaAt = (data: Uint8ClampedArray, x: number, y: number) =>
    data[(y * COMP.width + x) * 4 + 3];
  expect([alphaAt(inBrowser.data, 20, 20), alphaAt(onServer.data, 20, 20)]).toEqual([0, 0]);
});

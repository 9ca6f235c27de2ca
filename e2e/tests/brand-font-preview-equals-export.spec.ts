import { randomUUID } from 'node:crypto';
import { brandFontRef, sceneSchema, type Scene } from '@frameshop/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect, test } from '@playwright/test';
import { parseFont } from '../../apps/server/src/modules/brand-kit/font-description';
import { drawScenePicture } from '../../apps/server/src/modules/scene-export/scene-picture';
import { bundledFontBytes, withFamily } from '../../apps/server/src/test-support/brand-fonts';
import type { ScenePage } from '../support/scene-page/scene-page-entry';
import { openScenePage } from '../support/scene-page/scene-page';

/**
 * A line in an uploaded kit font (ADR 60) is the same in the browser's preview and the server's
 * export: the browser loads the kept file with `FontFace`, the server registers the same bytes
 * (as an upload does, `parseFont`), each under the family named for the file's content, and the
 * two drawings differ by no more than scene-preview-equals-export.spec.ts allows.
 */
const COMP = { width: 1080, height: 1080 };
const MAX_MEAN_DIFFERENCE = 2;

async function pixelsOf(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

function meanDifference(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!);
  return sum / a.length;
}

test('a line in an uploaded font is drawn alike by Chromium and by the server', async ({
  page,
}) => {
  // Kalam's file, renamed as a brand's own font would be, kept as an upload keeps it.
  const font = await parseFont(withFamily(bundledFontBytes('kalam'), 'Brnd'));
  const fontId = randomUUID();
  const family = `Frameshop Brand ${font.contentSha256.slice(0, 32)}`;
  const brandFonts: [string, string][] = [[fontId, family]];
  await openScenePage(page, { 'brand.ttf': font.bytes });
  await page.evaluate(
    ([family]) =>
      (window as unknown as { scenePage: ScenePage }).scenePage.loadBrandFont(
        family,
        '/pictures/brand.ttf',
      ),
    [family] as const,
  );
  const draft = {
    version: 1,
    ...COMP,
    layers: [
      { id: 'background', type: 'background', color: '#1d3557', hidden: false, locked: true },
      {
        id: 'title',
        type: 'text',
        text: 'Brand fonts, drawn alike — ब्रांड',
        font: brandFontRef(fontId),
        size: 84,
        color: '#ffffff',
        align: 'center',
        lineHeight: 1.2,
        x: 90,
        y: 400,
        rotation: 0,
        maxWidth: 900,
        lines: [],
        hidden: false,
        locked: false,
      },
    ],
  } as unknown as Scene;
  const scene = sceneSchema.parse(
    await page.evaluate(
      ([draft, brandFonts]) =>
        (window as unknown as { scenePage: ScenePage }).scenePage.layOut(draft, brandFonts),
      [draft, brandFonts] as const,
    ),
  );
  const preview = await page.evaluate(
    ([scene, brandFonts]) =>
      (window as unknown as { scenePage: ScenePage }).scenePage.draw(
        scene,
        { uploads: {} },
        'all',
        brandFonts,
      ),
    [scene, brandFonts] as const,
  );
  const exported = await drawScenePicture(
    scene,
    { brandFonts: new Map(brandFonts) },
    { format: 'png' },
  );
  const inBrowser = await pixelsOf(Buffer.from(preview.split(',')[1]!, 'base64'));
  const onServer = await pixelsOf(exported.bytes);
  const difference = meanDifference(inBrowser, onServer);
  // eslint-disable-next-line no-console -- the figure is what this check reports, pass or fail
  console.log(
    `kit font preview = export: mean absolute difference ${difference.toFixed(3)} of 255`,
  );
  expect(difference).toBeLessThanOrEqual(MAX_MEAN_DIFFERENCE);
  // The text is there on both sides, and it is the kit's file (Kalam), not the fallback (Hind).
  const white = (data: Uint8ClampedArray) => {
    let found = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! > 230) found++;
    return found;
  };
  expect(white(inBrowser)).toBeGreaterThan(5_000);
  expect(white(onServer)).toBeGreaterThan(5_000);
  const hind = await drawScenePicture(
    sceneSchema.parse({
      ...scene,
      layers: scene.layers.map((layer) =>
        layer.type === 'text' ? { ...layer, font: 'hind' } : layer,
      ),
    }),
    {},
    { format: 'png' },
  );
  expect(meanDifference(await pixelsOf(hind.bytes), onServer)).toBeGreaterThan(
    MAX_MEAN_DIFFERENCE / 4,
  );
});

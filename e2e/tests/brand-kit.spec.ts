import fs from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import { bundledFontBytes, withFamily } from '../../apps/server/src/test-support/brand-fonts';
import { createAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInThroughApi } from '../support/sign-in';

/**
 * The brand kit, end to end (ADR 60), at the desktop's 1280 px and the phone's 390 px: a buyer
 * uploads a font, two colours and a logo on the profile's Brand kit tab and picks the font as the
 * heading; opens an image template, adds a line of text and applies the brand; exports. The file
 * shows the brand's font: its text differs from the same design exported in a bundled face.
 */

/** Kalam's file under a family of the brand's own: what the kit shows and draws. */
const brandFont = () => withFamily(bundledFontBytes('kalam'), 'Brnd');

function logoPng(): Buffer {
  const canvas = createCanvas(160, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e63946';
  ctx.fillRect(20, 10, 120, 60);
  return canvas.toBuffer('image/png');
}

const saved = (page: Page) => expect(page.getByText('Saved', { exact: true })).toBeVisible();

/**
 * Exports the design as it is with the dialog's button named `spend` ("Export · 25 credits" the
 * first time, "Export (free)" once the export has bought the licence) and answers its picture.
 */
async function exportDesign(page: Page, spend: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const options = page.getByRole('dialog', { name: 'Export your design' });
  await options.getByRole('button', { name: spend, exact: true }).click();
  const download = page.getByRole('link', { name: 'Download PNG' });
  await expect(download).toBeVisible({ timeout: 180_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const image = await loadImage(fs.readFileSync((await file.path())!));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height);
}

test('a brand kit made on the profile dresses a design in the editor and its export', async ({
  page,
  clientIp,
  request,
}, testInfo) => {
  test.setTimeout(480_000);
  const account = await createAccount(clientIp);
  await signInThroughApi(page, request, account);

  await page.goto('/profile?tab=brand-kit');
  await page.getByLabel('Upload a font').setInputFiles({
    name: 'brnd.ttf',
    mimeType: 'font/ttf',
    buffer: brandFont(),
  });
  const fonts = page.getByRole('list', { name: 'Brand fonts' });
  // As the file names itself: its family, weight and style.
  await expect(fonts).toContainText('Brnd 400 · Regular · brnd.ttf', { timeout: 30_000 });
  // The sample lines are drawn in the uploaded file itself, Devanagari too (Kalam has it).
  await expect(fonts.locator('[data-sample="devanagari"]')).toBeVisible();
  await page.getByLabel('Heading font').selectOption({ label: 'Brnd (400)' });

  await page.getByRole('button', { name: 'Add colour' }).click();
  await page.getByRole('button', { name: 'Add colour' }).click();
  await page.getByLabel('Name of colour 1').fill('Primary');
  await page.getByLabel('Name of colour 2').fill('Accent');
  // The colours' save is in before the logo is chosen (the kit's page keeps its inputs either way).
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/api/brand-kit'),
    ),
    page.getByRole('button', { name: 'Save colours' }).click(),
  ]);
  await expect(page.getByLabel('Name of colour 2')).toHaveValue('Accent');

  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng(),
  });
  await expect(page.getByRole('img', { name: 'Logo, 160 × 80' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath(`brand-kit-${testInfo.project.name}.png`) });

  const { items } = (await (await request.get('/api/image-templates?limit=100')).json()) as {
    items: { templateId: string; price: number }[];
  };
  const template = items[0]!;
  await page.goto(`/${template.templateId}`);
  await saved(page);
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text' }).fill('Brand day');
  await page.getByRole('button', { name: 'Apply brand' }).click();
  // The text is the selected layer: its font is now the brand's.
  await expect(page.getByRole('combobox', { name: 'Font' })).toHaveValue(/^brand:/);
  // The kit's logo goes on top of the design, in the top right corner.
  await page.getByRole('button', { name: 'Add logo' }).click();
  await page
    .getByRole('list', { name: 'Brand logos' })
    .getByRole('button', { name: 'Add logo, 160 × 80' })
    .click();
  await expect(
    page.getByRole('list', { name: 'Layers' }).getByRole('button', { name: 'Logo', exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  await saved(page);
  await page.screenshot({ path: testInfo.outputPath(`brand-editor-${testInfo.project.name}.png`) });
  const branded = await exportDesign(page, `Export · ${template.price} credits`);
  // The logo's red middle, where a logo placed at a quarter of the picture's width has it.
  const scale = Math.min((branded.width * 0.25) / 160, (branded.height * 0.25) / 80);
  const margin = Math.round(Math.min(branded.width, branded.height) * 0.04);
  const middle = {
    x: Math.round(branded.width - margin - (160 * scale) / 2),
    y: Math.round(margin + (80 * scale) / 2),
  };
  const at = (middle.y * branded.width + middle.x) * 4;
  expect([...branded.data.subarray(at, at + 3)].map((c) => Math.round(c / 16))).toEqual([
    Math.round(0xe6 / 16),
    Math.round(0x39 / 16),
    Math.round(0x46 / 16),
  ]);

  // The same design in a bundled face (Hind, the face a missing kit font would fall back to).
  await page.keyboard.press('Escape');
  await page
    .getByRole('list', { name: 'Layers' })
    .getByRole('button', { name: 'Brand day', exact: true })
    .click();
  await page.getByRole('combobox', { name: 'Font' }).selectOption('hind');
  await saved(page);
  // The first export bought the template's licence: this one is free.
  const bundled = await exportDesign(page, 'Export (free)');

  expect(branded.data.length).toBe(bundled.data.length);
  let differing = 0;
  for (let index = 0; index < branded.data.length; index += 4) {
    if (Math.abs(branded.data[index]! - bundled.data[index]!) > 40) differing++;
  }
  // Only the line's glyphs differ: many pixels, and a small share of the picture.
  expect(differing).toBeGreaterThan(500);
  expect(differing / (branded.data.length / 4)).toBeLessThan(0.2);
});

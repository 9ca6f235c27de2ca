import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { createAccount } from '../support/accounts';
import { expect, navbarCredits, test } from '../support/fixtures';
import { tokenOf } from '../support/api-setup';
import { pngSize } from '../support/png-size';
import { signInThroughApi } from '../support/sign-in';
import { stillPhoto } from '../support/test-clip';

interface ImageTemplate {
  templateId: string;
  templateName: string;
  price: number;
}

async function firstImageTemplate(request: APIRequestContext): Promise<ImageTemplate> {
  const response = await request.get('/api/image-templates?limit=8');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: ImageTemplate[] };
  if (!items[0]) throw new Error('the demo catalogue has no image template');
  return items[0];
}

/** A solid red photo made with ffmpeg, the size of a small phone picture. */
function redPhoto(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-photo-'));
  return stillPhoto('color=c=red:s=800x600', path.join(dir, 'red-photo.png'));
}

test.describe('image editor', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new user places a photo in an image template, exports it and downloads the full-size PNG', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    const keyboardOnly = testInfo.project.name === 'desktop';
    const template = await firstImageTemplate(request);
    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    await page.goto(`/template/${template.templateId}/direct-upload-image`);
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Editor');
    await expect(page.getByTestId('editor-price')).toHaveText(`${template.price} credits`);
    await page.getByTestId('upload-file-input').setInputFiles(redPhoto());
    const canvas = page.getByRole('img', { name: /with red-photo\.png/ });
    await expect(canvas).toBeVisible({ timeout: 30_000 });

    if (keyboardOnly) {
      await canvas.focus();
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('+');
      await page.keyboard.press(']');
      await expect(page.getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
        'aria-valuetext',
        '110%',
      );
      await page.getByRole('button', { name: 'Make a free preview' }).focus();
      await page.keyboard.press('Enter');
    } else {
      const box = (await canvas.boundingBox())!;
      await canvas.tap({ position: { x: box.width / 2, y: box.height / 2 } });
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await page.getByRole('button', { name: 'Make a free preview' }).tap();
    }
    const preview = page.getByTestId('image-editor-server-preview');
    await expect(preview).toBeVisible({ timeout: 30_000 });
    const previewSize = await preview.evaluate((img: HTMLImageElement) =>
      Math.max(img.naturalWidth, img.naturalHeight),
    );
    expect(previewSize).toBeLessThanOrEqual(960);

    // The side panel says what the export costs; its one button names the price and orders on one
    // press, as every spend does.
    const panel = page.getByRole('region', { name: 'Export' });
    await expect(panel.getByTestId('editor-price')).toHaveText(`${template.price} credits`);
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));
    const exportButton = panel.getByRole('button', {
      name: `Export · ${template.price} credits`,
    });
    if (keyboardOnly) {
      await exportButton.focus();
      await page.keyboard.press('Enter');
    } else {
      await exportButton.tap();
    }
    const download = page.getByRole('link', { name: 'Download PNG' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS - template.price));
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      keyboardOnly ? download.focus().then(() => page.keyboard.press('Enter')) : download.tap(),
    ]);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const setup = await (
      await request.get(`/api/scene-exports/templates/${template.templateId}`, {
        headers: { authorization: `Bearer ${await tokenOf(request, account)}` },
      })
    ).json();
    expect(pngSize(bytes)).toEqual({ width: setup.scene.width, height: setup.scene.height });
    expect(Math.max(pngSize(bytes).width, pngSize(bytes).height)).toBeGreaterThan(960);
    await page.screenshot({ path: testInfo.outputPath('image-editor-done.png'), fullPage: true });

    // The completed export holds the licence: the panel says the template is owned, and exporting
    // it again free.
    const close = page
      .getByRole('dialog', { name: 'Export your design' })
      .getByRole('button', { name: 'Close', exact: true });
    if (keyboardOnly) {
      await close.focus();
      await page.keyboard.press('Enter');
    } else {
      await close.tap();
    }
    await expect(panel.getByTestId('editor-price')).toHaveText('Owned — free');
    await expect(panel.getByRole('button', { name: 'Export (free)' })).toBeEnabled();

    // Generated Videos lists the export as a picture and saves it as one: a name ending in `.mp4`
    // would leave most systems unable to open it.
    await page.goto('/profile?tab=generated-videos');
    await page.getByLabel('Show', { exact: true }).selectOption('image');
    await expect(page.getByText('1 picture', { exact: true })).toBeVisible({ timeout: 30_000 });
    const card = page
      .getByRole('list', { name: 'Generated videos' })
      .getByRole('listitem')
      .filter({ hasText: template.templateName });
    const again = card.getByRole('link', { name: 'Download' });
    await expect(again).toBeVisible();
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      keyboardOnly ? again.focus().then(() => page.keyboard.press('Enter')) : again.tap(),
    ]);
    expect(saved.suggestedFilename()).toMatch(/\.(png|jpg)$/);
    const head = [...fs.readFileSync((await saved.path())!).subarray(0, 4)];
    // PNG's signature (89 50 4E 47) for a .png, JPEG's (FF D8 FF) for a .jpg.
    expect(head).toEqual(
      saved.suggestedFilename().endsWith('.png')
        ? [0x89, 0x50, 0x4e, 0x47]
        : [0xff, 0xd8, 0xff, head[3]],
    );
  });
});

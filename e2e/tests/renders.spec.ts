import { mkdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { createAccount } from '../support/accounts';
import { expect, navbarCredits, test } from '../support/fixtures';
import { signInThroughApi } from '../support/sign-in';
import { spendBelow, tokenOf } from '../support/api-setup';
import { probeVideo, redClip, stillPhoto } from '../support/test-clip';

interface VideoTemplate {
  templateId: string;
  templateName: string;
  price: number;
  width: number;
  height: number;
  durationSeconds: number;
}

/**
 * The shortest 1920×1080 video template of the demo catalogue, as the API prices it for this
 * client: its size is what the journeys check, and its length only what their renders cost.
 */
async function landscapeTemplate(request: APIRequestContext): Promise<VideoTemplate> {
  const response = await request.get('/api/templates?limit=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: VideoTemplate[] };
  const [found] = items
    .filter((item) => item.width === 1920 && item.height === 1080)
    .sort(
      (a, b) => a.durationSeconds - b.durationSeconds || a.templateId.localeCompare(b.templateId),
    );
  if (!found) throw new Error('the demo catalogue has no 1920×1080 video template');
  return found;
}

/**
 * Records the accessible name of every progressbar that appears, from the first script on: a
 * render's queued and processing states can pass between two of the journey's looks.
 */
async function recordProgressbars(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { seenProgressbars: seen });
    const look = () => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
        seen.add(bar.getAttribute('aria-label') ?? '');
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
}

async function progressbarsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(window as unknown as { seenProgressbars: Set<string> }).seenProgressbars,
  ]);
}

/**
 * Uploads the red clip through the dropzone's file input with the upload throttled (Chromium's
 * network emulation), so its real progress bar is there long enough to be seen part way.
 */
async function uploadClip(page: Page): Promise<void> {
  const clip = redClip();
  const { size } = statSync(clip.path);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    // About two seconds for the whole file.
    uploadThroughput: Math.max(8 * 1024, Math.round(size / 2)),
  });
  try {
    await page.getByTestId('upload-file-input').setInputFiles(clip.path);
    const bar = page.getByRole('progressbar', { name: `Uploading ${clip.name}` });
    await expect(bar).toBeVisible();
    // Part way: some of the file sent, not all of it (a bar gone already reads as NaN and fails).
    await expect
      .poll(async () => {
        const now = Number(
          await bar.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => NaN),
        );
        return now > 0 && now < 100;
      })
      .toBe(true);
    await expect(page.getByText(`${clip.name} is uploaded.`)).toBeVisible({ timeout: 30_000 });
    await expect(bar).toBeHidden();
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
  // It lands in the list of uploads, chosen.
  await expect(
    page.getByRole('radio', {
      name: new RegExp(`^${clip.name.replace('.', '\\.')} \\(video, 0:03`),
    }),
  ).toBeChecked();
}

/**
 * The live preview's pure-red pixels: how many, and the box they fill. The clip is solid red, so
 * filling the window it makes a solid red rectangle; the template alone has none.
 */
async function redInPreview(page: Page) {
  const canvas = page.getByRole('img', { name: /^Live preview of / });
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) throw new Error('the live preview has no 2D context');
    const { width, height } = element;
    const { data } = context.getImageData(0, 0, width, height);
    let count = 0;
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        if (data[at]! > 200 && data[at + 1]! < 50 && data[at + 2]! < 50) {
          count += 1;
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    }
    const box = count === 0 ? 0 : (right - left + 1) * (bottom - top + 1);
    return { share: count / (width * height), filled: box === 0 ? 0 : count / box };
  });
}

/** Plays a <video> muted and resolves its size and length once it has moved on. */
async function playsThrough(page: Page, name: string) {
  const video = page.getByLabel(name, { exact: true });
  await expect(video).toBeVisible({ timeout: 120_000 });
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  return video.evaluate((element: HTMLVideoElement) => ({
    readyState: element.readyState,
    duration: element.duration,
    width: element.videoWidth,
    height: element.videoHeight,
  }));
}

test.describe('customising a video template', () => {
  // Renders take seconds on an idle machine and much longer on a busy one with two journeys at
  // once; the waits for a render are generous, the journey's other steps are not.
  test.describe.configure({ timeout: 300_000 });

  test('upload a clip, see it live in the window, get a free preview, render it, and download the 1080p result from Generated Videos', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'The whole journey runs once, on desktop; the phone checks the editor fits (below).',
    );
    const template = await landscapeTemplate(request);
    const account = await createAccount(clientIp);
    await recordProgressbars(page);
    await signInThroughApi(page, request, account);
    await page.goto(`/template/${template.templateId}`);
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));

    await page.getByRole('link', { name: 'Add Photo or Video' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Your Photo or Video');
    await expect(page.getByTestId('editor-price')).toHaveText(`${template.price} credits`);

    // Before any upload the window shows the template's own footage: no pure red.
    await expect.poll(async () => (await redInPreview(page)).share).toBe(0);
    await uploadClip(page);

    // Placed at once: the live preview shows a solid red window (filling it, the default).
    await expect(page.getByRole('img', { name: /with red-clip\.mp4 in its window/ })).toBeVisible();
    await expect
      .poll(async () => (await redInPreview(page)).share, { timeout: 15_000 })
      .toBeGreaterThan(0.03);
    const red = await redInPreview(page);
    expect(red.filled).toBeGreaterThan(0.9);

    // The free preview: its progress, then a watermarked 540p video that plays, for nothing.
    await page.getByRole('button', { name: 'Free preview', exact: true }).click();
    const preview = await playsThrough(page, 'Your free preview');
    expect(preview.readyState).toBeGreaterThanOrEqual(2);
    expect(preview.duration).toBeGreaterThan(0);
    expect(preview.height).toBe(540);
    expect(await progressbarsSeen(page)).toContain('Free preview progress');
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));

    // Render: the price is held, and Generated Videos shows it processing.
    await page
      .getByRole('button', { name: `Render · ${template.price} credits`, exact: true })
      .click();
    await expect(page).toHaveURL(/\/profile\?tab=generated-videos$/, { timeout: 30_000 });
    const afterOrder = NEW_ACCOUNT_CREDITS - template.price;
    await expect(navbarCredits(page)).toContainText(String(afterOrder));
    const card = page.getByRole('listitem').filter({ hasText: template.templateName });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Processing...')).toBeVisible();

    // Completed: a playable video of the template's size.
    const result = `Generated video from ${template.templateName}`;
    await expect(card.getByLabel(result)).toBeVisible({ timeout: 150_000 });
    expect(await progressbarsSeen(page)).toContain(`Render of ${template.templateName}`);
    const played = await playsThrough(page, result);
    expect(played.duration).toBeGreaterThan(0);
    expect({ width: played.width, height: played.height }).toEqual({
      width: template.width,
      height: template.height,
    });

    // Download gives an MP4 (its ftyp box first) of the template's size.
    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.mp4$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const probed = probeVideo(file);
    expect({ width: probed.width, height: probed.height }).toEqual({
      width: template.width,
      height: template.height,
    });
    expect(probed.duration).toBeGreaterThan(0);

    // Charged once, and the licence is held: the next render is free.
    await page.reload();
    await expect(navbarCredits(page)).toContainText(String(afterOrder));
    await page.goto(`/template/${template.templateId}`);
    await expect(page.getByText('Owned', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Add Photo or Video' }).click();
    await expect(page.getByTestId('editor-price')).toHaveText('Owned — free');
  });

  test('the video editor orders the fit, zoom, sound and trim chosen with the keyboard; cancelled on Generated Videos, the credits come back', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'The controls are the same on a phone.');
    const template = await landscapeTemplate(request);
    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    await page.goto(`/template/${template.templateId}/direct-upload`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Editor');
    await page.getByTestId('upload-file-input').setInputFiles(redClip().path);
    await expect(page.getByText(`${redClip().name} is uploaded.`)).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('radio', { name: 'Fit inside' }).check();
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let press = 0; press < 4; press += 1) await zoom.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuetext', '120%');
    await page.getByRole('radio', { name: 'Both, mixed' }).check();
    const start = page.getByRole('slider', { name: 'Trim Start' });
    await start.focus();
    await start.press('ArrowRight');
    const end = page.getByRole('slider', { name: 'Trim End' });
    await end.focus();
    await end.press('ArrowLeft');
    const trimStart = Number(await start.inputValue());
    const trimEnd = Number(await end.inputValue());
    expect(trimStart).toBeGreaterThan(0);
    expect(trimEnd).toBeLessThan(redClip().durationSeconds);

    const ordering = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/renders',
    );
    await page
      .getByRole('button', { name: `Render · ${template.price} credits`, exact: true })
      .click();
    const body = (await ordering).postDataJSON() as {
      templateId: string;
      expectedPrice: number;
      preview?: boolean;
      placement: Record<string, unknown>;
    };
    expect(body.templateId).toBe(template.templateId);
    expect(body.expectedPrice).toBe(template.price);
    expect(body.preview ?? false).toBe(false);
    expect(body.placement).toMatchObject({
      fit: 'fit',
      zoom: 1.2,
      audio: 'both',
      trimStart,
      trimEnd,
    });

    // The order holds the price until it is cancelled, queued or processing (renders run one at
    // a time, so behind the other journeys' it usually waits in the queue).
    await expect(page).toHaveURL(/\/profile\?tab=generated-videos$/, { timeout: 30_000 });
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS - template.price));
    const card = page.getByRole('listitem').filter({ hasText: template.templateName });
    await expect(card.getByText('Processing...')).toBeVisible();
    // Cancel says on itself what it gives back.
    await card
      .getByRole('button', {
        name: `Cancel render of ${template.templateName}, returning ${template.price} credits`,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this render?' });
    await expect(dialog).toContainText(`The ${template.price} credits it holds are returned`);
    await dialog.getByRole('button', { name: 'Cancel Render' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Render Cancelled')).toBeVisible();
    await expect(card.getByText('cancelled', { exact: true })).toBeVisible();
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));
    // The refund is the server's, not only the page's.
    await page.reload();
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));
  });

  test('with too few credits for the render, Render opens Insufficient Credits', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'The modal is the one purchases show on a phone.');
    const template = await landscapeTemplate(request);
    const account = await createAccount(clientIp);
    // No demo template costs more than a new account's credits: spend them first on others.
    const balance = await spendBelow(request, await tokenOf(request, account), {
      price: template.price,
      balance: NEW_ACCOUNT_CREDITS,
      keep: template.templateId,
    });
    await signInThroughApi(page, request, account);
    await page.goto(`/template/${template.templateId}/server-render`);
    await expect(navbarCredits(page)).toContainText(String(balance));
    await page.getByTestId('upload-file-input').setInputFiles(redClip().path);
    await expect(page.getByText(`${redClip().name} is uploaded.`)).toBeVisible({
      timeout: 30_000,
    });
    await page
      .getByRole('button', { name: `Render · ${template.price} credits`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Credits' });
    // The server refuses the order; on two cores it answers while the other worker's render runs
    // (over 5 s once in a CI run, its Render button busy meanwhile).
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('link', { name: 'Buy More Credits' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/template/${template.templateId}/server-render$`));
    await expect(navbarCredits(page)).toContainText(String(balance));
  });

  test('a render that fails gives its credits back by itself, and Generated Videos says so', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Generated Videos is checked on a phone above.');
    const first = await landscapeTemplate(request);
    const listed = await request.get('/api/templates?limit=50');
    const { items } = (await listed.json()) as { items: (VideoTemplate & { kind: string })[] };
    const second = items.find(
      (item) => item.kind === 'video' && item.templateId !== first.templateId,
    );
    if (!second) throw new Error('the demo catalogue has one video template only');
    const account = await createAccount(clientIp);
    const headers = { Authorization: `Bearer ${await tokenOf(request, account)}` };
    const upload = async (file: string, mimeType: string) => {
      const answer = await request.post('/api/uploads', {
        headers,
        multipart: {
          file: { name: path.basename(file), mimeType, buffer: await readFile(file) },
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { uploadId: string }).uploadId;
    };
    const order = async (template: VideoTemplate, uploadId: string, preview: boolean) => {
      const answer = await request.post('/api/renders', {
        headers,
        data: {
          templateId: template.templateId,
          uploadId,
          placement: {},
          expectedPrice: template.price,
          preview,
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    };
    // A free preview ordered first keeps the worker busy while the paid order waits (renders run
    // one at a time); the upload the order needs is deleted meanwhile, so its render fails when
    // its turn comes. A preview, not a second 1080p render: it holds the queue as surely, for a
    // fraction of the time the other journeys' renders wait behind it.
    // Two different files: the same bytes twice would be one upload.
    mkdirSync(testInfo.outputDir, { recursive: true });
    const photo = stillPhoto('color=c=blue:s=640x360', testInfo.outputPath('blue-photo.png'));
    const [kept, doomed] = [
      await upload(redClip().path, 'video/mp4'),
      await upload(photo, 'image/png'),
    ];
    await order(first, kept, true);
    await order(second, doomed, false);
    expect((await request.delete(`/api/uploads/${doomed}`, { headers })).status()).toBe(200);

    await signInThroughApi(page, request, account);
    await page.goto('/profile?tab=generated-videos');
    const failed = page.getByRole('listitem').filter({ hasText: second.templateName });
    await expect(failed.getByText('Generation Failed')).toBeVisible({ timeout: 150_000 });
    await expect(
      failed.getByText('That photo or video is no longer in your uploads. Choose another one.'),
    ).toBeVisible();
    await expect(
      failed.getByText(`${second.price} credits returned to your balance`),
    ).toBeVisible();
    // The preview was free, and the failed order's hold came back: nothing is spent.
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));
  });

  test('on a phone the editor fits the screen with its controls in reach', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'A layout check for the phone.');
    const template = await landscapeTemplate(request);
    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    await page.goto(`/template/${template.templateId}/server-render`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Your Photo or Video');

    await expect(page.getByRole('img', { name: /^Live preview of / })).toBeVisible();
    for (const name of ['Free preview', 'Choose a file', `Render · ${template.price} credits`]) {
      const button = page.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
    }
    await expect(page.getByTestId('editor-price')).toHaveText(`${template.price} credits`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

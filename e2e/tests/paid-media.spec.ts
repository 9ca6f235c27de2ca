import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pngSize } from '../support/png-size';
import { signInThroughApi } from '../support/sign-in';

/** The longest side any public preview of a paid file may have (ADR 13). */
const PREVIEW_MAX_SIDE = 960;

interface Detail {
  templateId: string;
  templateName: string;
  price: number;
  width: number;
  height: number;
  overlayUrl: string | null;
  maskUrl: string | null;
}

/** The cheapest template of a list, with its detail. */
async function cheapest(
  request: APIRequestContext,
  listPath: string,
  detailPath: string,
): Promise<Detail> {
  const listed = await request.get(`${listPath}?sort=price-low-high&limit=1`);
  const { items } = (await listed.json()) as { items: { templateId: string }[] };
  const detail = await request.get(`${detailPath}/${items[0]!.templateId}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as Detail;
}

/**
 * The size the browser decodes a picture or video at, loaded in the page as the page would. Null
 * for anything that is neither.
 */
async function decodedSize(page: Page, url: string, contentType: string) {
  return page.evaluate(
    async ({ url, contentType }) => {
      if (contentType.startsWith('image/')) {
        const image = new Image();
        image.src = url;
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      }
      if (contentType.startsWith('video/')) {
        const video = document.createElement('video');
        video.muted = true;
        video.preload = 'metadata';
        const loaded = new Promise((resolve, reject) => {
          video.onloadedmetadata = resolve;
          video.onerror = reject;
        });
        video.src = url;
        await loaded;
        return { width: video.videoWidth, height: video.videoHeight };
      }
      return null;
    },
    { url, contentType },
  );
}

test('a visitor browsing the store loads no full-size paid file', async ({ page, request }) => {
  // Every list and detail page with all its posters and previews: over 30 s on a busy machine.
  test.setTimeout(60_000);
  const image = await cheapest(request, '/api/image-templates', '/api/image-template');
  const video = await cheapest(request, '/api/templates', '/api/template');
  const media: { url: string; contentType: string }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/media/')) {
      media.push({ url: response.url(), contentType: response.headers()['content-type'] ?? '' });
    }
  });

  for (const path of [
    '/',
    '/templates-list',
    `/image-template/${image.templateId}`,
    `/template/${video.templateId}`,
    // The editors, before the template is owned.
    `/template/${image.templateId}/direct-upload-image`,
    `/template/${video.templateId}/server-render`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // What the editors are given to draw with, whether or not this page asked for it yet.
  for (const url of [image.overlayUrl, video.maskUrl]) {
    expect(url).toMatch(/^\/media\/public\//);
    media.push({ url: new URL(url!, page.url()).href, contentType: 'image/png' });
  }

  expect(media.length).toBeGreaterThan(5);
  const seen = new Set<string>();
  for (const { url, contentType } of media) {
    const { pathname } = new URL(url);
    if (seen.has(pathname)) continue;
    seen.add(pathname);
    expect(pathname, 'a visitor never receives a private file').toMatch(/^\/media\/public\//);
    const size = await decodedSize(page, url, contentType);
    if (size) {
      expect(Math.max(size.width, size.height), pathname).toBeLessThanOrEqual(PREVIEW_MAX_SIDE);
    }
  }
});

test('a buyer downloads an image template full size, from a signed private link', async ({
  page,
  request,
  clientIp,
}) => {
  const template = await cheapest(request, '/api/image-templates', '/api/image-template');
  expect(Math.max(template.width, template.height)).toBeGreaterThan(PREVIEW_MAX_SIDE);
  const account = await createAccount(clientIp);
  await signInThroughApi(page, request, account);

  await page.goto(`/image-template/${template.templateId}`);
  await page.getByRole('button', { name: `Buy · ${template.price} credits`, exact: true }).click();
  await expect(page.getByText('Owned', { exact: true })).toBeVisible();

  const answered = page.waitForResponse('**/api/download-template');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (free)' }).click();
  const { downloadUrl } = (await (await answered).json()) as { downloadUrl: string };
  expect(downloadUrl).toMatch(/^\/media\/private\/[^?]+\?exp=\d+&sig=[\w-]+&name=[^&]+$/);
  const bytes = await readFile(await (await downloading).path());
  expect(pngSize(bytes)).toEqual({ width: template.width, height: template.height });

  // The same file without its signature is refused; the public preview is not the same file.
  const bare = await request.get(downloadUrl.split('?')[0]!);
  expect(bare.status()).toBe(403);
  const preview = await request.get(template.overlayUrl!);
  expect((await preview.body()).equals(bytes)).toBe(false);
  expect(Math.max(...Object.values(pngSize(await preview.body())))).toBeLessThanOrEqual(
    PREVIEW_MAX_SIDE,
  );
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { navigateInApp, trackRequests } from '../support/in-app-navigation';
import { firstVisitState } from '../support/returning-visitor';
import { signInThroughApi } from '../support/sign-in';
import { stillPhoto } from '../support/test-clip';

/** The narrowest phone the store is laid out for, and a common one. */
const PHONE_WIDTHS = [360, 390] as const;

const PUBLIC_PAGES = [
  '/',
  '/faq',
  '/contact',
  '/login',
  '/register',
  '/pricing',
  '/features',
  '/support',
  '/terms',
  '/privacy',
  '/cookies',
  '/buy-credits',
  '/templates-list',
  '/image-templates',
  '/direct-sell-templates',
  // A template that does not exist: the not-found view.
  '/template/999999',
];

const SIGNED_IN_PAGES = [
  '/profile',
  '/profile?tab=generated-videos',
  '/profile?tab=liked-templates',
  '/Cart',
  '/Liked',
  '/Purchased',
  '/buy-credits',
];

interface Summary {
  templateId: string;
  videoLayout: string | null;
}

async function listed(request: APIRequestContext, path: string): Promise<Summary[]> {
  const response = await request.get(`${path}?limit=100`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { items: Summary[] }).items;
}

/** One template per layout (16:9, 9:16, 1:1…): each shapes its detail page differently. */
function onePerLayout(items: Summary[]): Summary[] {
  const byLayout = new Map<string | null, Summary>();
  for (const item of items)
    if (!byLayout.has(item.videoLayout)) byLayout.set(item.videoLayout, item);
  return [...byLayout.values()];
}

/** Every detail page kind, from the catalogue itself: all ready-made videos, every layout. */
async function detailPages(request: APIRequestContext): Promise<string[]> {
  const [videos, images, readyMade] = await Promise.all([
    listed(request, '/api/templates'),
    listed(request, '/api/image-templates'),
    listed(request, '/api/direct-sell-templates'),
  ]);
  expect(readyMade.length).toBeGreaterThan(0);
  return [
    ...onePerLayout(videos).map(({ templateId }) => `/template/${templateId}`),
    ...onePerLayout(images).map(({ templateId }) => `/image-template/${templateId}`),
    ...readyMade.map(({ templateId }) => `/direct-sell/${templateId}`),
  ];
}

/**
 * Shows each page once and measures it at each phone width, returning those wider than the screen.
 * The first page is loaded; the others are reached as the app's links reach them, with the same
 * wait for late arrivals (a signed video link, a profile), which can widen a page after its first
 * paint. The width is the viewport's, not innerWidth: a phone browser widens its layout viewport to
 * fit a wide page.
 */
async function widePages(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  const requests = trackRequests(page);
  for (const [index, path] of paths.entries()) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
    if (index === 0) await page.goto(path);
    else await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await requests.quiet();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: what the page does on resize (a media-query hook, say) is laid out by then.
      const scrollWidth = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
            ),
          ),
      );
      if (scrollWidth > width) wide.push(`${path} is ${scrollWidth} px wide at ${width} px`);
    }
  }
  return wide;
}

test.describe('no page is wider than a phone', () => {
  // Phones only: the desktop project's journeys cover the wide layout.
  test.skip(({ isMobile }) => !isMobile, 'phone layout');
  // Dozens of pages on a shared machine.
  test.setTimeout(120_000);

  test('public pages and lists', async ({ page }) => {
    expect(await widePages(page, PUBLIC_PAGES)).toEqual([]);
  });

  test('template details of every kind and layout', async ({ page, request }) => {
    expect(await widePages(page, await detailPages(request))).toEqual([]);
  });

  test('signed-in pages, including a ready-made video with its price, and the profile tabs in full view', async ({
    page,
    request,
    clientIp,
  }) => {
    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    const readyMade = (await listed(request, '/api/direct-sell-templates')).map(
      ({ templateId }) => `/direct-sell/${templateId}`,
    );
    expect(await widePages(page, [...SIGNED_IN_PAGES, ...readyMade])).toEqual([]);

    // The profile's tabs share the narrowest screen: none is scrolled out of sight.
    await navigateInApp(page, '/profile');
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
    const tabs = page.getByRole('tablist', { name: 'Your account' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(PHONE_WIDTHS[0]);
    }
  });
});

/** The page's gutter on a phone (PageContainer's px-4): content keeps this far from each edge. */
const GUTTER = 16;

/**
 * Each label of the country-code picker that would not fit its box, with its width and the room.
 * The picker draws its own arrow in its right padding (`appearance: none`): the browser's own arrow
 * takes a width of the box that no style reports, which clipped "+91 IN" to "+91 I" at 390 px.
 */
async function clippedCountryCodes(page: Page): Promise<string[]> {
  const picker = page.getByRole('combobox', { name: 'Country code' });
  await expect(picker).toBeVisible();
  return picker.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    if (style.appearance !== 'none')
      return [`the picker draws the browser's arrow (${style.appearance})`];
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    return [...select.options]
      .map((option) => ({ label: option.text, width: context.measureText(option.text).width }))
      .filter(({ width }) => width > room)
      .map(({ label, width }) => `"${label}" is ${width.toFixed(1)} px in ${room} px`);
  });
}

/**
 * What inside `main` reaches into the page's side gutters, by its tag, class and edges. An element's
 * content box counts: the page's container spans the screen, its padding being the gutters.
 */
async function intoTheGutters(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main, gutter) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // Visually hidden text (sr-only) is a 1 px box: not content anyone sees.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      if (left < gutter - 0.5 || right > width - gutter + 0.5) {
        const name = [element.tagName.toLowerCase(), ...[...element.classList].slice(0, 3)];
        found.push(`${name.join('.')} spans ${left.toFixed(1)}–${right.toFixed(1)} of ${width}`);
      }
    }
    return found.slice(0, 5);
  }, GUTTER);
}

test.describe('the phone field and the image editor on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('the country-code picker shows every code whole, on the registration and profile forms', async ({
    page,
    request,
    clientIp,
  }) => {
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/register');
      expect(await clippedCountryCodes(page), `/register at ${width} px`).toEqual([]);
    }
    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await clippedCountryCodes(page), `/profile at ${width} px`).toEqual([]);
    }
  });

  test('the image editor keeps the page’s margins at 390 px', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    const [template] = await listed(request, '/api/image-templates');
    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/template/${template!.templateId}/direct-upload-image`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Editor');
    // With a photo placed: its zoom and turn controls are the editor's widest row.
    const photos = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-photo-'));
    await page
      .getByTestId('upload-file-input')
      .setInputFiles(stillPhoto('color=c=red:s=800x600', path.join(photos, 'red-photo.png')));
    await expect(page.getByRole('img', { name: /with red-photo\.png/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('group', { name: 'Photo placement' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('image-editor-390.png'), fullPage: true });
    expect(await intoTheGutters(page)).toEqual([]);
  });
});

/** The share of the viewport that the visible boxes cover together (their union, clipped). */
async function coveredShare(page: Page, overlays: Locator[]): Promise<number> {
  const viewport = page.viewportSize()!;
  const boxes = [];
  for (const overlay of overlays) {
    if (await overlay.isVisible()) boxes.push((await overlay.boundingBox())!);
  }
  // Sample the screen on a 4 px grid: exact enough, and right for overlapping boxes too.
  let covered = 0;
  let total = 0;
  for (let y = 0; y < viewport.height; y += 4) {
    for (let x = 0; x < viewport.width; x += 4) {
      total += 1;
      if (boxes.some((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height)) {
        covered += 1;
      }
    }
  }
  return covered / total;
}

test.describe('a new visitor on a phone', () => {
  test.use({ storageState: firstVisitState });
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  for (const [width, height] of [
    [360, 640],
    [390, 844],
  ] as const) {
    test(`at ${width}×${height} the cookie banner and sign-in popup never cover more than a third of the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.clock.install();
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      const popup = page.getByRole('dialog', { name: 'Sign in required' });
      await expect(banner).toBeVisible();
      // Well past the popup's delay.
      await page.clock.runFor(5000);
      expect(await coveredShare(page, [banner, popup])).toBeLessThanOrEqual(1 / 3);

      await banner.getByRole('button', { name: 'Accept All' }).click();
      await expect(banner).toBeHidden();
      await page.clock.runFor(5000);
      // The popup is still offered, just not on top of the cookie question.
      await expect(popup).toBeVisible();
      expect(await coveredShare(page, [banner, popup])).toBeLessThanOrEqual(1 / 3);
    });
  }
});

test('the same message three times shows one notice, not three', async ({ page, request }) => {
  const [template] = await listed(request, '/api/templates');
  await page.goto(`/template/${template!.templateId}`);
  const like = page.getByRole('button', { name: 'Like this template' });
  const prompt = page.getByRole('dialog', { name: 'Sign in required' });
  // A signed-out like asks in the sign-in dialog, which covers the page until it is closed: each
  // press after the first comes once the visitor has closed the one before.
  for (let click = 0; click < 3; click += 1) {
    if (click > 0) {
      await page.keyboard.press('Escape');
      await expect(prompt).toBeHidden();
    }
    await like.click();
    await expect(prompt).toBeVisible();
  }
  // Said once, by the dialog: no toast from an earlier press is left saying it too.
  const notices = page.getByText('Please log in to like this template');
  await expect(notices).toHaveCount(1);
  await expect(notices).toBeVisible();
});

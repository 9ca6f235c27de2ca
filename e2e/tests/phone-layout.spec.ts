import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { navigateInApp, trackRequests } from '../support/in-app-navigation';
import { firstVisitState } from '../support/returning-visitor';
import { signInThroughApi } from '../support/sign-in';

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
    await expect(tabs).toHaveCount(3);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(PHONE_WIDTHS[0]);
    }
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

import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expect, navbarCredits, test } from '../support/fixtures';
import { signInThroughApi } from '../support/sign-in';

/** On a phone the links live behind the menu button; open it when it is there. */
async function openMenuIfCollapsed(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
}

test('the API answers health on the embedded database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', db: 'ok' });
});

test('a visitor sees the shell with the signed-out navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Frameshop/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: /Frameshop/ })).toBeVisible();
  await openMenuIfCollapsed(page);
  for (const name of [
    'Browse Templates',
    'Image Templates',
    'Ready-Made Videos',
    'Login',
    'Register',
  ]) {
    await expect(
      page.getByRole('link', { name, exact: true }).locator('visible=true').first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the navigation leads to the catalogue and back home', async ({ page }) => {
  await page.goto('/');
  await openMenuIfCollapsed(page);
  await page
    .getByRole('link', { name: 'Browse Templates', exact: true })
    .locator('visible=true')
    .first()
    .click();
  await expect(page).toHaveURL(/\/templates-list$/);
  await expect(page).toHaveTitle(/Browse Templates/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Frameshop/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path redirects to the home page', async ({ page, isMobile }) => {
  test.skip(isMobile, "A redirect is the server's answer, whatever the screen.");
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a protected page sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a stored token the server rejects is cleared and the visitor is signed out', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'frameshop.auth',
      JSON.stringify({ token: 'not-a-real-token', expiry: Date.now() + 60_000, rememberMe: true }),
    ),
  );
  await page.reload();
  await openMenuIfCollapsed(page);
  await expect(
    page.getByRole('link', { name: 'Login', exact: true }).locator('visible=true').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('frameshop.auth'))).toBeNull();
});

test('a screen whose code cannot load shows the error screen with a way home', async ({ page }) => {
  await page.route(/\/assets\/faq-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

/** The header's bar is one row (64 px): nothing in it wrapped or was pushed off the screen. */
async function expectHeaderFits(page: Page, width: number): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Main' });
  const box = await bar.boundingBox();
  expect(box?.height, `the header at ${width} px`).toBe(64);
  const overflow = await bar.evaluate((nav) => {
    const edge = nav.getBoundingClientRect().right;
    return [...nav.querySelectorAll('a, button')]
      .filter((item) => item.getClientRects().length > 0)
      .filter((item) => {
        const rect = item.getBoundingClientRect();
        // A link of one line is under 44 px tall; a wrapped one is taller.
        return rect.right > edge + 0.5 || rect.height > 44;
      })
      .map((item) => item.textContent);
  });
  expect(overflow, `the header at ${width} px`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('the header leads to all three lists and fits at 1280, 1024 and 390 px, signed out and in', async ({
  page,
  request,
  clientIp,
  isMobile,
}) => {
  test.skip(isMobile, 'The widths are set here, the phone among them.');
  const lists = {
    'Browse Templates': '/templates-list',
    'Image Templates': '/image-templates',
    'Ready-Made Videos': '/direct-sell-templates',
  };
  const expectLists = async (width: number) => {
    await openMenuIfCollapsed(page);
    for (const [name, href] of Object.entries(lists)) {
      const link = page.getByRole('link', { name, exact: true }).locator('visible=true').first();
      await expect(link, `${name} at ${width} px`).toHaveAttribute('href', href);
    }
  };
  const widths = [1280, 1024, 390];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/faq');
    // Signed out is known once Login is there (behind the menu, on a phone).
    await expect(
      page.getByRole('link', { name: 'Login', exact: true, includeHidden: true }).first(),
    ).toBeAttached();
    await expectHeaderFits(page, width);
    if (width >= 1024) {
      // Wide enough for every list beside the logo, without a menu.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    }
    await expectLists(width);
  }

  await signInThroughApi(page, request, await createAccount(clientIp));
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/faq');
    await expect(navbarCredits(page)).toBeVisible();
    await expectHeaderFits(page, width);
    await expectLists(width);
  }
});

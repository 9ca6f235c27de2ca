import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

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
  for (const name of ['Browse Templates', 'Image Templates', 'Login', 'Register']) {
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

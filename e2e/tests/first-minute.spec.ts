import type { Page } from '@playwright/test';
import { openBeforeApp, recordAddresses } from '../support/before-app';
import { expect, navbarCredits, test, uniqueId, uniquePhone } from '../support/fixtures';
import { verifyEmailAndPhone } from '../support/register';

// A visitor's first minute on a rendered page: its scripts arrive up to 2 s after it is on screen,
// and a password manager or a fast typist does not wait for them.

const SECRET = 'hunter2-secret';

/** The addresses that carry the secret or any password field, in any encoding. */
function leaks(addresses: string[]): string[] {
  return addresses.filter(
    (address) =>
      /[?&](password|confirmPassword)=/i.test(address) ||
      address.includes(SECRET) ||
      address.includes(encodeURIComponent(SECRET)),
  );
}

/** Presses Enter in a field of a form that is not live yet, and waits for what the browser loads. */
async function pressEnterBeforeApp(page: Page, field: string): Promise<void> {
  const loaded = page.waitForEvent('framenavigated');
  await page.getByLabel(field, { exact: true }).press('Enter');
  await loaded;
  await page.waitForLoadState('domcontentloaded');
}

test.describe('a form sent before the app is live', () => {
  test('sign-in puts the password in no address and shows the sign-in page again', async ({
    page,
  }) => {
    const addresses = recordAddresses(page);
    const app = await openBeforeApp(page, '/login');
    await page.getByLabel('Email address', { exact: true }).fill('victim@example.com');
    await page.getByLabel('Password', { exact: true }).fill(SECRET);
    await pressEnterBeforeApp(page, 'Password');
    await app.startApp();

    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    expect(leaks(addresses)).toEqual([]);
  });

  test('sign-up puts the password in no address and shows the sign-up page again', async ({
    page,
  }) => {
    const addresses = recordAddresses(page);
    const app = await openBeforeApp(page, '/register');
    await page.getByLabel('Username', { exact: true }).fill('victim');
    await page.getByLabel('Full name', { exact: true }).fill('Vic Tim');
    await page.getByLabel('Email address', { exact: true }).fill('victim@example.com');
    await page.getByLabel('Password', { exact: true }).fill(SECRET);
    await page.getByLabel('Confirm password', { exact: true }).fill(SECRET);
    await pressEnterBeforeApp(page, 'Confirm password');
    await app.startApp();

    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(leaks(addresses)).toEqual([]);
  });

  test('the list search searches, as it would without any script', async ({ page }) => {
    const app = await openBeforeApp(page, '/templates-list?sort=price-low-high');
    await page.getByRole('searchbox').fill('wedding');
    await pressEnterBeforeApp(page, 'Search templates');
    await app.startApp();

    await expect(page).toHaveURL(/\/templates-list\?q=wedding&sort=price-low-high$/);
    await expect(page.getByRole('searchbox')).toHaveValue('wedding');
  });
});

test.describe('what is typed before the app is live', () => {
  test('stays in the list search, and the list is searched for it', async ({ page }) => {
    const app = await openBeforeApp(page, '/templates-list');
    const search = page.getByRole('searchbox');
    await search.pressSequentially('wedding day');
    await app.startApp();

    await expect(page).toHaveURL(/\/templates-list\?q=wedding(\+|%20)day$/);
    await expect(search).toHaveValue('wedding day');
    await expect(search).toBeFocused();
  });

  test('stays in the sign-in fields, and signs in with all of it', async ({ page }) => {
    const app = await openBeforeApp(page, '/login');
    const email = page.getByLabel('Email address', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('checkbox', { name: 'Remember me for 7 days' }).check();
    await email.pressSequentially('someone@example.com');
    await password.pressSequentially(SECRET);
    await app.startApp();

    await expect(email).toHaveValue('someone@example.com');
    await expect(password).toHaveValue(SECRET);
    await expect(password).toBeFocused();
    const signIn = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/login'),
    );
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await signIn).postDataJSON()).toEqual({
      email: 'someone@example.com',
      password: SECRET,
      rememberMe: true,
    });
  });
});

test('a template page for an unknown id answers 404 with the not-found view, for every kind', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const pages = [
    ['/template/987654321', 'Template not found'],
    ['/template/not-an-id', 'Template not found'],
    ['/image-template/987654321', 'Image template not found'],
    ['/direct-sell/987654321', 'Direct sell template not found'],
  ] as const;
  for (const [path, message] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(message);
    await expect(page.getByRole('link', { name: 'Go to Home' }), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a new account is welcomed by name', async ({ page }) => {
  const id = uniqueId();
  const email = `welcome.${id}@example.com`;
  const phone = uniquePhone();
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(`welcome.${id}`);
  await page.getByLabel('Full name', { exact: true }).fill('Robin Vale');

  await verifyEmailAndPhone(page, email, phone);

  await page.getByLabel('Employment field', { exact: true }).selectOption('Agency');
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('first-password');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(navbarCredits(page)).toContainText('500');
  await expect(
    page.getByRole('status').filter({ hasText: 'Welcome to Frameshop, Robin' }),
  ).toBeVisible();
});

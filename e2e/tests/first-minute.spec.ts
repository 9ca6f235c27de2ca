import type { Page } from '@playwright/test';
import { openBeforeApp, recordAddresses } from '../support/before-app';
import { createAccount } from '../support/accounts';
import { expect, navbarCredits, test, uniqueId, uniquePhone } from '../support/fixtures';
import { verifyEmailAndPhone } from '../support/register';
import { CONSENT_COOKIE, firstVisitState } from '../support/returning-visitor';

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

/**
 * Sends a form that is not live yet with Enter in one of its fields: the page holds it (no
 * document is loaded, so nothing typed is lost or put in an address) and shows it is working.
 */
async function sendBeforeApp(page: Page, field: string): Promise<void> {
  await page.getByLabel(field, { exact: true }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-early-submit', '');
}

/** Every document the page asks for, as `METHOD /path`: a form the browser sent would add one. */
function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document')
      documents.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return documents;
}

test.describe('a form sent before the app is live', () => {
  test('sign-in is held, shows it is working, and signs in once the app is live', async ({
    page,
    clientIp,
    isMobile,
  }) => {
    // The store's buyers on a slow phone: the narrowest common width.
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(clientIp);
    const addresses = recordAddresses(page);
    const documents = recordDocuments(page);
    const app = await openBeforeApp(page, '/login');
    await page.getByLabel('Email address', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: 'Remember me for 7 days' }).check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-early-submit', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
    await app.startApp();

    await expect(navbarCredits(page)).toContainText('500');
    await expect(page).toHaveURL(/\/templates-list$/, { timeout: 15_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-early-submit');
    // The first load is the only document: nothing was posted, the app moved on by itself.
    expect(documents).toEqual(['GET /login']);
    expect(leaks(addresses)).toEqual([]);
  });

  test('sign-up is held and checked by the app once live, keeping every field', async ({
    page,
  }) => {
    const addresses = recordAddresses(page);
    const documents = recordDocuments(page);
    const app = await openBeforeApp(page, '/register');
    await page.getByLabel('Username', { exact: true }).fill('victim');
    await page.getByLabel('Full name', { exact: true }).fill('Vic Tim');
    await page.getByLabel('Email address', { exact: true }).fill('victim@example.com');
    await page.getByLabel('Password', { exact: true }).fill(SECRET);
    await page.getByLabel('Confirm password', { exact: true }).fill(SECRET);
    await sendBeforeApp(page, 'Confirm password');
    await app.startApp();

    // The app checks the form as if sent now: the email is not verified yet, and nothing is lost.
    await expect(page.locator('html')).not.toHaveAttribute('data-early-submit');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('victim');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(SECRET);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(documents).toEqual(['GET /register']);
    expect(leaks(addresses)).toEqual([]);
  });

  test('the list search is held, then searched by the app', async ({ page }) => {
    const app = await openBeforeApp(page, '/templates-list?sort=price-low-high');
    await page.getByRole('combobox', { name: 'Search templates' }).fill('wedding');
    await sendBeforeApp(page, 'Search templates');
    await app.startApp();

    await expect
      .poll(() => {
        const url = new URL(page.url());
        return [url.pathname, url.searchParams.get('q'), url.searchParams.get('sort')];
      })
      .toEqual(['/templates-list', 'wedding', 'price-low-high']);
    await expect(page.getByRole('combobox', { name: 'Search templates' })).toHaveValue('wedding');
  });
});

test.describe('what is typed before the app is live', () => {
  test('stays in the list search, and the list is searched for it', async ({ page }) => {
    const app = await openBeforeApp(page, '/templates-list');
    const search = page.getByRole('combobox', { name: 'Search templates' });
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

test.describe('a button pressed before the app is live', () => {
  test.use({ storageState: firstVisitState });

  test("the cookie banner's Accept All is held, then pressed once by the app", async ({
    page,
    context,
  }) => {
    const app = await openBeforeApp(page, '/faq');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const accept = banner.getByRole('button', { name: 'Accept All' });
    await accept.click();
    // A second press while waiting is the same press.
    await accept.click();
    await expect(page.locator('html')).toHaveAttribute('data-early-submit', '');
    await expect(banner).toBeVisible();
    await app.startApp();

    await expect(banner).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-early-submit');
    const cookie = (await context.cookies()).find((item) => item.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ analytics: true });
    // Once live the app answers presses itself: Settings opens its dialog straight away.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });
});

test('a template page for an unknown id answers 404 with the not-found view, for every kind', async ({
  page,
  isMobile,
}) => {
  test.skip(
    isMobile,
    "The status is the server's, whatever the screen; the view's phone layout is checked in phone-layout.spec.ts.",
  );
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

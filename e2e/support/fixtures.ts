import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { GOOGLE_SCRIPT_URL } from './google';

export { expect };
export { uniqueId, uniquePhone } from './unique';

/**
 * Every journey poses as a client of its own (X-Forwarded-For, honoured because the stack runs with
 * TRUST_PROXY): the per-IP limits on sign-up, codes and sign-in are meant for one person, while
 * here two browsers run journeys in parallel from one address.
 */
export const test = base.extend<{ clientIp: string }>({
  // Hermetic: Google's script never comes from the internet. Journeys that sign in with Google
  // fake it on their page (page routes win over context routes); the others see it fail to load.
  context: async ({ context, javaScriptEnabled }, use) => {
    await context.route(GOOGLE_SCRIPT_URL, (route) => route.abort());
    // Without scripts there is no app to wait for: the server's page is all there is.
    if (javaScriptEnabled !== false) context.on('page', waitForAppAfterLoading);
    await use(context);
  },
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use) => {
    await use(`10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'X-Forwarded-For': clientIp });
  },
});

/**
 * Pages arrive rendered by the server and answer clicks once React has taken them over, so a journey
 * that loads a page (goto, reload) waits for that before it acts, as a person waits for a page to
 * work.
 */
export function waitForAppAfterLoading(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

/** Resolves once the app has hydrated (or rendered) the current document. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

/** On a phone the navigation lives behind the menu button; open it when it is there. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
}

/** The signed-in balance in the navbar (desktop shows the full one, phones a compact one). */
export function navbarCredits(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByTestId('credit-balance')
    .locator('visible=true')
    .first();
}

/**
 * The navbar's Login link, wherever the layout puts it. On a phone the menu is opened for it, and
 * opened again if a navigation still under way (signing out lands on another page) closed it.
 */
export async function expectSignedOut(page: Page): Promise<void> {
  const login = page.getByRole('link', { name: 'Login', exact: true }).locator('visible=true');
  await expect(async () => {
    await openMenuIfCollapsed(page);
    await expect(login.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

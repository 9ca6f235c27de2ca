import { REMEMBER_ME_MS } from '@frameshop/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TestAccount } from './accounts';
import { tokenOf } from './api-setup';
import { expect, navbarCredits } from './fixtures';

/** Signs in through the login form, remembered, and waits for the signed-in navbar. */
export async function signInWithForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember me for 7 days' }).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/templates-list$/);
  await expect(navbarCredits(page)).toBeVisible();
}

/**
 * Signs in as a remembered sign-in does, through the API: for journeys about what a signed-in
 * buyer does next (the form's own journeys are in accounts.spec.ts). Call it before the page's
 * first visit: the session is there from that page on, and stays ended once the journey signs out.
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  const token = await tokenOf(request, account);
  await page.addInitScript(
    ({ key, record }) => {
      // Once per tab: a later visit (after signing out, say) finds the session as the app left it.
      if (sessionStorage.getItem('e2e.session-handed-over')) return;
      sessionStorage.setItem('e2e.session-handed-over', 'true');
      localStorage.setItem(key, JSON.stringify(record));
    },
    {
      key: 'frameshop.auth',
      record: { token, expiry: Date.now() + REMEMBER_ME_MS, rememberMe: true },
    },
  );
}

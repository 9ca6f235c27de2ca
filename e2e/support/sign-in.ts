import type { Page } from '@playwright/test';
import type { TestAccount } from './accounts';
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

import { AdminMessage } from '@frameshop/contract';
import type { Page } from '@playwright/test';
import { adminStoreUrl, type StoreAccount } from './admin-store';
import { expect } from './fixtures';

/** Signs `account` in on the admin store through its login form. */
export async function signInOnStore(page: Page, account: StoreAccount): Promise<void> {
  await page.goto(`${adminStoreUrl}/login`);
  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/templates-list$/);
}

/** Opens the dashboard and sends `password` through its gate. */
export async function passAdminGate(page: Page, password: string): Promise<void> {
  await page.goto(`${adminStoreUrl}/internal-dashboard-admin`);
  await expect(page.getByRole('heading', { name: AdminMessage.gateTitle })).toBeVisible();
  const submit = page.getByRole('button', { name: AdminMessage.accessDashboard });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit.click();
}

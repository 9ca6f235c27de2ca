import fs from 'node:fs/promises';
import {
  AccountControlMessage,
  AccountExportMessage,
  AccountMessage,
  NEW_ACCOUNT_CREDITS,
} from '@frameshop/contract';
import { storedZipEntries } from '../../apps/server/src/test-support/zip-entries';
import { createAccount } from '../support/accounts';
import { expect, expectSignedOut, navbarCredits, test, uniqueId } from '../support/fixtures';
import { emailContaining, emailedCode } from '../support/mail';
import { appUrl } from '../support/ports';
import { verifyEmailAndPhone } from '../support/register';
import { signInWithForm } from '../support/sign-in';
import { uniquePhone } from '../support/unique';

// One account's whole walk through its own controls, with a second device beside it.
test.describe.configure({ timeout: 60_000 });

test('the profile lists every credit change, changes the password, moves the email and signs out every device', async ({
  page,
  browser,
  clientIp,
}) => {
  const account = await createAccount(clientIp);
  await signInWithForm(page, account);
  // The same person on another device.
  const otherDevice = await browser.newContext({
    baseURL: appUrl,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await otherDevice.newPage();
  await signInWithForm(phone, account);

  await page.goto('/profile');
  const statement = page.getByRole('region', { name: 'Credit statement' });
  const welcome = statement.getByRole('row').filter({ hasText: 'Welcome credits' });
  await expect(welcome).toContainText(`+${NEW_ACCOUNT_CREDITS}`);
  await expect(welcome).toContainText('Awarded');

  // A new password: this device stays signed in, the other is signed out at its next step.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(account.password);
  await passwordForm.getByLabel('New password', { exact: true }).fill(`${account.password}-new`);
  await passwordForm.getByLabel('Confirm new password').fill(`${account.password}-new`);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(AccountControlMessage.passwordChanged)).toBeVisible();
  await page.reload();
  await expect(navbarCredits(page)).toBeVisible();
  await phone.goto('/profile');
  // Its stale session is found out at the profile's first call, and it is sent to sign in.
  await expect(phone).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expectSignedOut(phone);

  // A new address, confirmed with the code sent there; the old one is told.
  const newEmail = `moved.${uniqueId()}@example.com`;
  const emailForm = page.getByRole('form', { name: 'Change email address' });
  await emailForm.getByLabel('New email address').fill(newEmail);
  const sentAt = Date.now();
  await emailForm.getByRole('button', { name: 'Send code' }).click();
  await emailForm.getByLabel('Verification code').fill(await emailedCode(newEmail, sentAt));
  await emailForm.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByText(AccountControlMessage.emailChanged)).toBeVisible();
  await expect(
    page.getByRole('main').getByText(`@${account.username} · ${newEmail}`),
  ).toBeVisible();
  expect(await emailContaining(account.email, newEmail)).toContain('was changed');

  // Every device, this one too.
  await page.getByRole('button', { name: 'Sign out of every device' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);

  // Only the new address and the new password sign in now.
  await signInWithForm(page, { ...account, email: newEmail, password: `${account.password}-new` });
  await otherDevice.close();
});

test('a person exports their data, closes the account, fails to sign in, and the email starts afresh', async ({
  page,
  clientIp,
}) => {
  const account = await createAccount(clientIp);
  await signInWithForm(page, account);
  await page.goto('/profile');

  // A copy first: the ZIP holds the account's data as JSON.
  await page.getByRole('button', { name: 'Export my data' }).click();
  const downloadLink = page.getByRole('link', { name: 'Download ZIP' });
  await expect(downloadLink).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^frameshop-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await fs.readFile(await download.path());
  const data = JSON.parse(storedZipEntries(zip).get('frameshop-data.json')!.toString('utf8'));
  expect(data.account).toMatchObject({ email: account.email, username: account.username });
  // One archive at a time: asked again the same day, the card answers the one it has.
  await page.reload();
  await expect(downloadLink).toBeVisible();
  await expect(page.getByText(/You can make a new export from/)).toBeVisible();
  await page.getByRole('button', { name: 'Export again' }).click();
  await expect(page.getByText(AccountExportMessage.stillReady)).toBeVisible();
  await expect(downloadLink).toHaveCount(1);

  await page.getByRole('button', { name: 'Close account…' }).click();
  const form = page.getByRole('form', { name: 'Close account' });
  await expect(form).toContainText(`Your ${NEW_ACCOUNT_CREDITS} credits are forfeited`);
  await form.getByLabel('Your password').fill(account.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText(AccountControlMessage.accountClosed)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);

  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(AccountMessage.invalidCredentials)).toBeVisible();

  // The same address registers again: a new account, without a second welcome, and told why.
  const id = uniqueId();
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(`again.${id}`);
  await page.getByLabel('Full name', { exact: true }).fill('Jordan Rivers');
  await verifyEmailAndPhone(page, account.email, uniquePhone());
  await page.getByLabel('Employment field', { exact: true }).selectOption('Agency');
  await page.getByLabel('Password', { exact: true }).fill(`${account.password}-again`);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${account.password}-again`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const notice = page.getByText(AccountMessage.signupBonusWithheld, { exact: false });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  await expect(navbarCredits(page)).toHaveText(/^\s*0\b/);
  await page.goto('/profile');
  const statement = page.getByRole('region', { name: 'Credit statement' });
  await expect(statement).toContainText('No credit changes yet.');
  await expect(page.getByText('No credit purchases yet')).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { emailedCode, textedCode } from './mail';

/**
 * On the register page: fills in the email address and the phone number and proves each with the
 * code the dev mailbox received, as a visitor does, until both show as verified.
 */
export async function verifyEmailAndPhone(
  page: Page,
  email: string,
  phone: { local: string; normalised: string },
): Promise<void> {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  const emailSentAt = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).first().click();
  await page
    .getByLabel('Email verification code', { exact: true })
    .fill(await emailedCode(email, emailSentAt));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Email verified')).toBeVisible();

  await page.getByLabel('Phone number', { exact: true }).fill(phone.local);
  const phoneSentAt = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page
    .getByLabel('Phone verification code', { exact: true })
    .fill(await textedCode(phone.normalised, phoneSentAt));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Phone verified')).toBeVisible();
}

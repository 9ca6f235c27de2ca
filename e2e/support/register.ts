import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { emailedCode, textedCode } from './mail';

/** Where a journey reads the codes the store sent: an address's mail, a number's texts. */
export interface CodeReaders {
  emailed(email: string, since: number): Promise<string>;
  texted(phoneNumber: string, since: number): Promise<string>;
}

/** The stack's: mail at its SMTP server, texts in the first store's dev mailbox. */
const stackCodes: CodeReaders = { emailed: emailedCode, texted: textedCode };

/**
 * On the register page: fills in the email address and the phone number and proves each with the
 * code the store sent (by default to the stack's SMTP server and the dev mailbox), as a visitor
 * does, until both show as verified.
 */
export async function verifyEmailAndPhone(
  page: Page,
  email: string,
  phone: { local: string; normalised: string },
  codes: CodeReaders = stackCodes,
): Promise<void> {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  const emailSentAt = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).first().click();
  await page
    .getByLabel('Email verification code', { exact: true })
    .fill(await codes.emailed(email, emailSentAt));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Email verified')).toBeVisible();

  await page.getByLabel('Phone number', { exact: true }).fill(phone.local);
  const phoneSentAt = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page
    .getByLabel('Phone verification code', { exact: true })
    .fill(await codes.texted(phone.normalised, phoneSentAt));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Phone verified')).toBeVisible();
}

import fs from 'node:fs';
import { PaymentMessage, type Invoice } from '@frameshop/contract';
import type { Download, Page } from '@playwright/test';
import { pdfText } from '../../apps/server/src/test-support/pdf-text';
import { passAdminGate, signInOnStore } from '../support/admin-pages';
import {
  ADMIN_PASSWORD,
  buyPack,
  sharedAdminStore,
  signUp,
  STORE_GSTIN,
  type SharedAdminStore,
  type StoreAccount,
} from '../support/admin-store';
import { expect, test } from '../support/fixtures';

/**
 * Tax invoices on the admin store, which is registered for GST in Karnataka (29): a business in
 * Maharashtra gives its GSTIN at checkout, buys a pack and downloads its invoice with IGST; a
 * buyer in Karnataka gets CGST + SGST; the owner refunds that one (a credit note) and exports the
 * month's GSTR-1. At 1280 px and at 390 px.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The GST portal's own example GSTIN: a business in Maharashtra (27). */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const BUSINESS_NAME = 'अनुराधा डिज़ाइन स्टूडियो LLP';

let store: SharedAdminStore;
let business: StoreAccount;
let local: StoreAccount;
let localInvoice: Invoice;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  store = await sharedAdminStore(
    testInfo.project.name === 'phone' ? 'tax-invoices:phone' : 'tax-invoices:desktop',
  );
  [business, local] = await Promise.all([
    signUp(store.url, 'Anuradha Sharma'),
    signUp(store.url, 'Ravi Kumar'),
  ]);
  // The buyer in the seller's state is set up through the API: the form is the business's journey.
  const put = await fetch(`${store.url}/api/billing-details`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${local.token}` },
    body: JSON.stringify({
      legalName: 'Ravi Kumar',
      address: '3 Church Street\nBengaluru 560001',
      state: '29',
    }),
  });
  expect(put.status).toBe(200);
  await buyPack(store.url, local.token, 'pack-500');
  const list = (await (
    await fetch(`${store.url}/api/invoices`, {
      headers: { Authorization: `Bearer ${local.token}` },
    })
  ).json()) as { invoices: { number: string }[] };
  const number = list.invoices[0]!.number;
  localInvoice = (await (
    await fetch(`${store.url}/api/invoices/${encodeURIComponent(number)}`, {
      headers: { Authorization: `Bearer ${local.token}` },
    })
  ).json()) as Invoice;
});

test.beforeEach(async ({ page, isMobile }) => {
  // The phone project's device is 412 px wide; the narrowest phone the store is made for is 390.
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
});

/** The PDF a download brought, read back. */
async function readPdf(download: Download) {
  const file = await download.path();
  return pdfText(fs.readFileSync(file));
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('a business in another state gives its GSTIN at checkout, buys a pack and downloads its invoice with IGST', async ({
  page,
}) => {
  await signInOnStore(page, business);
  await page.goto(`${store.url}/buy-credits`);
  // By its price, not its place: the admin journeys reorder the shared store's packs.
  const pack = page
    .getByRole('group', { name: 'Choose a credit pack' })
    .locator('label')
    .filter({ hasText: '₹399.00' });
  await pack.click();
  const pay = page.getByRole('button', { name: 'Pay ₹399.00', exact: true });
  await expect(pay).toBeDisabled();
  // Asked once, before paying: the pay bar takes the buyer to the form.
  await page.getByRole('button', { name: 'Fill in the invoice details first' }).click();
  const details = page.getByRole('region', { name: 'Invoice details' });
  await expect(details.getByLabel('Legal name')).toBeFocused();
  await details.getByLabel('Legal name').fill(BUSINESS_NAME);
  await details.getByLabel('Billing address').fill('Plot 7, Baner Road\nPune 411045');
  await details.getByLabel('State or union territory').selectOption('27');
  // A mistyped GSTIN is refused under its field, saying why.
  await details.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZW');
  await details.getByRole('button', { name: 'Save and continue' }).click();
  await expect(details.getByLabel('GSTIN (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(details).toContainText('check character');
  await details.getByLabel('GSTIN (optional)').fill(MAHARASHTRA_GSTIN.toLowerCase());
  await details.getByRole('button', { name: 'Save and continue' }).click();
  await expect(details).toContainText('Your tax invoice will be made out to:');
  await expect(details).toContainText(MAHARASHTRA_GSTIN);
  await expect(details).toContainText('27-Maharashtra');

  await expect(pay).toBeEnabled();
  await pay.click();
  const checkout = page.getByRole('dialog', { name: PaymentMessage.sandboxTitle });
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/credit-purchase-success$/);

  // Listed where receipts are, and downloadable as a PDF with IGST.
  await page.goto(`${store.url}/profile`);
  const invoices = page.getByRole('region', { name: 'Invoices and credit notes' });
  const row = invoices.getByRole('row').filter({ hasText: /FS\/\d\d-\d\d\/\d{5}/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹399.00');
  const download = await downloadOf(page, () =>
    row.getByRole('button', { name: /^Download FS/ }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^FS-\d\d-\d\d-\d{5}\.pdf$/);
  const pdf = await readPdf(download);
  expect(pdf.pageSizes).toEqual([[595.28, 841.89]]);
  for (const line of [
    'Tax invoice',
    'Place of supply: 27-Maharashtra',
    'Supply: inter-state (IGST) · Reverse charge: No',
    'IGST @ 18% ₹60.86',
    'Taxable value ₹338.14',
    'Total (INR) ₹399.00',
  ]) {
    expect(pdf.lines, line).toContain(line);
  }
  expect(pdf.actualTexts).toContain(BUSINESS_NAME);
  expect(pdf.actualTexts).toContain(`GSTIN: ${STORE_GSTIN}`);
  expect(pdf.actualTexts).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);

  // The details stay for the next invoice, and can be changed for it on the profile.
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing).toContainText(MAHARASHTRA_GSTIN);
  await expect(billing.getByRole('button', { name: 'Change' })).toBeVisible();
});

test('a buyer in the seller’s state is charged CGST + SGST; the owner refunds it and exports the month', async ({
  page,
}) => {
  expect(localInvoice).toMatchObject({
    placeOfSupply: '29',
    interState: false,
    igst: 0,
    total: 39_900,
  });
  expect(localInvoice.cgst).toBeGreaterThan(0);
  expect(localInvoice.cgst).toBe(localInvoice.sgst);

  await signInOnStore(page, store.owner);
  await passAdminGate(page, ADMIN_PASSWORD);
  await page.getByRole('tab', { name: 'Revenue' }).click();
  const panel = page.getByRole('region', { name: 'Tax invoices and GSTR-1' });
  const entry = panel
    .getByRole('listitem')
    .filter({ hasText: `Tax invoice ${localInvoice.number}` });
  await expect(entry).toContainText('Ravi Kumar');
  await expect(entry).toContainText('29-Karnataka');
  await expect(entry).toContainText('CGST + SGST');
  await entry.getByRole('button', { name: `Refund ${localInvoice.number}` }).click();
  await entry.getByRole('button', { name: 'Refund ₹399.00' }).click();
  await expect(panel.getByRole('status')).toContainText(
    /Refund started: 500 credits taken back, credit note CN\/\d\d-\d\d\/\d{5} issued/,
  );
  await expect(entry).toContainText('Refunded: credit note CN/');
  const note = panel.getByRole('listitem').filter({ hasText: `Against ${localInvoice.number}` });
  await expect(note).toContainText('Credit note');
  await expect(note).toContainText('CGST + SGST');

  const csv = await downloadOf(page, () =>
    panel.getByRole('button', { name: 'Export GSTR-1 (CSV)' }).click(),
  );
  const text = fs.readFileSync(await csv.path(), 'utf8');
  for (const section of ['B2B', 'B2CS', 'CDNR', 'HSN/SAC summary']) {
    expect(text).toContain(`\r\n${section}\r\n`);
  }
  expect(text).toContain(`GSTR-1 of ${STORE_GSTIN}`);
  expect(text).toContain(MAHARASHTRA_GSTIN);
  const json = await downloadOf(page, () =>
    panel.getByRole('button', { name: 'Export GSTR-1 (JSON)' }).click(),
  );
  const gstr1 = JSON.parse(fs.readFileSync(await json.path(), 'utf8')) as {
    gstin: string;
    b2cs: unknown[];
  };
  expect(gstr1.gstin).toBe(STORE_GSTIN);
  expect(gstr1.b2cs).toContainEqual(
    expect.objectContaining({ sply_ty: 'INTRA', pos: '29', rt: 18 }),
  );
});

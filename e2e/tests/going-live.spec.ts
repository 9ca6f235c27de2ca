import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AdminMessage, CREDIT_PACKS, NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  navbarCredits,
  test,
  uniqueId,
  uniquePhone,
  waitForAppAfterLoading,
} from '../support/fixtures';
import { GOOGLE_SCRIPT_URL } from '../support/google';
import { pngSize } from '../support/png-size';
import {
  GOING_LIVE_ADMIN_PASSWORD,
  startGoingLiveStore,
  type GoingLiveStore,
} from '../support/going-live-store';
import { appPort } from '../support/ports';
import { verifyEmailAndPhone } from '../support/register';
import { returningVisitorState } from '../support/returning-visitor';
import { stillPhoto } from '../support/test-clip';

/**
 * README, Going live, walked as a new owner walks it: a production build on an empty embedded
 * database, mail through SMTP, phone codes through Twilio, credit packs through Razorpay (each a
 * local stand-in). The owner registers with the codes from both, is made an admin with the CLI
 * (the store stopped, as the embedded database wants), imports a manifest in the dashboard and
 * publishes its template; a buyer registers the same way, buys a pack through Razorpay's checkout
 * and the template, and downloads it: the store's first sale.
 */
test.describe.configure({ timeout: 300_000 });

/** The owner's image template: a frame with a transparent window, as the owner's files are made. */
const OVERLAY = { width: 640, height: 480, name: 'first-frame.png' };
const WINDOW = { x: 160, y: 120, width: 320, height: 240 };
const TEMPLATE = { name: 'First Frame', price: 120, sku: 'FRAME-1' };

let store: GoingLiveStore;
let media: string;

// Playwright reads a hook's fixtures from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-going-live-'));
  // A store per project, each on its own port above the stack's.
  store = await startGoingLiveStore(appPort + 5 + testInfo.parallelIndex);
});

test.afterAll(async () => {
  await store?.close();
  if (media) fs.rmSync(media, { recursive: true, force: true });
});

/** A browser of its own on the store, posing as its own client, as the fixtures' context does. */
async function visitor(browser: Browser, clientIp: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: store.url,
    storageState: returningVisitorState(store.url),
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  await context.route(GOOGLE_SCRIPT_URL, (route) => route.abort());
  context.on('page', waitForAppAfterLoading);
  return context.newPage();
}

/** Registers on the form with the codes the store mailed and texted; answers the email. */
async function register(page: Page, actualName: string): Promise<string> {
  const id = uniqueId();
  const email = `live.${id}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(`live.${id}`);
  await page.getByLabel('Full name', { exact: true }).fill(actualName);
  await verifyEmailAndPhone(page, email, uniquePhone(), store.codes);
  await page.getByLabel('Employment field', { exact: true }).selectOption('Brand');
  await page.getByLabel('Password', { exact: true }).fill(`pass-${id}`);
  await page.getByLabel('Confirm password', { exact: true }).fill(`pass-${id}`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));
  return email;
}

/** The owner's files: the frame and its manifest, one row, a draft until it is published. */
function ownerFiles(): { manifest: string; overlay: string } {
  const { x, y, width, height } = WINDOW;
  const alpha = `if(between(X,${x},${x + width - 1})*between(Y,${y},${y + height - 1}),0,255)`;
  const overlay = stillPhoto(
    `color=c=0x3050c0:s=${OVERLAY.width}x${OVERLAY.height},format=rgba,` +
      `geq=r=48:g=80:b=192:a='${alpha}'`,
    path.join(media, OVERLAY.name),
  );
  const manifest = path.join(media, 'templates.csv');
  fs.writeFileSync(
    manifest,
    [
      'sku,kind,templateName,templateDescription,templateCategory,templatePrice,overlayFile',
      `${TEMPLATE.sku},image,${TEMPLATE.name},A frame for your best photo.,Frames,${TEMPLATE.price},${OVERLAY.name}`,
    ].join('\n'),
  );
  return { manifest, overlay };
}

// README, Going live, step 7 on the trial step 5 offers: the payments sandbox on this machine.
test('npm run doctor passes the sandbox trial on this machine', async () => {
  const { status, output } = await store.doctor({
    PAYMENTS_SANDBOX: 'true',
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    RAZORPAY_WEBHOOK_SECRET: '',
  });
  expect(status, output).toBe(0);
  expect(output).toMatch(/^PUBLIC_URL +trial +http:\/\/127\.0\.0\.1:\d+: on this machine/m);
  expect(output).toMatch(/^Razorpay +trial +PAYMENTS_SANDBOX=true: .*where no money moves/m);
  expect(output).toMatch(/^database +ok +embedded, held by a running store/m);
  expect(output).toMatch(/Ready for a trial on this machine/);
});

test('from an empty production store to its first sale', async ({ browser }) => {
  const started = Date.now();

  // 1. The owner makes the first account, with the codes mailed and texted by the providers.
  const owner = await visitor(browser, '10.51.0.1');
  const ownerEmail = await register(owner, 'Store Owner');
  expect(store.twilio.received).toHaveLength(1);

  // 2. `npm run admin -- grant`, the store stopped and started again; the session carries on.
  // The tab leaves the store while it is down: a profile the app cannot fetch signs it out (spec),
  // and a running app may ask for one at any time. The tab keeps its session storage.
  await owner.waitForLoadState('networkidle');
  // Not `goto`, which waits for the app to start on the page it opens.
  await owner.evaluate(() => window.location.assign('about:blank'));
  await owner.waitForURL('about:blank');
  expect(await store.grantAdmin(ownerEmail)).toContain(`${ownerEmail} is now an admin.`);

  // 3. The dashboard, behind ADMIN_PASSWORD: the manifest imported, its template published.
  await owner.goto('/internal-dashboard-admin');
  await expect(owner.getByRole('heading', { name: AdminMessage.gateTitle })).toBeVisible();
  await owner.getByLabel('Password', { exact: true }).fill(GOING_LIVE_ADMIN_PASSWORD);
  await owner.getByRole('button', { name: AdminMessage.accessDashboard }).click();
  await expect(owner.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await owner.getByRole('tab', { name: 'Templates' }).click();
  await owner.getByRole('button', { name: 'Import manifest' }).click();
  const { manifest, overlay } = ownerFiles();
  const panel = owner.getByRole('region', { name: 'Import manifest' });
  await panel.getByLabel('Manifest (CSV or JSON)').setInputFiles(manifest);
  await panel.getByLabel('Media files').setInputFiles([overlay]);
  await panel.getByRole('checkbox', { name: 'Check only (dry run)' }).uncheck();
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(panel.getByText(/^Import finished: 1 created, 0 updated/)).toBeVisible({
    timeout: 60_000,
  });
  const row = owner.getByRole('row').filter({ hasText: TEMPLATE.name });
  await expect(row).toContainText('Ready', { timeout: 60_000 });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Publish ${TEMPLATE.name}` }).click();
  await expect(row).toContainText('Published');

  // 4. A buyer registers the same way and buys credits through Razorpay's checkout.
  const buyer = await visitor(browser, '10.51.0.2');
  await register(buyer, 'First Buyer');
  expect(store.twilio.received).toHaveLength(2);
  const pack = CREDIT_PACKS[0]!;
  await buyer.goto('/buy-credits');
  await buyer.getByRole('group', { name: 'Choose a credit pack' }).locator('label').first().click();
  await buyer.getByRole('button', { name: /^Pay ₹/ }).click();
  await buyer
    .getByRole('dialog', { name: 'Razorpay Checkout' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(buyer).toHaveURL(/\/credit-purchase-success$/);
  const afterPack = NEW_ACCOUNT_CREDITS + pack.credits;
  await expect(navbarCredits(buyer)).toContainText(afterPack.toLocaleString('en-US'));
  expect([...store.razorpay.orders.values()].map((order) => order.status)).toEqual(['paid']);

  // 5. The first sale: the template found in the catalogue, bought, and downloaded full size.
  await buyer.goto('/image-templates');
  await buyer
    .getByRole('list', { name: 'Image Templates', exact: true })
    .getByRole('link')
    .filter({ hasText: TEMPLATE.name })
    .click();
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(TEMPLATE.name);
  await buyer.getByRole('button', { name: `Buy · ${TEMPLATE.price} credits`, exact: true }).click();
  await expect(buyer.getByText('Owned', { exact: true })).toBeVisible();
  await expect(navbarCredits(buyer)).toContainText(
    (afterPack - TEMPLATE.price).toLocaleString('en-US'),
  );
  const downloading = buyer.waitForEvent('download');
  await buyer.getByRole('button', { name: 'Download (free)' }).click();
  const file = await readFile(await (await downloading).path());
  expect(pngSize(file)).toEqual({ width: OVERLAY.width, height: OVERLAY.height });

  test.info().annotations.push({
    type: 'journey time',
    description: `${((Date.now() - started) / 1000).toFixed(1)} s after the store's first start`,
  });
});

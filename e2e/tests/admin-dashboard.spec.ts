import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminMessage, MANIFEST_IMPORT_FIELDS } from '@frameshop/contract';
import type { Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  buyPack,
  sharedAdminStore,
  signUp,
  type SharedAdminStore,
  type StoreAccount,
} from '../support/admin-store';
import { passAdminGate, signInOnStore } from '../support/admin-pages';
import { expect, test } from '../support/fixtures';
import { stillPhoto } from '../support/test-clip';
import { uniqueId } from '../support/unique';

// The admin journeys' store (admin-store.ts): its owner for this project was made an admin by the
// stack, with the command run on the stopped store's database.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let store: SharedAdminStore;
let owner: StoreAccount;
let buyer: StoreAccount;
let visitor: StoreAccount;
let receiptNumber: number;

// Playwright reads a hook's fixtures from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  store = await sharedAdminStore(
    testInfo.project.name === 'phone' ? 'admin-dashboard:phone' : 'admin-dashboard:desktop',
  );
  owner = store.owner;
  buyer = await signUp(store.url, 'Ravi Buyer');
  visitor = await signUp(store.url, 'Sam Visitor');
  receiptNumber = await buyPack(store.url, buyer.token, 'pack-500');

  // The running store holds the embedded database: the command says so and changes nothing.
  const refused = await store.adminCommand('grant', visitor.email);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('stop it, run this again');
});

const showing = (page: Page) => page.getByText('Showing:').locator('..');

test('an admin passes the gate, reads every tab and period, exports, adjusts, opens a receipt and logs out', async ({
  page,
}) => {
  await signInOnStore(page, owner);
  await passAdminGate(page, 'not the password');
  await expect(page.getByText(AdminMessage.invalidPassword)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: AdminMessage.accessDashboard }).click();

  // Users: the buyer paid ₹399.00 for 500 credits.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const buyerRow = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(buyerRow).toContainText('Ravi Buyer');
  await expect(buyerRow).toContainText('Email User');
  await expect(buyerRow).toContainText('₹399.00');
  await expect(buyerRow).toContainText('₹0.80 per credit');
  await expect(showing(page)).toContainText('All Time');

  // A period: only users with activity in it.
  await page.getByRole('button', { name: 'This Week' }).click();
  await expect(showing(page)).toContainText('This Week');
  await expect(page.getByRole('heading', { name: AdminMessage.usersWithActivity })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: visitor.email })).toHaveCount(0);

  // A custom range of today, then cleared back to All Time.
  await page.getByRole('button', { name: 'Custom Range' }).click();
  const today = await page.evaluate(() => {
    const now = new Date();
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(showing(page)).toContainText('Custom Range');
  await expect(showing(page)).toContainText('Asia/Kolkata');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(showing(page)).toContainText('All Time');

  // The users table as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('frameshop-users-all.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^id,username,actualName,email,accountType,/);
  expect(csv).toContain(buyer.email);

  // A credit adjustment for the buyer: 500 bought + 25.
  await page
    .getByRole('row')
    .filter({ hasText: buyer.email })
    .getByRole('button', { name: 'Adjust credits' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Amount/).fill('25');
  await dialog.getByLabel('Reason').selectOption('goodwill');
  await dialog.getByLabel('Note').fill('Thanks for the feedback');
  const adjustment = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/credits'),
  );
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  // A key per intended adjustment, so a double click or a retry adjusts once.
  expect((await adjustment).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(`${buyer.email} now has`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The other tabs.
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page.getByText('Total Templates')).toBeVisible();
  await page.getByRole('tab', { name: 'Revenue' }).click();
  await expect(page.getByText('Avg. Revenue/User')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue Breakdown' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: buyer.email })).toContainText(
    '₹399.00',
  );
  await expect(page.getByRole('table', { name: 'Revenue and sales per day' })).toBeAttached();

  // The buyer's receipt, found by its number, and the way back to Revenue.
  await page.getByLabel('Receipt number').fill(String(receiptNumber));
  await page.getByRole('button', { name: 'Open receipt' }).click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(`No. ${receiptNumber}`);
  await expect(receipt).toContainText('Ravi Buyer');
  await expect(receipt).toContainText(buyer.email);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Renders' }).click();
  await expect(page.getByText('Last failures')).toBeVisible();

  // The audit log: the adjustment above, by this admin, with its note.
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  // Filtered by this admin: the other project's journey adjusts credits on the same store.
  const logged = page
    .getByRole('row')
    .filter({ hasText: 'credits.adjust' })
    .filter({ hasText: owner.email })
    .first();
  await expect(logged).toBeVisible();
  await expect(logged).toContainText('amount: 25');
  await expect(logged).toContainText('note: Thanks for the feedback');
  await expect(
    page.getByRole('row').filter({ hasText: 'session.open' }).filter({ hasText: owner.email }),
  ).not.toHaveCount(0);

  await page.getByRole('button', { name: AdminMessage.logout }).click();
  await expect(page.getByRole('heading', { name: AdminMessage.gateTitle })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('admin-authenticated'))).toBeNull();
});

test('the owner moves a credit pack up from the keyboard at 390 px, and Buy Credits follows', async ({
  page,
  isMobile,
}) => {
  test.skip(
    !isMobile,
    "Both projects share the admin store's packs, so one orders them: the phone, where a row's buttons must fit.",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOnStore(page, owner);
  await passAdminGate(page, ADMIN_PASSWORD);
  await page.getByRole('tab', { name: 'Packs' }).click();

  // The rows' titles, top to bottom ("500 credits"): the packs as they stand, whoever moved them.
  const titles = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Move the / }) })
    .getByRole('heading', { level: 3 });
  await expect(titles).not.toHaveCount(0);
  const [first, second, ...rest] = await titles.allTextContents();
  const moveUp = page.getByRole('button', {
    name: `Move the ${second!.replace(' credits', '')}-credit pack up`,
  });
  await moveUp.focus();
  await page.keyboard.press('Enter');

  const moved = [second!, first!, ...rest];
  await expect(titles).toHaveText(moved);
  // Focus stays on the button pressed, now at the top, where it can go no further.
  await expect(moveUp).toBeFocused();
  await expect(moveUp).toHaveAttribute('aria-disabled', 'true');
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

  // Every pack of this store is on sale, so the buyer's page lists them all, in the new order.
  await page.goto(`${store.url}/buy-credits`);
  await expect(
    page.getByRole('group', { name: 'Choose a credit pack' }).getByText(/^[\d,]+ credits$/),
  ).toHaveText(moved);
});

/**
 * Two templates of this owner's, imported from a manifest with their frame (prepared by the import
 * itself): one on sale, one a draft. Answers their names.
 */
async function importTwoTemplates(): Promise<{ published: string; draft: string }> {
  const id = uniqueId();
  const names = {
    published: `Golden Anniversary Frame With A Long Name ${id}`,
    draft: `Spring Garden Party Frame ${id}`,
  };
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-phone-rows-'));
  try {
    const frame = stillPhoto(
      "color=c=0x3050c0:s=320x240,format=rgba,geq=r=48:g=80:b=192:a='if(between(X,80,239)*between(Y,60,179),0,255)'",
      path.join(media, 'frame.png'),
    );
    const manifest = [
      'sku,kind,templateName,templateDescription,templateCategory,templatePrice,status,overlayFile',
      `rows-${id}-a,image,${names.published},A frame on sale.,Frames,40,published,frame.png`,
      `rows-${id}-b,image,${names.draft},A frame not yet on sale.,Frames,40,draft,frame.png`,
    ].join('\n');
    const opened = await fetch(`${store.url}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    const { adminToken } = (await opened.json()) as { adminToken: string };
    const form = new FormData();
    form.append(MANIFEST_IMPORT_FIELDS.dryRun, 'false');
    form.append(MANIFEST_IMPORT_FIELDS.manifest, new Blob([manifest]), 'templates.csv');
    form.append(MANIFEST_IMPORT_FIELDS.media, new Blob([fs.readFileSync(frame)]), 'frame.png');
    const headers = { Authorization: `Bearer ${adminToken}` };
    const started = await fetch(`${store.url}/api/admin/catalogue/imports`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(started.status).toBe(202);
    const { importId } = (await started.json()) as { importId: string };
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${store.url}/api/admin/catalogue/imports/${importId}`, {
            headers,
          });
          const { state, created, problems } = (await answer.json()) as {
            state: string;
            created: number;
            problems: unknown[];
          };
          return { state, created, problems };
        },
        { timeout: 60_000 },
      )
      .toEqual({ state: 'finished', created: 2, problems: [] });
  } finally {
    fs.rmSync(media, { recursive: true, force: true });
  }
  return names;
}

/** How far the page scrolls sideways: nothing on it may be wider than the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The part of `locator` that lies left or right of the window, in pixels (0: all of it is in). */
async function outsideTheWindow(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  return Math.max(0, -box.x) + Math.max(0, box.x + box.width - width);
}

test("the owner reads every tab's table at the screen's width, a template's name beside its Publish or Retire", async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  const names = await importTwoTemplates();
  await signInOnStore(page, owner);
  await passAdminGate(page, ADMIN_PASSWORD);
  await page.getByRole('tab', { name: 'Templates' }).click();

  // Each row's name and the button that changes its status, on the screen together.
  for (const [name, action] of [
    [names.published, 'Retire'],
    [names.draft, 'Publish'],
  ] as const) {
    const row = page.getByRole('row').filter({ hasText: name });
    const button = row.getByRole('button', { name: `${action} ${name}` });
    await expect(button).toBeVisible();
    const nameCell = row.getByRole('cell').first();
    await expect(nameCell).toContainText(name);
    expect(await outsideTheWindow(page, nameCell)).toBe(0);
    expect(await outsideTheWindow(page, button)).toBe(0);
  }

  // Every tab: no cell of its tables beyond the window's sides, and no sideways scrolling.
  for (const tab of ['Users', 'Templates', 'Packs', 'Revenue', 'Renders', 'Search', 'Audit Log']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('Loading')).toHaveCount(0);
    const cellsOutside = await page
      .getByRole('tabpanel')
      .getByRole('cell')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
          })
          .map((cell) => cell.textContent),
      );
    expect(cellsOutside, `${tab}: cells beyond the window`).toEqual([]);
    expect(await sidewaysOverflow(page), `${tab}: the page scrolls sideways`).toBeLessThanOrEqual(
      0,
    );
  }
});

test('a non-admin gets nothing, with the password or without the gate', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(
    isMobile,
    "The gate is the server's, whatever the screen; the phone walks the dashboard in the journey above.",
  );
  await signInOnStore(page, visitor);
  await passAdminGate(page, ADMIN_PASSWORD);
  await expect(page.getByText(AdminMessage.invalidPassword)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

  const anonymous = await request.get(`${store.url}/api/admin/users`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ error: AdminMessage.authenticationFailed });
  const withSession = await request.get(`${store.url}/api/admin/users`, {
    headers: { Authorization: `Bearer ${visitor.token}` },
  });
  expect(withSession.status()).toBe(403);
});

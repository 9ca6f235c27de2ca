import { CREDIT_PACKS, PaymentMessage, TeamMessage } from '@frameshop/contract';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { createCanvas } from '@napi-rs/canvas';
import { createAccount, type TestAccount } from '../support/accounts';
import {
  expect,
  navbarCredits,
  openMenuIfCollapsed,
  test,
  uniqueId,
  waitForAppAfterLoading,
} from '../support/fixtures';
import { GOOGLE_SCRIPT_URL } from '../support/google';
import { emailContaining } from '../support/mail';
import { appUrl } from '../support/ports';
import { returningVisitorState } from '../support/returning-visitor';
import { signInThroughApi } from '../support/sign-in';

/**
 * Teams (issue 78), at every width: an agency's owner makes a team on the profile, buys a pack for
 * it, and invites two designers. The first accepts by the mail's link and buys a picture template
 * as the team; the second finds it Owned and makes a batch of it as the team. The owner lowers the
 * first designer's monthly limit, and their next spend is refused with the limit in its words;
 * the owner removes the second designer, who pays as themselves again at once.
 */

test.describe.configure({ timeout: 240_000 });

const PACK = CREDIT_PACKS.find((pack) => pack.credits === 500)!;
const opened = { timeout: 30_000 };

interface PictureTemplate {
  templateId: string;
  templateName: string;
  price: number;
}

/** A small JPEG of one colour, as a phone's camera roll has them. */
function plainJpeg(): Promise<Buffer> {
  const canvas = createCanvas(320, 240);
  const context = canvas.getContext('2d');
  context.fillStyle = 'hsl(200, 70%, 50%)';
  context.fillRect(0, 0, 320, 240);
  return canvas.encode('jpeg', 90);
}

/** "1,250 credits" */
const credits = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'credit' : 'credits'}`;

/** The link in the invite's mail, its quoted-printable wrapping undone. */
async function inviteLinkFor(email: string): Promise<string> {
  const raw = await emailContaining(email, 'team-invite');
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"<>]+\/team-invite\?token=[\w.~-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invite link in the mail to ${email}`);
  return link;
}

/** A signed-in browser of its own for `account`, on the journey's device, from its own address. */
async function browserOf(
  browser: Browser,
  testInfo: TestInfo,
  account: TestAccount,
  clientIp: string,
) {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL: appUrl,
    storageState: returningVisitorState(appUrl),
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  // As the journey's own browser is set up (fixtures.ts): no Google, pages wait for the app.
  await context.route(GOOGLE_SCRIPT_URL, (route) => route.abort());
  context.on('page', waitForAppAfterLoading);
  const other = await context.newPage();
  await signInThroughApi(other, context.request, account);
  return other;
}

/** Accepts the team's invite by the mail's link; the page lands on the team, paying from it. */
async function acceptInvite(page: Page, email: string, teamName: string) {
  const link = new URL(await inviteLinkFor(email));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible(opened);
  await expect(page.getByText('You are paying from this team')).toBeVisible();
}

/** The header's payer, by the name a screen reader hears (the switcher, or the phone's balance). */
async function expectPayingFrom(page: Page, name: string) {
  const desktop = page.getByRole('button', { name: new RegExp(`^Paying from ${name}:`) });
  if (await desktop.isVisible()) return;
  await expect(navbarCredits(page)).toContainText(`paying from ${name}`);
}

test('an agency pays as one team: a pack for it, two designers invited, a licence the team owns, a batch, a limit and a removal', async ({
  page,
  browser,
  clientIp,
  request,
}, testInfo) => {
  const listed = await request.get('/api/image-templates?limit=2');
  const [template, second] = ((await listed.json()) as { items: PictureTemplate[] }).items;
  if (!template || !second) throw new Error('the store needs two picture templates');
  const [owner, ana, ben] = await Promise.all([
    createAccount(clientIp),
    createAccount(clientIp),
    createAccount(clientIp),
  ]);
  const teamName = `Northwind ${uniqueId()}`;

  // The owner makes the team on the profile.
  await signInThroughApi(page, request, owner);
  await page.goto('/profile');
  const teams = page.getByRole('region', { name: 'Teams' });
  await expect(teams.getByText('You are in no team yet.')).toBeVisible(opened);
  await teams.getByLabel('Team name').fill(teamName);
  await teams.getByRole('button', { name: 'Make a team' }).click();
  await expect(teams.getByRole('link', { name: teamName, exact: true })).toBeVisible();
  await teams.getByRole('link', { name: `Open ${teamName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible(opened);
  await expect(page.getByTestId('team-credits')).toHaveText(credits(0));

  // A pack bought for the team credits the team: the page says whom it buys for.
  await page.getByRole('button', { name: 'Buy credits for this team' }).click();
  await expect(page.getByText(`Buying for the team ${teamName}`)).toBeVisible(opened);
  await page
    .getByRole('group', { name: 'Choose a credit pack' })
    .locator('label')
    .nth(CREDIT_PACKS.indexOf(PACK))
    .click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: PaymentMessage.sandboxTitle });
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: PaymentMessage.paymentSuccessful }),
  ).toBeVisible(opened);
  await expect(navbarCredits(page)).toContainText(credits(PACK.credits).split(' ')[0]!);
  await expectPayingFrom(page, teamName);

  // Two designers invited by email, as members.
  await page.goto('/profile');
  await page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: teamName }).click();
  const inviteForm = page.getByRole('form', { name: 'Invite someone' });
  for (const designer of [ana, ben]) {
    await inviteForm.getByLabel('Email').fill(designer.email);
    await inviteForm.getByRole('button', { name: 'Send invite' }).click();
    await expect(inviteForm.getByText(`Invite sent to ${designer.email}`)).toBeVisible();
  }
  const invites = page.getByRole('region', { name: 'Invites' });
  await expect(invites.getByRole('cell', { name: ana.email, exact: true })).toBeVisible();
  await expect(invites.getByRole('cell', { name: ben.email, exact: true })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`team-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Ana accepts by the mail's link and buys a template as the team.
  const anaPage = await browserOf(
    browser,
    testInfo,
    ana,
    `${clientIp.split('.').slice(0, 3).join('.')}.201`,
  );
  await acceptInvite(anaPage, ana.email, teamName);
  await anaPage.goto(`/image-template/${template.templateId}`);
  await anaPage
    .getByRole('button', { name: `Buy · ${credits(template.price)}`, exact: true })
    .click();
  await expect(anaPage.getByText('Owned', { exact: true })).toBeVisible(opened);
  await expect(navbarCredits(anaPage)).toContainText(
    (PACK.credits - template.price).toLocaleString('en-US'),
  );

  // Ben accepts too, finds the template Owned, and makes a batch of it as the team.
  const benPage = await browserOf(
    browser,
    testInfo,
    ben,
    `${clientIp.split('.').slice(0, 3).join('.')}.202`,
  );
  await acceptInvite(benPage, ben.email, teamName);
  await benPage.goto(`/image-template/${template.templateId}`);
  await expect(benPage.getByText('Owned', { exact: true })).toBeVisible(opened);
  await benPage.getByRole('link', { name: 'Make many' }).click();
  await benPage
    .getByLabel('Paste cells from a spreadsheet')
    .fill('name\tphoto\nAsha Rao\tasha.jpg');
  await benPage.getByRole('button', { name: 'Use the pasted cells' }).click();
  await benPage
    .getByLabel('Photos', { exact: true })
    .setInputFiles([{ name: 'asha.jpg', mimeType: 'image/jpeg', buffer: await plainJpeg() }]);
  await expect(benPage.getByText('1 of 1 photos uploaded.')).toBeVisible({ timeout: 60_000 });
  const make = benPage.getByRole('button', { name: /^Make 1\b/ });
  await expect(make).toBeEnabled(opened);
  await make.click();
  await expect(benPage).toHaveURL(/\/batches\/[^/]+$/, opened);
  await expect(benPage.getByRole('status').filter({ hasText: ' made' })).toHaveText(
    'Finished: 1 of 1 made.',
    { timeout: 120_000 },
  );

  // The team's library is shared: Ana finds Ben's batch and its picture, each naming who made it.
  await anaPage.goto('/profile?tab=generated-videos');
  const madeByBen = anaPage
    .getByRole('list', { name: 'Generated videos' })
    .getByRole('listitem')
    .filter({ hasText: template.templateName });
  await expect(madeByBen).toContainText(`Made by${ben.actualName}`, opened);
  await expect(
    anaPage.getByRole('region', { name: 'Batches' }).getByText(`made by ${ben.actualName}`),
  ).toBeVisible();

  // The owner sees both in the statement, lowers Ana's limit to what she has spent…
  await page.reload();
  const members = page.getByRole('region', { name: 'Members' });
  const anaRow = members.getByRole('row').filter({ hasText: ana.email });
  await expect(anaRow).toContainText(credits(template.price));
  const anaName = ana.actualName;
  await anaRow
    .getByLabel(`Monthly limit of ${anaName}, in credits (empty for no limit)`)
    .fill(String(template.price));
  await anaRow.getByRole('button', { name: `Save the limit of ${anaName}` }).click();
  await expect(anaRow.getByLabel(/Monthly limit of/)).toHaveValue(String(template.price));
  // The pack's row names the owner who bought it.
  await expect(page.getByRole('region', { name: 'Statement' })).toContainText(anaName);
  await expect(page.getByRole('region', { name: 'Statement' })).toContainText(owner.actualName);

  // …and her next spend as the team is refused, naming the limit and what is left.
  await anaPage.goto(`/image-template/${second.templateId}`);
  await anaPage
    .getByRole('button', { name: `Buy · ${credits(second.price)}`, exact: true })
    .click();
  await expect(
    anaPage.getByText(TeamMessage.overLimit(template.price, template.price)),
  ).toBeVisible(opened);

  // The owner removes Ben: his next visit pays as himself, the team gone from his switcher.
  const benRow = members.getByRole('row').filter({ hasText: ben.email });
  await benRow.getByRole('button', { name: `Remove ${ben.actualName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByRole('row').filter({ hasText: ben.email })).toHaveCount(0);
  await benPage.goto('/templates-list');
  await openMenuIfCollapsed(benPage);
  await expect(benPage.getByRole('list', { name: 'Paying from' })).toHaveCount(0);
  await expect(navbarCredits(benPage)).not.toContainText('paying from');

  await anaPage.context().close();
  await benPage.context().close();
});

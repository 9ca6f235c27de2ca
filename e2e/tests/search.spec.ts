import type { Page } from '@playwright/test';
import { passAdminGate, signInOnStore } from '../support/admin-pages';
import { ADMIN_PASSWORD, sharedAdminStore, type SharedAdminStore } from '../support/admin-store';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { appUrl } from '../support/ports';

/** The widths of issue 53: a laptop's, and a phone's 390 px. */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  // The sign-in popup slides in over the lower corner; dismiss it whenever it is in the way.
  const popup = page.getByRole('dialog', { name: 'Sign in required' });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Dismiss' }).click();
  });
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search templates' });
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Browse Templates', exact: true }).getByRole('link');

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a buyer types, picks a suggested section, searches in it, filters, and shares the address', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await page.goto('/templates-list');
  await expect(cards(page)).toHaveCount(8);

  await searchBox(page).pressSequentially('invit');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const section = suggestions.getByRole('option', { name: /Invitations/ });
  await expect(section).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (testInfo.project.name === 'phone') {
    await section.tap();
  } else {
    await searchBox(page).press('ArrowDown');
    await expect(section).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('Enter');
  }
  await expect(page).toHaveURL(/\/templates-list\?section=Invitations$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveText([/Wedding Day Highlights/, /Save the Date Story/]);

  // Word order, a plural and a stem: the section's templates hold "wedding" in a category.
  await searchBox(page).fill('weddings');
  await expect(page).toHaveURL(/[?&]q=weddings/);
  await expect(page.getByText('2 templates for “weddings”')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');

  const orientation = page
    .getByRole('group', { name: 'Filters' })
    .getByRole('combobox', { name: 'Orientation' });
  await expect(orientation.getByRole('option', { name: 'Portrait (1)' })).toBeEnabled();
  await orientation.selectOption({ label: 'Portrait (1)' });
  await expect(page).toHaveURL(/[?&]orientation=portrait/);
  await expect(cards(page)).toHaveText([/Save the Date Story/]);
  await expectNoSidewaysScroll(page);

  // The address is the search: opened fresh elsewhere, it shows the same page.
  const shared = page.url();
  const elsewhere = await browser.newContext({
    baseURL: appUrl,
    viewport: page.viewportSize(),
  });
  const fresh = await elsewhere.newPage();
  await fresh.goto(shared);
  await fresh.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(searchBox(fresh)).toHaveValue('weddings');
  await expect(
    fresh.getByRole('group', { name: 'Filter by section' }).getByRole('button', {
      name: 'Invitations',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    fresh.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Orientation' }),
  ).toHaveValue('portrait');
  await expect(cards(fresh)).toHaveText([/Save the Date Story/]);
  await elsewhere.close();

  // What a crawler reads: the filtered page is not indexed, its canonical address the plain list.
  const html = await (await request.get(shared)).text();
  expect(html).toContain('<meta name="robots" content="noindex, follow"');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/templates-list"/);
  expect(html).toContain('Save the Date Story');
});

test('a suggested template opens it, and a misspelt search is never a dead end', async ({
  page,
}) => {
  await page.goto('/templates-list');
  await searchBox(page).pressSequentially('countdown brith');
  const option = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: 'Birthday Countdown Story' });
  await option.click();
  await expect(page).toHaveURL(/\/template\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Birthday Countdown Story' }),
  ).toBeVisible();

  await page.goto('/templates-list?q=lgo');
  await expect(page.getByText('No templates found matching your criteria.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Popular in Browse Templates' }).getByRole('link'),
  ).toHaveCount(4);
  await page.getByRole('button', { name: 'logo', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=logo$/);
  await expect(cards(page).first()).toContainText('Logo Reveal Square');
});

test('a buyer searches the whole store from the header, and follows a kind’s section to its list', async ({
  page,
}) => {
  await page.goto('/templates-list');
  await page.getByRole('banner').getByRole('button', { name: 'Search the store' }).click();
  const storeBox = page.getByRole('combobox', { name: 'Search the store' });
  await expect(storeBox).toBeFocused();
  await storeBox.pressSequentially('story');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(
    suggestions.getByRole('group', { name: 'Video templates' }).getByRole('option').first(),
  ).toBeVisible();
  await expect(
    suggestions
      .getByRole('group', { name: 'Image templates' })
      .getByRole('option', { name: 'Fashion Lookbook Story' }),
  ).toBeVisible();
  await expect(
    suggestions
      .getByRole('group', { name: 'Ready-made videos' })
      .getByRole('option', { name: 'Confetti Celebration Story' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await storeBox.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=story$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “story”' })).toBeVisible();
  const images = page.getByRole('region', { name: /^Image templates \(\d+\)$/ });
  await expect(images.getByRole('link', { name: 'Fashion Lookbook Story' })).toBeVisible();
  for (const kind of ['Video templates', 'Ready-made videos']) {
    await expect(
      page.getByRole('region', { name: new RegExp(`^${kind} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);

  await images.getByRole('link', { name: /^See all \d+ image templates?$/ }).click();
  await expect(page).toHaveURL(/\/image-templates\?q=story$/);
  await expect(searchBox(page)).toHaveValue('story');
  await expect(
    page.getByRole('list', { name: 'Image Templates', exact: true }).getByRole('link', {
      name: 'Fashion Lookbook Story',
    }),
  ).toBeVisible();
});

test('a list that finds nothing names the other kinds’ matches, and the store knows common synonyms', async ({
  page,
}) => {
  await page.goto('/templates-list?q=thumbnail');
  await expect(page.getByText('No templates found matching your criteria.')).toBeVisible();
  const elsewhere = page.getByRole('list', { name: 'Found elsewhere in the store' });
  await expect(elsewhere).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, { mainOnly: true })).toEqual([]);
  await elsewhere.getByRole('link', { name: '1 image template matches “thumbnail”' }).click();
  await expect(page).toHaveURL(/\/image-templates\?q=thumbnail$/);
  await expect(
    page.getByRole('list', { name: 'Image Templates', exact: true }).getByRole('link'),
  ).toHaveText([/YouTube Thumbnail Bold/]);

  await page.goto('/templates-list?q=christmas');
  await expect(cards(page)).toHaveText([/Holiday Greetings Card/]);
  await page.goto('/templates-list?q=bday');
  await expect(cards(page).first()).toContainText('Birthday Countdown Story');
  await expect(page.getByText('Did you mean')).toHaveCount(0);

  // The search page before anything is searched.
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the store' })).toBeVisible();
  expect(await axeViolations(page, { mainOnly: true })).toEqual([]);
});

test.describe('the owner’s Search tab', () => {
  let store: SharedAdminStore;

  // Playwright reads a hook's fixtures from its first parameter; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000);
    store = await sharedAdminStore(
      testInfo.project.name === 'phone' ? 'search:phone' : 'search:desktop',
    );
  });

  test('shows what buyers searched for and found nothing, and keeps the synonyms', async ({
    page,
    request,
    clientIp,
  }, testInfo) => {
    const unfound = `unicorn ${testInfo.project.name}`;
    const searched = await request.get(
      `${store.url}/api/templates?q=${encodeURIComponent(unfound)}`,
      { headers: { 'X-Forwarded-For': clientIp } },
    );
    expect((await searched.json()).total).toBe(0);

    await signInOnStore(page, store.owner);
    await passAdminGate(page, ADMIN_PASSWORD);
    await page.getByRole('tab', { name: 'Search' }).click();
    const nothing = page.getByRole('region', { name: 'Searched for, found nothing' });
    await expect(nothing.getByRole('row').filter({ hasText: unfound })).toContainText(
      'Video templates',
    );
    await expectNoSidewaysScroll(page);

    const editor = page.getByRole('region', { name: 'Synonyms' });
    await editor.getByRole('button', { name: 'Add a synonym' }).click();
    const lines = await editor.getByRole('listitem').count();
    const term = editor.getByLabel(`Synonym ${lines}: the word searched for`);
    await term.fill('reno');
    await editor.getByLabel(`Synonym ${lines}: which way`).selectOption('↔ both ways');
    await editor.getByLabel(`Synonym ${lines}: what it also finds`).fill('renovation');
    await expectNoSidewaysScroll(page);
    // Both projects share this store and the synonyms are saved together: one saves them, so
    // the other's list cannot overwrite it meanwhile.
    if (testInfo.project.name === 'phone') return;
    await editor.getByRole('button', { name: 'Save synonyms' }).click();
    await expect(page.getByText('Synonyms saved: searches use them from now on.')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Search' }).click();
    await expect(term).toHaveValue('reno');
    await expect(editor.getByLabel(`Synonym ${lines}: which way`)).toHaveValue('both');
  });
});

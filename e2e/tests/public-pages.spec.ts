import { PUBLIC_PAGE_PATHS } from '@frameshop/contract';
import type { Page, Request } from '@playwright/test';
import { expect, test, uniqueId } from '../support/fixtures';
import { emailContaining } from '../support/mail';
import {
  CONSENT_COOKIE,
  firstVisitState,
  SIGN_IN_POPUP_DISMISSED_KEY,
} from '../support/returning-visitor';

const TRACKER_HOSTS = /googletagmanager\.com|connect\.facebook\.net|hotjar\.com/;
const YEAR_SECONDS = 31_536_000;

/** Tracker scripts never come from the internet: each host answers an empty script, locally. */
async function fakeTrackers(page: Page): Promise<Request[]> {
  const requested: Request[] = [];
  page.on('request', (request) => {
    if (TRACKER_HOSTS.test(new URL(request.url()).hostname)) requested.push(request);
  });
  await page.route(TRACKER_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  return requested;
}

test.describe('home and its links', () => {
  test('every hero and footer link opens a real page, not a redirect home', async ({ page }) => {
    // A dozen page loads on a shared machine.
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Make stand-out videos');
    for (const step of ['Choose a template', 'Customise content', 'Export and share']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    // The featured strip shows real templates from the catalogue.
    const featured = page.getByRole('region', { name: 'Popular templates right now' });
    await expect(featured.getByRole('link').first()).toHaveAttribute('href', /^\/template\//);

    const hero = page.locator('section').first();
    const heroLinks = await hero
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(heroLinks).toEqual(expect.arrayContaining(['/templates-list', '/register']));
    await expect(page.getByRole('link', { name: 'Read all questions in the FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    );
    const footerLinks = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const targets = [...new Set([...heroLinks, ...footerLinks])].filter(
      (href): href is string => href !== null && href !== '/',
    );
    expect(targets).toEqual(
      expect.arrayContaining(PUBLIC_PAGE_PATHS.filter((path) => path !== '/')),
    );

    for (const href of targets) {
      const response = await page.goto(href, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      expect(new URL(page.url()).pathname, href).toBe(href);
    }
  });

  test('the pricing page lists the credit packs', async ({ page }) => {
    await page.goto('/pricing');
    for (const pack of ['100 credits', '500 credits', '1,000 credits', '2,500 credits']) {
      await expect(page.getByRole('heading', { name: pack, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Most popular')).toBeVisible();
    await expect(page.getByText('40% savings')).toBeVisible();
    await expect(page).toHaveTitle('Pricing · Frameshop');
  });

  test('the contact form delivers a message to support, to be answered to the visitor', async ({
    page,
  }) => {
    const id = uniqueId();
    const marker = `Order ${id} shows no download button.`;
    const email = `asha.${id}@example.com`;
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'help@frameshop.test' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();

    await form.getByLabel('Your name').fill('Asha Rao');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('What is it about?').selectOption({ label: 'A template or a download' });
    await form.getByLabel('Message').fill(marker);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Message sent');

    const mail = await emailContaining('help@frameshop.test', marker);
    expect(mail).toContain(`Reply-To: ${email}`);
  });
});

test.describe('FAQ', () => {
  test('opens one answer at a time, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ · Frameshop');
    const format = page.getByRole('button', { name: 'What format are exported videos in?' });
    const commercial = page.getByRole('button', { name: 'Can I use templates commercially?' });
    await expect(format).toHaveAttribute('aria-expanded', 'false');

    await format.click();
    await expect(format).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: 'What format are exported videos in?' }),
    ).toContainText('MP4');

    await commercial.focus();
    await page.keyboard.press('Enter');
    await expect(commercial).toHaveAttribute('aria-expanded', 'true');
    await expect(format).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('no attribution required')).toBeVisible();
    await expect(page.getByText('MP4 files')).toBeHidden();

    await page.keyboard.press('Space');
    await expect(commercial).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('first visit', () => {
  test.use({ storageState: firstVisitState });

  test('Accept All stores the choice for a year and hides the banner', async ({
    page,
    context,
  }) => {
    const trackers = await fakeTrackers(page);
    await page.goto('/faq');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    // The page is live (goto waits for it), so the loader has read the choice: a tracker it
    // loads is a script element from that moment, before its request leaves.
    await expect(page.locator('script[data-tracker]'), 'no tracker before consent').toHaveCount(0);
    expect(trackers, 'no tracker before consent').toHaveLength(0);

    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();

    const cookie = (await context.cookies()).find((item) => item.name === CONSENT_COOKIE);
    expect(cookie).toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      personalization: true,
      version: 1,
    });
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(Math.abs(lifetime - YEAR_SECONDS)).toBeLessThan(120);

    // Both configured trackers load once consent is given, and the banner stays away.
    await expect
      .poll(() => trackers.map((request) => request.url()).join(' '))
      .toContain('gtag/js?id=G-TEST123');
    await expect
      .poll(() => trackers.map((request) => request.url()).join(' '))
      .toContain('fbevents.js');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('Settings saves a partial choice: analytics loads, the ad pixel does not', async ({
    page,
    context,
  }) => {
    const trackers = await fakeTrackers(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Settings' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByText('Always on')).toBeVisible();
    await dialog.getByRole('switch', { name: /Analytics/ }).check();
    await expect(dialog.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
    expect(trackers, 'no tracker before saving').toHaveLength(0);
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();

    const cookie = (await context.cookies()).find((item) => item.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
      analytics: true,
      marketing: false,
      personalization: false,
    });
    await expect
      .poll(() => trackers.map((request) => request.url()).join(' '))
      .toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    // The loader adds every consented tracker's script at once, so with Analytics' in the page,
    // Meta's would be too.
    await expect(page.locator('script[data-tracker="metaPixelId"]')).toHaveCount(0);
    expect(trackers.some((request) => request.url().includes('facebook'))).toBe(false);
  });

  test('the sign-in popup waits 1.5 s, then offers login and register', async ({
    page,
    isMobile,
  }) => {
    // Time stands still from before the page loads; from here only the test moves it.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Sign in required' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });

    await page.clock.runFor(1000);
    await expect(popup).toBeHidden();
    await page.clock.runFor(1000);
    if (isMobile) {
      // A phone's screen is too small for both: the popup waits for the cookie choice.
      await expect(popup).toBeHidden();
      await banner.getByRole('button', { name: 'Accept All' }).click();
      await expect(popup).toBeVisible();
      return;
    }
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(popup.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
    // Stacked with the cookie banner: neither covers the other. The popup's layer follows the
    // banner's measured height with a short transition (the banner settles as its fonts arrive,
    // on a busy machine as the popup comes in), so the stacking is where the popup comes to rest.
    await expect
      .poll(async () => {
        const popupBox = (await popup.boundingBox())!;
        const bannerBox = (await banner.boundingBox())!;
        return bannerBox.y - (popupBox.y + popupBox.height);
      })
      .toBeGreaterThanOrEqual(0);
  });

  test('a dismissed popup stays away for a day, then comes back', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    // Cookies decided first: on a phone the popup waits for that.
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    const popup = page.getByRole('dialog', { name: 'Sign in required' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Dismiss' }).click();
    await expect(popup).toBeHidden();
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      SIGN_IN_POPUP_DISMISSED_KEY,
    );
    expect(Number(stored)).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(3000);
    await expect(popup).toBeHidden();

    await page.clock.fastForward('24:00:01');
    await page.reload();
    await expect(popup).toBeVisible();
  });

  test('no popup on the sign-in pages', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page.getByRole('dialog', { name: 'Sign in required' })).toBeHidden();
  });
});

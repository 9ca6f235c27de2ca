import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expect, navbarCredits, test } from '../support/fixtures';
import { firstVisitState } from '../support/returning-visitor';

/** The first video template, as the catalogue answers it. */
async function firstVideoTemplate(
  page: Page,
): Promise<{ templateId: string; templateName: string }> {
  const response = await page.request.get('/api/templates?limit=1');
  const body = (await response.json()) as {
    items: { templateId: string; templateName: string }[];
  };
  const first = body.items[0];
  if (!first) throw new Error('the demo catalogue has no video templates');
  return first;
}

/** Console errors and uncaught exceptions (a failed hydration reports itself as both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the FAQ, a list and a template page are readable, posters and all', async ({ page }) => {
      await page.goto('/faq');
      await expect(page).toHaveTitle('FAQ · Frameshop');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Frequently Asked Questions',
      );
      await expect(
        page.getByRole('button', { name: 'What format are exported videos in?' }),
      ).toBeVisible();

      const template = await firstVideoTemplate(page);
      await page.goto('/templates-list');
      const grid = page.getByRole('list', { name: 'Browse Templates' });
      await expect(grid.getByRole('link', { name: template.templateName })).toBeVisible();
      await expect(grid.getByRole('listitem')).toHaveCount(8);
      const poster = grid.locator('img').first();
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await page.goto(`/template/${template.templateId}`);
      await expect(page).toHaveTitle(`${template.templateName} · Frameshop`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.templateName);
    });
  });

  test('the browser takes the page over in place: the same elements, no errors or CSP violations, and it works', async ({
    page,
  }) => {
    // Six pages, each loaded and taken over by the app: 0.6–2.6 s a page on an idle machine, up to
    // 9 s while the other worker renders on the same two cores.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    // Tag the server's heading before any script runs; a page rebuilt by the browser loses the tag.
    // Content Security Policy violations (an eval probe, an inline script) are counted too.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} at ${event.sourceFile}`);
      });
      document.addEventListener('readystatechange', () => {
        const heading = document.querySelector('h1');
        if (document.readyState === 'interactive' && heading)
          Object.assign(heading, { fromServer: true });
      });
    });

    for (const path of ['/', '/faq', '/templates-list', '/image-templates']) {
      await page.goto(path);
      const fromServer = await page
        .locator('h1')
        .first()
        .evaluate((heading) => (heading as HTMLElement & { fromServer?: boolean }).fromServer);
      expect(fromServer, path).toBe(true);
    }
    const template = await firstVideoTemplate(page);
    await page.goto(`/template/${template.templateId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.templateName);

    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'What format are exported videos in?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('a rendered page paints before it asks for a single script', async ({ page }) => {
    for (const path of ['/', '/faq', '/templates-list']) {
      await page.goto(path);
      const timing = await page.evaluate(() => {
        const firstPaint = performance.getEntriesByName('first-paint')[0];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
        return {
          firstPaint: firstPaint?.startTime ?? null,
          scripts: scripts.length,
          firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(timing.firstPaint, path).not.toBeNull();
      expect(timing.scripts, path).toBeGreaterThan(0);
      expect(timing.firstScriptAsked, path).toBeGreaterThan(timing.firstPaint!);
    }
  });

  test('an old -template address and an unknown path are redirected by the server', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "A redirect is the server's answer, whatever the screen.");
    const template = await firstVideoTemplate(page);
    const old = await page.request.get(`/template/${template.templateId}-template`, {
      maxRedirects: 0,
    });
    expect(old.status()).toBe(302);
    expect(old.headers().location).toBe(`/template/${template.templateId}`);
    const unknown = await page.request.get('/no/such/page', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/');
  });

  test('a signed-in member gets their own navbar, with no error on the way', async ({
    page,
    clientIp,
  }) => {
    const account = await createAccount(clientIp);
    await page.goto('/login');
    await page.getByLabel('Email address', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(navbarCredits(page)).toContainText('500');

    const errors = collectErrors(page);
    await page.goto('/faq');
    await expect(navbarCredits(page)).toContainText('500');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test.describe('a first visit', () => {
    test.use({ storageState: firstVisitState });

    test('gets the cookie banner in the page itself; a visitor who chose does not', async ({
      page,
    }) => {
      const first = await page.request.get('/faq');
      expect(await first.text()).toContain('We use cookies');
      await page.goto('/faq');
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept All' })
        .click();
      const returning = await page.request.get('/faq');
      expect(await returning.text()).not.toContain('We use cookies');
    });
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInThroughApi } from '../support/sign-in';

/**
 * The main pages pass axe-core's WCAG 2.2 A and AA rules with no serious or critical violation, the
 * template lists, a detail page with its similar templates and search results with none at all, at
 * a laptop's and a phone's width; and the focus ring of the store's filled buttons stands out from
 * both the button and the page.
 */

/** The widths the lists are checked at: a laptop's and a common phone's. */
const LIST_WIDTHS = { desktop: 1280, phone: 390 } as const;

/** The serious and critical violations on the page, as `axeViolations` lists them. */
async function seriousViolations(page: Page, mainOnly = false): Promise<string[]> {
  return (await axeViolations(page, { mainOnly })).filter((violation) =>
    /\((serious|critical)\)/.test(violation),
  );
}

/** WCAG's contrast ratio of two CSS colours (`rgb(…)` or `rgba(…)`, alpha ignored). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The ring a keyboard user sees on `control`, and the colours either side of it. */
async function focusRingOf(page: Page, control: Locator) {
  await control.evaluate((element: HTMLElement) => element.blur());
  // Focus from the keyboard, as :focus-visible is shown to keyboard users.
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  return control.evaluate(async (element: HTMLElement) => {
    // Controls fade their colours in (`transition-colors` includes the outline's colour): a ring
    // read mid-fade is still near the page's colour, so read it once the fade has ended.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(element);
    let page = 'rgb(255, 255, 255)';
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const background = getComputedStyle(parent).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(background) && background !== 'transparent') {
        page = background;
        break;
      }
    }
    return {
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      offset: parseFloat(style.outlineOffset),
      colour: style.outlineColor,
      fill: style.backgroundColor,
      page,
    };
  });
}

test.describe('the main pages', () => {
  // The rules read the page's markup and colours, which the phone shares.
  test.skip(({ isMobile }) => isMobile, 'markup and colours are the same at a phone’s width');

  test('the main pages have no serious or critical accessibility violation', async ({
    page,
    request,
    clientIp,
  }) => {
    test.setTimeout(90_000);
    const { items } = (await (await request.get('/api/templates?limit=1')).json()) as {
      items: { templateId: string }[];
    };
    const signedOut = ['/', '/templates-list', `/template/${items[0]!.templateId}`, '/login'];
    for (const path of signedOut) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, path !== '/'), path).toEqual([]);
    }

    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    // Make many before a sheet is given; its rows, and a batch's page, are checked in
    // make-many.spec.ts, which makes a batch.
    for (const path of [
      '/buy-credits',
      '/Cart',
      '/profile',
      `/make-many/${items[0]!.templateId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The signed-in navbar (balance, account menu) is checked whole on the first of these.
      expect(await seriousViolations(page, path !== '/buy-credits'), path).toEqual([]);
    }
  });

  test('the focus ring of a filled button and of a text field stands 3:1 apart from the page and the fill', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email address', { exact: true });
    await email.fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signIn).toBeEnabled();

    for (const control of [signIn, email]) {
      const ring = await focusRingOf(page, control);
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.colour, ring.page)).toBeGreaterThanOrEqual(3);
      // Either the ring contrasts with the control's fill, or a gap of the page lies between them.
      if (ring.offset < 1) expect(contrast(ring.colour, ring.fill)).toBeGreaterThanOrEqual(3);
    }
    // The button is a filled one: its fill is far from the page's white.
    const buttonFill = (await focusRingOf(page, signIn)).fill;
    expect(contrast(buttonFill, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  });
});

interface Summary {
  templateId: string;
  templateName: string;
}

async function listed(request: APIRequestContext, path: string): Promise<Summary[]> {
  const response = await request.get(`${path}?limit=100`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { items: Summary[] }).items;
}

/** A video template the store suggests others beside, found through the API. */
async function templateWithSuggestions(request: APIRequestContext): Promise<Summary> {
  for (const template of await listed(request, '/api/templates')) {
    const response = await request.get(`/api/template/${template.templateId}/suggestions`);
    if (((await response.json()) as { items: unknown[] }).items.length > 0) return template;
  }
  throw new Error('No video template has suggestions in the demo catalogue');
}

// Grids of template cards, where a card's name and its visible text must agree (WCAG 2.5.3): every
// rule, every impact, at both widths.
test('the template lists, a detail page with its similar templates and search results have no accessibility violation', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({
    width: isMobile ? LIST_WIDTHS.phone : LIST_WIDTHS.desktop,
    height: 900,
  });
  const detail = await templateWithSuggestions(request);
  const word = detail.templateName.split(' ')[0]!;
  const pages = [
    { path: '/templates-list', grid: 'Browse Templates' },
    { path: '/image-templates', grid: 'Image Templates' },
    { path: '/direct-sell-templates', grid: 'Ready-Made Videos' },
    { path: `/template/${detail.templateId}`, grid: 'Suggested Templates' },
    { path: `/templates-list?q=${encodeURIComponent(word)}`, grid: 'Browse Templates' },
  ];
  for (const { path, grid } of pages) {
    await page.goto(path);
    const cards = page.getByRole('list', { name: grid, exact: true }).getByRole('listitem');
    await expect(cards.first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }
});

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInThroughApi } from '../support/sign-in';

/**
 * The main pages pass axe-core's WCAG 2.2 A and AA rules with no serious or critical violation,
 * and the focus ring of the store's filled buttons stands out from both the button and the page.
 * Desktop only: the rules read the page's markup and colours, which the phone shares.
 */

test.skip(({ isMobile }) => isMobile, 'markup and colours are the same at a phone’s width');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical violations on the page as it is, each with where it was found; within
 * `main` only when `mainOnly` (the navbar and footer are the same on every page, and checked once).
 */
async function seriousViolations(page: Page, mainOnly = false): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (mainOnly) builder.include('main');
  const { violations } = await builder
    .withTags(WCAG_TAGS)
    // An experimental rule: a template card's link is named by the template's name on purpose (the
    // name a speech-input user says), its layout, length and price being its description.
    .disableRules(['label-content-name-mismatch'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('; ')}`,
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
  for (const path of ['/buy-credits', '/Cart', '/profile']) {
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

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules, as the accessibility journeys check them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every axe-core violation of the WCAG rules on the page as it is, whatever its impact, each with
 * where it was found; within `main` only when `mainOnly`. Unlike accessibility.spec.ts, which
 * keeps the serious and critical ones of the main pages at a laptop's width, this is for a
 * journey's pages at each width it runs at.
 */
export async function axeViolations(page: Page, { mainOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // The template card's own rule, left to the card: its link is named by the template's name
    // alone while it shows the layout, length and price too (accessibility.spec.ts leaves it out
    // as well, until the card's name holds what it shows).
    .disableRules(['label-content-name-mismatch']);
  if (mainOnly) builder.include('main');
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ')}`,
  );
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules, as the accessibility journeys check them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every axe-core violation of the WCAG rules on the page as it is, whatever its impact, each with
 * where it was found; within `main` only when `mainOnly` (the navbar and footer are the same on
 * every page, and checked once).
 */
export async function axeViolations(page: Page, { mainOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
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

import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Shows `path` the way the app's own links do: a history entry the router follows, with no new
 * document. For journeys that visit many pages to look at each (not at how it loads): a document
 * load costs a browser on a 2-core machine more than a second of CPU, a route change a fraction.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Counts the page's requests in flight, so a journey can wait until none has been for a while:
 * Playwright's `networkidle`, which only follows a document load, for route changes too.
 */
export function trackRequests(page: Page): { quiet(quietMs?: number): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500) {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] })
        .toBe(true);
    },
  };
}

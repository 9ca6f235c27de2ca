import type { Page, Request } from '@playwright/test';
import { waitForApp } from './fixtures';

export interface PageBeforeApp {
  /** Lets the held scripts load, then waits for the app to take the page over. */
  startApp(): Promise<void>;
}

/**
 * Opens a page as a visitor on a slow connection sees it: the server's page is on screen, but its
 * scripts are held back until `startApp()`, so the forms on it are not live yet (a form sent
 * meanwhile is held by the page until then).
 */
export async function openBeforeApp(page: Page, path: string): Promise<PageBeforeApp> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    // A script asked for by a page that has since been left is no longer wanted.
    await route.continue().catch(() => undefined);
  });
  // The fixture's goto waits for the app, which is exactly what is held back here; the page's load
  // event waits for the held scripts too, so this goto stops once the page's markup has arrived.
  const goto = Object.getPrototypeOf(page).goto as Page['goto'];
  await goto.call(page, path, { waitUntil: 'domcontentloaded' });
  return {
    async startApp() {
      release();
      await waitForApp(page);
    },
  };
}

/** Every address the page asks for or shows, kept for checking what a journey leaked into URLs. */
export function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request: Request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

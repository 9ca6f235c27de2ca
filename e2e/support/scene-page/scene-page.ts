import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUNDLED_FONT_FILES } from '@frameshop/scene-renderer';
import { build } from 'esbuild';

const ORIGIN = 'http://scene-page.test';
const resolve = createRequire(import.meta.url).resolve;

let bundle: Promise<string> | undefined;

/** The page's script: the renderer and font loader, bundled from source as Vite would. */
function pageScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(import.meta.dirname, 'scene-page-entry.ts')],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]!.text);
  return bundle;
}

/**
 * Opens a blank page that carries the shared scene renderer (`window.scenePage`), serves the
 * bundled font files at `/fonts/<id>.ttf` (the very files the server registers) and `pictures`
 * at `/pictures/<name>`. Everything is answered by the test itself: no server, no network.
 */
export async function openScenePage(page: Page, pictures: Record<string, Buffer>): Promise<void> {
  const script = await pageScript();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const font = /^\/fonts\/(.+)\.ttf$/.exec(pathname)?.[1];
    const picture = /^\/pictures\/(.+)$/.exec(pathname)?.[1];
    if (pathname === '/') {
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><script src="/page.js"></script>',
      });
    } else if (pathname === '/page.js') {
      await route.fulfill({ contentType: 'text/javascript', body: script });
    } else if (font && font in BUNDLED_FONT_FILES) {
      const file = resolve(BUNDLED_FONT_FILES[font as keyof typeof BUNDLED_FONT_FILES].file);
      await route.fulfill({ contentType: 'font/ttf', body: fs.readFileSync(file) });
    } else if (picture && pictures[picture]) {
      await route.fulfill({ contentType: 'image/png', body: pictures[picture] });
    } else {
      await route.fulfill({ status: 404 });
    }
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'scenePage' in window);
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  AdminMessage,
  CatalogueMessage,
  NEW_ACCOUNT_CREDITS,
  REMEMBER_ME_MS,
  TemplateAdminMessage,
} from '@frameshop/contract';
import type { Browser, Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  sharedAdminStore,
  signUp,
  type SharedAdminStore,
  type StoreAccount,
} from '../support/admin-store';
import { expect, navbarCredits, test, waitForAppAfterLoading } from '../support/fixtures';
import { GOOGLE_SCRIPT_URL } from '../support/google';
import { returningVisitorState } from '../support/returning-visitor';
import { probeVideo, stillPhoto } from '../support/test-clip';
import { expectPlaying } from '../support/video-playback';

/**
 * The owner's catalogue, end to end (ADR 25): the owner makes a video template in the dashboard
 * from a clip of their own, sees a free preview render of the draft with the store's sample photo
 * and publishes it; a buyer finds it by name, puts a photo in its window, renders and downloads
 * the video; the owner retires it, and the buyer keeps what they bought.
 *
 * The store is the admin journeys' own (admin-store.ts), empty (no demo catalogue), because making
 * its owner an admin is a command run on the stopped store's database.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** The owner's clip: a solid colour with a pure green window, as the owner's files are made. */
const CLIP = { width: 320, height: 180, seconds: 2, name: 'owner-clip.mp4' };
const CLIP_COLOUR = [64, 64, 192] as const;
/** On even pixels, where 4:2:0 chroma keeps the window's edges sharp. */
const WINDOW = { x: 120, y: 40, width: 120, height: 100 };
const PHOTO_NAME = 'red-photo.png';
// prettier-ignore
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p', '-g', '10'];

let store: SharedAdminStore;
let owner: StoreAccount;
let buyer: StoreAccount;
let media: string;

// Playwright reads a hook's fixtures from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-owner-'));
  store = await sharedAdminStore(
    testInfo.project.name === 'phone' ? 'owner-catalogue:phone' : 'owner-catalogue:desktop',
  );
  owner = store.owner;
  buyer = await signUp(store.url, 'Bala Buyer');
});

test.afterAll(async () => {
  if (media) fs.rmSync(media, { recursive: true, force: true });
});

/** The owner's clip, drawn by ffmpeg (the lavfi graph of template-media's test inputs). */
function ownerClip(): string {
  const file = path.join(media, CLIP.name);
  const colour = `0x${CLIP_COLOUR.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  const { x, y, width, height } = WINDOW;
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=${CLIP.width}x${CLIP.height}:r=25:d=${CLIP.seconds},` +
      `drawbox=x=${x}:y=${y}:w=${width}:h=${height}:color=0x00FF00:t=fill`,
    ...H264,
    file,
  ]);
  return file;
}

/**
 * A browser of its own for `account`, signed in as a remembered sign-in is (the form's journeys
 * are in accounts.spec.ts), on this store's origin, hermetic as the fixtures' context is.
 */
async function signedInPage(browser: Browser, account: StoreAccount): Promise<Page> {
  const context = await browser.newContext({
    baseURL: store.url,
    storageState: returningVisitorState(store.url),
  });
  await context.route(GOOGLE_SCRIPT_URL, (route) => route.abort());
  context.on('page', waitForAppAfterLoading);
  await context.addInitScript(
    ({ key, record }) => {
      // Once per tab: a later visit finds the session as the app left it.
      if (sessionStorage.getItem('e2e.session-handed-over')) return;
      sessionStorage.setItem('e2e.session-handed-over', 'true');
      localStorage.setItem(key, JSON.stringify(record));
    },
    {
      key: 'frameshop.auth',
      record: { token: account.token, expiry: Date.now() + REMEMBER_ME_MS, rememberMe: true },
    },
  );
  return context.newPage();
}

/**
 * Records the accessible name of every progressbar that appears, from the first script on: a
 * small file's upload bar is there for a moment only.
 */
async function recordProgressbars(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { seenProgressbars: seen });
    new MutationObserver(() => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
        seen.add(bar.getAttribute('aria-label') ?? '');
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

async function progressbarsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(window as unknown as { seenProgressbars: Set<string> }).seenProgressbars,
  ]);
}

/**
 * The share of a frame's pixels, inside the clip's window (`inside`) or outside it, that pass
 * `passes`; a band of 4 clip pixels along the window's edge is left out, where encoders blend.
 */
function shareOf(
  frame: { width: number; height: number; rgb: Buffer },
  inside: boolean,
  passes: (r: number, g: number, b: number) => boolean,
): number {
  const scale = frame.width / CLIP.width;
  const band = 4 * scale;
  const left = WINDOW.x * scale;
  const top = WINDOW.y * scale;
  const right = (WINDOW.x + WINDOW.width) * scale;
  const bottom = (WINDOW.y + WINDOW.height) * scale;
  let counted = 0;
  let passed = 0;
  for (let y = 0; y < frame.height; y += 1) {
    for (let x = 0; x < frame.width; x += 1) {
      const inWindow = x >= left + band && x < right - band && y >= top + band && y < bottom - band;
      const nearEdge = x >= left - band && x < right + band && y >= top - band && y < bottom + band;
      if (inside ? !inWindow : nearEdge) continue;
      const at = (y * frame.width + x) * 3;
      counted += 1;
      if (passes(frame.rgb[at]!, frame.rgb[at + 1]!, frame.rgb[at + 2]!)) passed += 1;
    }
  }
  return passed / counted;
}

/** The frame at `seconds` of a video, decoded by ffmpeg to RGB. */
function frameOf(file: string, seconds: number) {
  const { width, height } = probeVideo(file);
  // prettier-ignore
  const rgb = execFileSync('ffmpeg', [
    '-loglevel', 'error', '-ss', String(seconds), '-i', file,
    '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-',
  ], { maxBuffer: width * height * 3 + 1024 });
  expect(rgb.length).toBe(width * height * 3);
  return { width, height, rgb };
}

/** Searches the video templates for `term` as a buyer types it, until the store has answered. */
async function search(page: Page, term: string): Promise<void> {
  await page.goto('/templates-list');
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/templates' && url.searchParams.get('q') === term;
  });
  await page.getByRole('combobox', { name: 'Search templates' }).fill(term);
  expect((await answered).status()).toBeLessThan(400);
  await expect(page).toHaveURL(/[?&]q=/);
}

const isRed = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;
const isClipColour = (r: number, g: number, b: number) =>
  [r, g, b].every((value, channel) => Math.abs(value - CLIP_COLOUR[channel]!) <= 30);

/** The dashboard's Templates tab, past the dashboard's password. */
async function openTemplatesTab(page: Page): Promise<void> {
  await page.goto('/internal-dashboard-admin');
  await expect(page.getByRole('heading', { name: AdminMessage.gateTitle })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: AdminMessage.accessDashboard }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Templates' }).click();
}

/**
 * A small PNG whose header declares a picture `side` pixels square (a pixel bomb): what an owner's
 * overlay over the upload limits looks like to the store, at a few hundred bytes.
 */
function oversizedPng(side: number): string {
  const file = stillPhoto('color=c=red:s=64x64', path.join(media, 'small-overlay.png'));
  const png = fs.readFileSync(file);
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  // The chunk's CRC covers its type and data: 17 bytes from offset 12.
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  const bomb = path.join(media, 'huge-overlay.png');
  fs.writeFileSync(bomb, png);
  return bomb;
}

/** The owner's and the buyer's browsers, side by side, each closed after the journey. */
const journey = test.extend<{ ownerPage: Page; buyerPage: Page }>({
  ownerPage: async ({ browser }, use) => {
    const page = await signedInPage(browser, owner);
    await use(page);
    await page.context().close();
  },
  buyerPage: async ({ browser }, use) => {
    const page = await signedInPage(browser, buyer);
    await use(page);
    await page.context().close();
  },
});

journey(
  'the owner makes and publishes a video template, a buyer renders it with their photo, and keeps it once it is retired',
  async ({ ownerPage, buyerPage }) => {
    const name = `Owner Reel ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const price = 7;
    const clip = ownerClip();
    const photo = stillPhoto('color=c=red:s=400x300', path.join(media, PHOTO_NAME));
    await recordProgressbars(ownerPage);

    // 1. The owner opens the dashboard behind its password and starts a new template.
    await openTemplatesTab(ownerPage);
    await ownerPage.getByRole('link', { name: 'New template' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'New template' })).toBeVisible();

    const form = ownerPage.getByRole('form', { name: 'New template' });
    await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Video template' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form
      .getByLabel('Description', { exact: true })
      .fill('A short reel with a window for your photo.');
    await form.getByLabel('Categories', { exact: true }).fill('Birthday, Reels');
    await form.getByLabel('Price (credits)', { exact: true }).fill(String(price));
    await form.getByRole('button', { name: 'Create template' }).click();

    // Saved as a draft, in the editor of the saved template, where its media are uploaded.
    await expect(ownerPage).toHaveURL(/\/internal-dashboard-admin\/templates\/(?!new$)[^/?]+$/);
    const templateId = decodeURIComponent(new URL(ownerPage.url()).pathname.split('/').pop()!);
    await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(ownerPage.getByText('Draft', { exact: true })).toBeVisible();
    await expect(
      ownerPage.getByText('No media yet: upload the template’s files below.'),
    ).toBeVisible();

    await ownerPage.getByLabel('Template clip (green-screen window)').setInputFiles(clip);
    await expect(
      ownerPage.getByText('Upload finished. The media are being prepared.'),
    ).toBeVisible();
    // Prepared by the job: the poster and the preview buyers will see, and the buyer's card.
    const poster = ownerPage.getByRole('img', { name: `Poster of ${name}` });
    await expect(poster).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(ownerPage.getByLabel(`Preview of ${name}`)).toBeVisible();
    // The upload's note follows the media: it no longer says they are being prepared.
    await expect(ownerPage.getByText('Upload finished. The media are ready.')).toBeVisible();
    await expect(ownerPage.getByText('Upload finished. The media are being prepared.')).toHaveCount(
      0,
    );
    const seen = await progressbarsSeen(ownerPage);
    expect(seen).toContain(`Uploading ${CLIP.name}`);
    expect(seen).toContain('Preparing the media');
    const buyerCard = ownerPage.getByRole('region', { name: 'As a buyer sees it' });
    await expect(buyerCard).toContainText(name);
    await expect(buyerCard).toContainText(`${price} credits`);

    // Still a draft, it renders as a buyer's free preview would, with the store's sample photo.
    await ownerPage.getByRole('button', { name: 'Render free preview' }).click();
    const sample = ownerPage.getByLabel(`Free preview of ${name} with a sample photo`);
    await expect(sample).toBeVisible({ timeout: 60_000 });
    await expectPlaying(sample);
    expect(await sample.evaluate((video: HTMLVideoElement) => video.videoHeight)).toBe(540);
    expect(await progressbarsSeen(ownerPage)).toContain('Sample preview progress');

    // Ready in the Templates tab, and published from its row.
    await ownerPage.getByRole('link', { name: 'Back to templates' }).click();
    const row = ownerPage.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Ready');
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    await expect(row).toContainText('Published');

    // 2. A buyer finds it by name, opens it and puts a photo in its window.
    await search(buyerPage, name);
    const cards = buyerPage.getByRole('list', { name: 'Browse Templates' }).getByRole('link');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveText(name);
    await expect(
      buyerPage.getByRole('list', { name: 'Browse Templates' }).getByRole('listitem'),
    ).toContainText(`${price} credits`);
    await cards.first().click();
    await expect(buyerPage).toHaveURL(new RegExp(`/template/${templateId}$`));
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(navbarCredits(buyerPage)).toContainText(String(NEW_ACCOUNT_CREDITS));

    await buyerPage.getByRole('link', { name: 'Add Photo or Video' }).click();
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(
      'Add Your Photo or Video',
    );
    await expect(buyerPage.getByTestId('editor-price')).toHaveText(`${price} credits`);
    await buyerPage.getByTestId('upload-file-input').setInputFiles(photo);
    await expect(buyerPage.getByText(`${PHOTO_NAME} is uploaded.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      buyerPage.getByRole('img', {
        name: `Live preview of ${name} with ${PHOTO_NAME} in its window`,
      }),
    ).toBeVisible();

    // The render: the price is held, and the finished video is on Generated Videos.
    await buyerPage.getByRole('button', { name: `Render · ${price} credits`, exact: true }).click();
    await expect(buyerPage).toHaveURL(/\/profile\?tab=generated-videos$/, { timeout: 30_000 });
    await expect(navbarCredits(buyerPage)).toContainText(String(NEW_ACCOUNT_CREDITS - price));
    const rendered = buyerPage.getByRole('listitem').filter({ hasText: name });
    await expect(rendered.getByLabel(`Generated video from ${name}`)).toBeVisible({
      timeout: 150_000,
    });
    const downloading = buyerPage.waitForEvent('download');
    await rendered.getByRole('link', { name: 'Download' }).click();
    const video = await (await downloading).path();
    expect((await readFile(video)).subarray(4, 8).toString('latin1')).toBe('ftyp');

    // Its pixels: the photo's red fills the window, the owner's clip is all around it.
    const frame = frameOf(video, CLIP.seconds / 2);
    // The template is the size of the owner's clip.
    expect({ width: frame.width, height: frame.height }).toEqual({
      width: CLIP.width,
      height: CLIP.height,
    });
    expect(shareOf(frame, true, isRed)).toBeGreaterThan(0.95);
    expect(shareOf(frame, false, isClipColour)).toBeGreaterThan(0.95);

    // 3. The owner retires it, after saying so in the confirmation.
    await row.getByRole('button', { name: `Retire ${name}` }).click();
    const confirm = ownerPage.getByRole('dialog', { name: `Retire ${name}` });
    await expect(confirm).toContainText(
      'It leaves every list and search; everyone who bought it keeps it.',
    );
    // On the screen, on a phone too: the wide table scrolls inside its frame, not the page.
    const box = await confirm.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(ownerPage.viewportSize()!.width);
    expect(
      await ownerPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await confirm.getByRole('button', { name: 'Retire', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Retired');

    // The store's lists show a change within about 0.3 s (ADR 25): the search, asked again
    // until then, no longer finds it (its words may still find other templates).
    const answered = buyerPage
      .getByRole('list', { name: 'Browse Templates', exact: true })
      .or(buyerPage.getByText('No templates found matching your criteria.'));
    await expect(async () => {
      await search(buyerPage, name);
      await expect(answered).toBeVisible({ timeout: 2_000 });
      await expect(cards.filter({ hasText: name })).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 10_000 });

    // Its page says it is no longer sold; the buyer owns it and downloads it still, free.
    await buyerPage.goto(`/template/${templateId}`);
    await expect(
      buyerPage.getByRole('status').filter({ hasText: CatalogueMessage.templateRetired }),
    ).toBeVisible();
    await expect(buyerPage.getByText('Owned', { exact: true })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: /^Buy\b/ })).toHaveCount(0);
    const again = buyerPage.waitForEvent('download');
    await buyerPage.getByRole('button', { name: 'Download (free)' }).click();
    const bundle = await again;
    expect(bundle.suggestedFilename()).toMatch(/\.zip$/);
    expect((await readFile(await bundle.path())).subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(navbarCredits(buyerPage)).toContainText(String(NEW_ACCOUNT_CREDITS - price));

    // Anyone who does not own it (the owner's own account here) is offered nothing to buy.
    await row.getByRole('link', { name: `Public page of ${name}` }).click();
    await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      ownerPage.getByRole('status').filter({ hasText: CatalogueMessage.templateRetired }),
    ).toBeVisible();
    await expect(ownerPage.getByRole('button', { name: /^Buy\b/ })).toHaveCount(0);
    await expect(ownerPage.getByRole('link', { name: 'Add Photo or Video' })).toHaveCount(0);
  },
);

journey(
  'the owner checks a manifest and sends an overlay too large, and reads what to do about each',
  async ({ ownerPage }, testInfo) => {
    await openTemplatesTab(ownerPage);
    await ownerPage.getByRole('button', { name: 'Import manifest' }).click();
    const panel = ownerPage.getByRole('region', { name: 'Import manifest' });
    const deep = `{"width":640,"height":360,"layers":${'['.repeat(40)}${']'.repeat(40)}}`;
    await panel.getByLabel('Manifest (CSV or JSON)').setInputFiles({
      name: 'templates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'sku,kind,templateName,templatePrice,templateJson',
          'CHECK-1,image,,10,',
          `CHECK-2,image,Deep Card,10,"${deep.replace(/"/g, '""')}"`,
          'CHECK-3,image,Plain Card,10,',
        ].join('\n'),
      ),
    });
    await panel.getByLabel('Check only (dry run)').check();
    await panel.getByRole('button', { name: 'Import' }).click();
    await expect(panel).toContainText('Checked 3 rows: 1 good, 2 with problems.');
    const problems = panel.getByRole('table', { name: 'Problems by row' });
    await expect(problems.getByRole('row').filter({ hasText: 'templateName' })).toContainText(
      TemplateAdminMessage.nameMissing,
    );
    await expect(problems.getByRole('row').filter({ hasText: 'templateJson' })).toContainText(
      TemplateAdminMessage.templateJsonTooDeep,
    );
    await expect(problems).not.toContainText('Invalid input');
    await panel.screenshot({
      path: testInfo.outputPath(`manifest-check-${testInfo.project.name}.png`),
    });

    // An image template whose overlay declares 16000 × 16000 pixels: refused from its header,
    // the reason on the template's media.
    const name = `Huge Card ${Date.now().toString(36)}`;
    await ownerPage.getByRole('link', { name: 'New template' }).click();
    const form = ownerPage.getByRole('form', { name: 'New template' });
    await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Image template' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Price (credits)', { exact: true }).fill('10');
    await form.getByRole('button', { name: 'Create template' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await ownerPage
      .getByLabel('Overlay PNG (transparent window)')
      .setInputFiles(oversizedPng(16_000));
    await expect(ownerPage.getByText('The media could not be prepared')).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      ownerPage.getByText(/^The overlay is 16000 × 16000 pixels; .* Export it smaller/),
    ).toBeVisible();
    await expect(
      ownerPage.getByText(
        'Upload finished, but the media could not be made from it: see why above.',
      ),
    ).toBeVisible();
    await ownerPage.screenshot({
      path: testInfo.outputPath(`overlay-refused-${testInfo.project.name}.png`),
      fullPage: true,
    });
  },
);

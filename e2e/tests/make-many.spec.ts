import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { NEW_ACCOUNT_CREDITS, type Scene, type TextLayer } from '@frameshop/contract';
import { fitText } from '@frameshop/scene-renderer';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { APIRequestContext, Page } from '@playwright/test';
import { drawScenePicture } from '../../apps/server/src/modules/scene-export/scene-picture';
import { useSceneFonts } from '../../apps/server/src/modules/scene-export/scene-fonts';
import { signUp } from '../support/admin-store';
import { tokenOf } from '../support/api-setup';
import { axeViolations } from '../support/axe';
import { expect, navbarCredits, test } from '../support/fixtures';
import { NAME_LAYER_ID, startOwnerVideoStore } from '../support/owner-video-template';
import { signInThroughApi } from '../support/sign-in';
import { probeVideo } from '../support/test-clip';

/**
 * Make many, end to end (issues 65 and 75): a buyer starts where buyers start, on a video
 * template's page, whose owner gave its starting scene a line of text reading "Name" and a photo
 * slot over its window (owner-video-template.ts); the page and the video editor it opens both offer
 * Make many. The buyer opens it from the editor, pastes a sheet of 12 rows copied
 * from a spreadsheet with 12 photos picked at once, fixes the one row flagged (its name cell
 * empty) in place, confirms the priced total once, watches the batch page until all 12 are made,
 * downloads everything as one ZIP and opens two of its videos: the template's length, and each
 * row's name drawn where the shared renderer draws it. The credits charged are the price shown.
 */

interface VideoTemplate {
  width: number;
  height: number;
  durationSeconds: number;
}

/** The sheet's rows: a name and a photo's file name (cased and extended as people write them). */
const PEOPLE = [
  'Asha Rao',
  'Ben Okafor',
  'Chen Wei',
  'Dara Kim',
  'Eve Adams',
  'Femi Ade',
  'Gita Nair',
  'Hugo Diaz',
  'Ivy Lund',
  'Jon Park',
  'Kiran Das',
  'Lena Roth',
];
/** The row whose name cell is pasted empty, to be fixed in place (the fifth). */
const EMPTY_ROW = 4;
const photoName = (index: number) => `photo-${String(index + 1).padStart(2, '0')}.png`;
/** How the sheet names each photo: without extension, upper case, or as the file is called. */
const photoCell = (index: number) =>
  index % 3 === 0
    ? photoName(index).replace('.png', '')
    : index % 3 === 1
      ? photoName(index).toUpperCase()
      : photoName(index);

/** Tab-separated, as Google Sheets and Excel copy cells; the fifth row's name left empty. */
const SHEET = [
  'name\tphoto',
  ...PEOPLE.map((name, index) => `${index === EMPTY_ROW ? '' : name}\t${photoCell(index)}`),
].join('\n');

/** A 240×240 PNG of one solid colour, a different hue per row. */
function colourPhoto(index: number): Buffer {
  const canvas = createCanvas(240, 240);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `hsl(${index * 30}, 80%, 45%)`;
  ctx.fillRect(0, 0, 240, 240);
  return canvas.toBuffer('image/png');
}

/** The serious and critical violations axe finds in the page's main content. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page, { mainOnly: true })).filter((violation) =>
    /\((serious|critical)\)/.test(violation),
  );
}

async function pixelsOf(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

/**
 * Where the shared renderer draws `name` in the design's text layer, as the server fits a row's
 * text (`fitText` with the bundled fonts): the layer alone on a clear comp, its opaque pixels.
 */
async function textMask(scene: Scene, layer: TextLayer, name: string): Promise<Uint8Array> {
  useSceneFonts();
  const fitted = fitText(createCanvas(1, 1).getContext('2d'), layer, name);
  if (!fitted.fits) throw new Error(`${name} does not fit the design's text box`);
  const alone: Scene = {
    ...scene,
    layers: [{ ...layer, text: name, size: fitted.size, lines: fitted.lines }],
  };
  const drawn = await drawScenePicture(alone, {}, { format: 'png', layers: 'buyer' });
  const data = await pixelsOf(drawn.bytes);
  const mask = new Uint8Array(scene.width * scene.height);
  for (let pixel = 0; pixel < mask.length; pixel++)
    mask[pixel] = data[pixel * 4 + 3]! > 220 ? 1 : 0;
  return mask;
}

/** A frame of the video one second in, at the comp's size, as RGBA. */
async function frameOf(file: string, scene: Scene, out: string) {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-ss',
    '1',
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    `scale=${scene.width}:${scene.height}`,
    out,
  ]);
  return pixelsOf(readFileSync(out));
}

/** The share of the mask's pixels that are the text's white in the frame. */
function whiteShare(frame: Uint8ClampedArray, mask: (pixel: number) => boolean): number {
  let inMask = 0;
  let white = 0;
  for (let pixel = 0; pixel < frame.length / 4; pixel++) {
    if (!mask(pixel)) continue;
    inMask += 1;
    const at = pixel * 4;
    if (Math.min(frame[at]!, frame[at + 1]!, frame[at + 2]!) > 200) white += 1;
  }
  expect(inMask).toBeGreaterThan(500);
  return white / inMask;
}

test('Make many: a pasted sheet of 12 rows and 12 photos, one row fixed in place, confirmed once, made, and downloaded as one ZIP of the right videos', async ({
  page,
  playwright,
}, testInfo) => {
  // Twelve video renders on the store's render workers: minutes on a busy 2-core machine.
  test.setTimeout(900_000);
  const store = await startOwnerVideoStore(testInfo.parallelIndex);
  try {
    await makeMany(page, await playwright.request.newContext({ baseURL: store.url }), store);
  } finally {
    await store.close();
  }
});

async function makeMany(
  page: Page,
  request: APIRequestContext,
  store: { url: string; templateId: string; templateName: string; price: number },
) {
  const testInfo = test.info();
  // The catalogue's card of the template: its comp size and length, as buyers see them.
  const listed = await request.get('/api/templates?limit=50');
  expect(listed.ok(), await listed.text()).toBe(true);
  const { items } = (await listed.json()) as { items: (VideoTemplate & { templateId: string })[] };
  const card = items.find((item) => item.templateId === store.templateId);
  if (!card) throw new Error('the owner’s template is not in the catalogue');
  const template = { ...store, ...card };
  const buyer = await signUp(store.url, 'Bulk Buyer');
  const account = {
    ...buyer,
    username: buyer.email,
    phone: { local: '', normalised: '' },
  };
  await signInThroughApi(page, request, account);

  // Where a buyer starts: the template's page, which offers Make many beside its editor.
  await page.goto(`${store.url}/template/${template.templateId}`);
  const opened = { timeout: 30_000 };
  await expect(page.getByRole('heading', { level: 1, name: template.templateName })).toBeVisible(
    opened,
  );
  const makeMany = page.getByRole('link', { name: 'Make many' });
  await expect(makeMany).toHaveAttribute('href', `/make-many/${template.templateId}`);
  // The header's balance on one line at the desktop's width (it wrapped at 1280 px).
  const pill = await navbarCredits(page).boundingBox();
  expect(pill!.height).toBeLessThan(40);
  await page.screenshot({
    path: testInfo.outputPath(`template-page-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The editor the page opens offers it too; the buyer takes it from there.
  await page.getByRole('link', { name: 'Add Photo or Video' }).click();
  await expect(page.getByRole('heading', { name: 'Add Your Photo or Video' })).toBeVisible(opened);
  await page.getByRole('link', { name: 'Make many' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Make many: ${template.templateName}` }),
  ).toBeVisible(opened);
  await expect(page.getByRole('link', { name: 'Back to template' })).toHaveAttribute(
    'href',
    `/template/${template.templateId}`,
  );

  // The sheet pasted as a spreadsheet copies it, and the 12 photos picked at once.
  await page.getByLabel('Paste cells from a spreadsheet').fill(SHEET);
  await page.getByRole('button', { name: 'Use the pasted cells' }).click();
  await page.getByLabel('Photos', { exact: true }).setInputFiles(
    PEOPLE.map((_, index) => ({
      name: photoName(index),
      mimeType: 'image/png',
      buffer: colourPhoto(index),
    })),
  );
  await expect(page.getByText('12 of 12 photos uploaded.')).toBeVisible({ timeout: 120_000 });

  // One row flagged, by its problem, on its row; the rest ready.
  const rowCount = page.getByRole('status').filter({ hasText: 'rows will be made' });
  await expect(rowCount).toHaveText('12 of 12 rows will be made; 1 need fixing or leaving out.');
  const rows = page.getByRole('list', { name: 'Rows' }).locator(':scope > li');
  await expect(rows).toHaveCount(12);
  const flagged = rows.nth(EMPTY_ROW);
  await expect(flagged).toContainText('This cell is empty, and the design has text here.');
  await expect(rows.filter({ hasText: 'Ready' })).toHaveCount(11);
  await expect(page.getByText('Fix or leave out the 1 row marked above.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`make-many-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Fixed in place: the cell typed into on its row.
  await flagged
    .getByRole('textbox', { name: `Row ${EMPTY_ROW + 1}: name` })
    .fill(PEOPLE[EMPTY_ROW]!);
  await expect(flagged).toContainText(`Row ${EMPTY_ROW + 1}: ${PEOPLE[EMPTY_ROW]}`);
  await expect(rowCount).toHaveText('12 of 12 rows will be made.');
  await expect(rows.filter({ hasText: 'Ready' })).toHaveCount(12);

  // One price in one line, and one button that names it.
  const priceLine = page.getByTestId('batch-price-line');
  await expect(priceLine).toHaveText(
    /^12 results × \d+ credits( \+ licence \d+)? = [\d,]+ credits$/,
    {
      timeout: 30_000,
    },
  );
  const [, perResult, licence, total] = (await priceLine.textContent())!
    .replace(/,/g, '')
    .match(/^12 results × (\d+) credits(?: \+ licence (\d+))? = (\d+) credits$/)!;
  const price = {
    perResult: Number(perResult),
    licence: Number(licence ?? 0),
    total: Number(total),
  };
  expect(price.total).toBe(12 * price.perResult + price.licence);
  expect(price.licence).toBe(template.price);
  const ordering = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/batches',
  );
  await page
    .getByRole('button', { name: `Make 12 · ${price.total.toLocaleString('en')} credits` })
    .click();
  const sent = (await ordering).postDataJSON() as {
    expectedTotal: number;
    rows: { name?: string; texts: Record<string, string> }[];
  };
  expect(sent.expectedTotal).toBe(price.total);
  expect(sent.rows.map((row) => row.name)).toEqual(PEOPLE);

  // The batch page: the whole total held at once, then every row made.
  await expect(page).toHaveURL(/\/batches\/[^/]+$/, opened);
  const afterOrder = NEW_ACCOUNT_CREDITS - price.total;
  await expect(navbarCredits(page)).toContainText(String(afterOrder));
  const credit = (label: string) =>
    page.getByText(`Credits ${label}`, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(page.getByRole('link', { name: 'Back to Generated Videos' })).toBeVisible();
  const progress = page.getByRole('status').filter({ hasText: ' made' });
  await expect(progress).toHaveText('Finished: 12 of 12 made.', { timeout: 840_000 });
  await expect(page.getByRole('progressbar', { name: 'Batch progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('Made', { exact: true })).toHaveCount(12);
  await expect(credit('charged')).toHaveText(`${price.total.toLocaleString('en')} credits`);
  await expect(credit('returned')).toHaveText('0 credits');
  await expect(credit('on hold')).toHaveText('0 credits');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`batch-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Everything as one ZIP: a video per row, named by the row, and results.csv.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all (ZIP)' }).click();
  const zip = await (await downloading).path();
  const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
  expect([...names].sort()).toEqual([...PEOPLE.map((name) => `${name}.mp4`), 'results.csv'].sort());
  const csv = execFileSync('unzip', ['-p', zip, 'results.csv'], { encoding: 'utf8' })
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('row,name,file,status,reason');
  expect(csv.slice(1)).toHaveLength(12);
  for (const [index, name] of PEOPLE.entries()) {
    expect(csv.slice(1)).toContainEqual(
      // Quoted or not, as CSV allows.
      expect.stringMatching(
        new RegExp(`^"?${index + 1}"?,"?${name}"?,"?${name}\\.mp4"?,"?made"?,`),
      ),
    );
  }

  // Two of its videos: the template's size and length, each with its own row's name drawn
  // where the shared renderer draws it (white in its own frame, not in the other's).
  const token = await tokenOf(request, account);
  const draft = (await (
    await request.get(`/api/drafts/${template.templateId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { scene: Scene };
  const textLayer = draft.scene.layers.find(
    (layer): layer is TextLayer => layer.type === 'text' && layer.id === NAME_LAYER_ID,
  )!;
  expect(textLayer).toBeDefined();
  mkdirSync(testInfo.outputDir, { recursive: true });
  const [first, second] = [PEOPLE[0]!, PEOPLE[EMPTY_ROW]!];
  const videos = [first, second].map((name) => {
    const file = testInfo.outputPath(`${name}.mp4`);
    writeFileSync(file, execFileSync('unzip', ['-p', zip, `${name}.mp4`], { maxBuffer: 1 << 28 }));
    const probed = probeVideo(file);
    expect({ width: probed.width, height: probed.height }).toEqual({
      width: template.width,
      height: template.height,
    });
    expect(Math.abs(probed.duration - template.durationSeconds)).toBeLessThan(0.5);
    return file;
  });
  const frames = await Promise.all(
    videos.map((file, at) => frameOf(file, draft.scene, testInfo.outputPath(`frame-${at}.png`))),
  );
  const masks = await Promise.all(
    [first, second].map((name) => textMask(draft.scene, textLayer, name)),
  );
  for (const [own, other] of [
    [0, 1],
    [1, 0],
  ] as const) {
    const onlyOwn = (pixel: number) => masks[own]![pixel] === 1 && masks[other]![pixel] === 0;
    expect(whiteShare(frames[own]!, onlyOwn)).toBeGreaterThan(0.8);
    expect(whiteShare(frames[other]!, onlyOwn)).toBeLessThan(0.5);
  }

  // Charged exactly the price shown, as the server keeps it.
  await page.reload();
  await expect(navbarCredits(page)).toContainText(String(afterOrder));
}

import { execFileSync } from 'node:child_process';
import { createCanvas } from '@napi-rs/canvas';
import { createAccount } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInThroughApi } from '../support/sign-in';

/**
 * Make many from where a buyer starts (issue 75), for pictures, on the store as a fresh clone runs
 * it: the first picture template's page offers Make many, and so does the image editor that its
 * Edit Template opens; the buyer goes on from the editor. The sheet names each person and a photo
 * file, and no column is called after the design's own line ("Your title here"), so each row keeps
 * the design's words, as the page says. The photos are JPEGs of one colour each, as a phone's
 * screenshot or Chrome's canvas makes them (once refused as damaged). One row names a photo that
 * was not chosen: the page names it, and the buyer leaves that row out. The batch and its
 * results.csv keep each row's number in the sheet.
 */

const SHEET = ['name\tphoto', 'Asha Rao\tasha.jpg', 'Ben Okafor\tben.jpg', 'Cara Diaz\tcara.jpg'];
/** The photos chosen: Ben's is not among them. */
const PHOTOS = ['asha.jpg', 'cara.jpg'];

/** A small JPEG of one colour, as @napi-rs/canvas (Skia, Chrome's encoder) writes it. */
async function plainJpeg(hue: number): Promise<Buffer> {
  const canvas = createCanvas(320, 240);
  const context = canvas.getContext('2d');
  context.fillStyle = `hsl(${hue}, 70%, 50%)`;
  context.fillRect(0, 0, 320, 240);
  return canvas.encode('jpeg', 90);
}

test('Make many pictures from a template’s page through its editor: the design’s words kept, a missing photo named, a row left out keeping the others’ numbers', async ({
  page,
  request,
  clientIp,
}, testInfo) => {
  test.setTimeout(180_000);
  const opened = { timeout: 30_000 };
  const listed = await request.get('/api/image-templates?limit=1');
  const [template] = (
    (await listed.json()) as { items: { templateId: string; templateName: string }[] }
  ).items;
  if (!template) throw new Error('the store has no picture template');
  await signInThroughApi(page, request, await createAccount(clientIp));

  // The template's page offers Make many beside Edit Template.
  await page.goto(`/image-template/${template.templateId}`);
  await expect(page.getByRole('heading', { level: 1, name: template.templateName })).toBeVisible(
    opened,
  );
  await expect(page.getByRole('link', { name: 'Make many' })).toHaveAttribute(
    'href',
    `/make-many/${template.templateId}`,
  );

  // So does the image editor it opens; the buyer goes on from there.
  await page.getByRole('link', { name: 'Edit Template' }).click();
  const fromEditor = page.getByRole('link', { name: 'Make many' });
  await expect(fromEditor).toBeVisible(opened);
  await page.screenshot({
    path: testInfo.outputPath(`image-editor-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await fromEditor.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Make many: ${template.templateName}` }),
  ).toBeVisible(opened);
  await expect(page.getByRole('heading', { level: 2, name: '1. Rows' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '2. Photos' })).toBeVisible();
  await expect(page.getByText(/up to [\d,]+ rows a batch/)).toBeVisible();

  await page.getByLabel('Paste cells from a spreadsheet').fill(SHEET.join('\n'));
  await page.getByRole('button', { name: 'Use the pasted cells' }).click();
  await page.getByLabel('Photos', { exact: true }).setInputFiles(
    await Promise.all(
      PHOTOS.map(async (name, index) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await plainJpeg(index * 120),
      })),
    ),
  );
  await expect(page.getByText('2 of 2 photos uploaded.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2, name: '4. Check each row' })).toBeVisible();

  // The design's line has no column: kept, as the page says, and the server agrees.
  await expect(page.getByRole('combobox', { name: 'Text “Your title here”' })).toHaveValue('');
  await expect(
    page.getByRole('combobox', { name: 'Text “Your title here”' }).locator('option:checked'),
  ).toHaveText('No column: keep the design’s text');
  const rows = page.getByRole('list', { name: 'Rows' }).locator(':scope > li');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(
    'No photo called “ben.jpg” was chosen. Add it with the photos above, or replace it here.',
  );
  await page.getByRole('checkbox', { name: 'Make row 2' }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'rows will be made' })).toHaveText(
    '2 of 3 rows will be made.',
  );
  await expect(rows.filter({ hasText: 'Ready' })).toHaveCount(2);
  const make = page.getByRole('button', { name: /^Make 2 · [\d,]+ credits$/ });
  await expect(make).toBeEnabled({ timeout: 30_000 });
  expect(await axeViolations(page, { mainOnly: true })).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`make-many-pictures-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await make.click();

  // The batch page names the sheet's rows 1 and 3, and leads back to the pictures.
  await expect(page).toHaveURL(/\/batches\/[^/]+$/, opened);
  await expect(page.getByRole('status').filter({ hasText: ' made' })).toHaveText(
    'Finished: 2 of 2 made.',
    { timeout: 120_000 },
  );
  await expect(page.getByText('Row 1 · Asha Rao')).toBeVisible();
  await expect(page.getByText('Row 3 · Cara Diaz')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your pictures' })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`batch-pictures-${testInfo.project.name}.png`),
    fullPage: true,
  });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all (ZIP)' }).click();
  const zip = await (await downloading).path();
  const csv = execFileSync('unzip', ['-p', zip, 'results.csv'], { encoding: 'utf8' })
    .trim()
    .split(/\r?\n/);
  expect(csv).toEqual([
    'row,name,file,status,reason',
    '"1","Asha Rao","Asha Rao.png","made",""',
    '"3","Cara Diaz","Cara Diaz.png","made",""',
  ]);
});

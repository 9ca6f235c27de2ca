import fs from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import type { Locator, Page } from '@playwright/test';
import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { createAccount } from '../support/accounts';
import { tokenOf } from '../support/api-setup';
import { expect, navbarCredits, test } from '../support/fixtures';
import { pngSize } from '../support/png-size';
import { signInThroughApi } from '../support/sign-in';

/**
 * The canvas editor, end to end: a buyer opens an image template's canvas, writes a line of text
 * and fills the photo slot with a photo of their own, reloads and finds both (the draft is on the
 * server), undoes and redoes, then exports it — the price confirmed first — and downloads the
 * full-size file. On the desktop everything after opening is done with the keys; on the phone
 * with taps.
 */

const PHOTO = { name: 'red-photo.png', width: 300, height: 200 };

function redPhoto(): Buffer {
  const canvas = createCanvas(PHOTO.width, PHOTO.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, PHOTO.width, PHOTO.height);
  return canvas.toBuffer('image/png');
}

/** The share of the editor's canvas that is pure red: the photo, drawn by the shared renderer. */
function redShare(page: Page): Promise<number> {
  return page.getByRole('img', { name: 'Your design' }).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! > 240 && data[i + 1]! < 20 && data[i + 2]! < 20) red += 1;
    }
    return red / (data.length / 4);
  });
}

/** A layer's button in the layer list, by its name (its text, or what it is). */
const layer = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Layers' }).getByRole('button', { name, exact: true });
const saved = (page: Page) => expect(page.getByText('Saved', { exact: true })).toBeVisible();

test('a design made on the canvas survives a reload, undo and redo walk through it, and it exports at full size', async ({
  page,
  clientIp,
  request,
}, testInfo) => {
  // The export is drawn by the server at full size: minutes, not seconds, on a busy machine.
  test.setTimeout(300_000);
  const keyboard = testInfo.project.name === 'desktop';
  const press = async (target: Locator) => {
    if (keyboard) {
      // As a tap waits for it: a button still disabled (Export, until the reloaded design is
      // ready) takes no focus, and the Enter would go nowhere.
      await expect(target).toBeEnabled();
      await target.focus();
      await page.keyboard.press('Enter');
    } else {
      await target.tap();
    }
  };

  const { items } = (await (await request.get('/api/image-templates?limit=100')).json()) as {
    items: { templateId: string; templateName: string; price: number }[];
  };
  const template = items[0]!;
  const account = await createAccount(clientIp);
  await signInThroughApi(page, request, account);
  await page.goto(`/${template.templateId}`);
  // Opening loads the editor's code and the scene's fonts and images: seconds on a busy machine.
  const opened = { timeout: 20_000 };
  await expect(page.getByRole('heading', { level: 1, name: template.templateName })).toBeVisible(
    opened,
  );
  await saved(page);
  if (keyboard) {
    // The whole canvas is in the window as the page opens, its bottom edge included.
    const canvas = (await page.getByRole('img', { name: 'Your design' }).boundingBox())!;
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  }

  // A line of text of the buyer's own, typed into the selected layer's field.
  await press(page.getByRole('button', { name: 'Add text' }));
  const text = page.getByRole('textbox', { name: 'Text' });
  if (keyboard) {
    await text.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Happy Diwali');
  } else {
    await text.fill('Happy Diwali');
  }
  await expect(layer(page, 'Happy Diwali')).toBeVisible();

  await page.screenshot({
    path: testInfo.outputPath(`canvas-editor-text-${testInfo.project.name}.png`),
  });

  // The photo slot filled with an upload of theirs.
  await press(layer(page, 'Photo slot (empty)'));
  await page
    .getByTestId('upload-file-input')
    .setInputFiles({ name: PHOTO.name, mimeType: 'image/png', buffer: redPhoto() });
  await expect(page.getByText(`${PHOTO.name} is uploaded.`)).toBeVisible({ timeout: 30_000 });
  await expect(layer(page, 'Photo')).toBeVisible();
  await expect.poll(() => redShare(page)).toBeGreaterThan(0.02);
  await saved(page);

  await page.reload();
  await expect(layer(page, 'Happy Diwali')).toBeVisible(opened);
  await expect(layer(page, 'Photo')).toBeVisible();
  await expect.poll(() => redShare(page)).toBeGreaterThan(0.02);
  await saved(page);

  // Undo and redo: a change after the reload, taken back and made again.
  await press(layer(page, 'Happy Diwali'));
  await text.fill('होली मुबारक');
  await expect(layer(page, 'होली मुबारक')).toBeVisible();
  // Hindi in the layer list is drawn in the face the store bundles, where the device has none
  // (this machine's Chromium has none), not as the empty boxes the system's sans-serif draws.
  // Each word is measured alone: the space between them is drawn by whichever system face comes
  // first in the page's list (Liberation Sans where Debian's chromium brought it), not the
  // bundled one, so the line as a whole is not the words' width in either face.
  const widthsOf = () =>
    layer(page, 'होली मुबारक').evaluate((button) => {
      const style = getComputedStyle(button);
      const words = (button.textContent ?? '').split(/\s+/).filter(Boolean);
      // A word as the list draws it: a range over its characters in the button's text.
      const drawn = (word: string) => {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(word) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          return range.getBoundingClientRect().width;
        }
        return 0;
      };
      // A word as one font alone would draw it.
      const widthIn = (family: string) => (word: string) => {
        const probe = document.createElement('span');
        probe.textContent = word;
        probe.style.cssText = `position:absolute;white-space:nowrap;font:${style.font}`;
        probe.style.fontFamily = family;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      };
      const total = (widthOf: (word: string) => number) =>
        words.reduce((sum, word) => sum + widthOf(word), 0);
      return {
        page: total(drawn),
        bundled: total(widthIn('"Frameshop Devanagari"')),
        boxes: total(widthIn('sans-serif')),
      };
    });
  // Once the face has arrived (it is fetched when such text first shows): the words are the
  // bundled face's width (to a fraction of a pixel, as layout rounds), far from the boxes'.
  await expect
    .poll(async () => {
      const widths = await widthsOf();
      return (
        Math.abs(widths.bundled - widths.boxes) > 2 && Math.abs(widths.page - widths.bundled) < 0.5
      );
    })
    .toBe(true);
  await press(layer(page, 'होली मुबारक'));
  await press(layer(page, 'Hide Photo'));
  await expect.poll(() => redShare(page)).toBe(0);
  if (keyboard) {
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => redShare(page)).toBeGreaterThan(0.02);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(layer(page, 'Happy Diwali')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect(layer(page, 'होली मुबारक')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+Y');
    await expect.poll(() => redShare(page)).toBe(0);
  } else {
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => redShare(page)).toBeGreaterThan(0.02);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(layer(page, 'Happy Diwali')).toBeVisible();
    await page.getByRole('button', { name: 'Redo' }).tap();
    await expect(layer(page, 'होली मुबारक')).toBeVisible();
    // Nothing of the editor reaches past the phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await saved(page);

  // What is saved is what is on screen.
  await page.reload();
  await expect(layer(page, 'होली मुबारक')).toBeVisible(opened);
  await saved(page);
  await page.screenshot({
    path: testInfo.outputPath(`canvas-editor-${testInfo.project.name}.png`),
  });

  // Export: the toolbar's button opens what it makes and costs, holding nothing; the button that
  // names the price orders on one click.
  await press(page.getByRole('button', { name: 'Export', exact: true }));
  const options = page.getByRole('dialog', { name: 'Export your design' });
  await expect(options.getByTestId('editor-price')).toHaveText(`${template.price} credits`);
  await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));
  await press(options.getByRole('button', { name: `Export · ${template.price} credits` }));
  const download = page.getByRole('link', { name: 'Download PNG' });
  await expect(download).toBeVisible({ timeout: 180_000 });
  await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS - template.price));
  const [file] = await Promise.all([page.waitForEvent('download'), press(download)]);

  // The file is the comp at full size, as the draft on the server describes it.
  const draft = (await (
    await request.get(`/api/drafts/${template.templateId}`, {
      headers: { authorization: `Bearer ${await tokenOf(request, account)}` },
    })
  ).json()) as { scene: { width: number; height: number } };
  const bytes = fs.readFileSync((await file.path())!);
  expect(pngSize(bytes)).toEqual({ width: draft.scene.width, height: draft.scene.height });
  await page.screenshot({
    path: testInfo.outputPath(`canvas-editor-export-${testInfo.project.name}.png`),
  });
});

test('a layer dragged on the canvas moves, and snaps to the centre with a guide', async ({
  page,
  clientIp,
  request,
}) => {
  // Signing up, signing in and opening the editor take most of it: 23-31 s while the other worker
  // renders on the same two cores, against a 30 s default.
  test.setTimeout(90_000);
  const { items } = (await (await request.get('/api/image-templates?limit=100')).json()) as {
    items: { templateId: string }[];
  };
  const account = await createAccount(clientIp);
  await signInThroughApi(page, request, account);
  await page.goto(`/${items[0]!.templateId}`);
  await page.getByRole('button', { name: 'Add text' }).click();
  const frame = page.getByTestId('selection-frame');
  const stage = await page.getByRole('img', { name: 'Your design' }).boundingBox();
  const start = await frame.boundingBox();
  const centre = (box: { x: number; width: number }) => box.x + box.width / 2;

  // Grab the text and carry it 80 px right: it follows the pointer (within the 6 px by which a
  // line of another layer, such as the title band's text, may pull it).
  const grab = { x: centre(start!), y: start!.y + start!.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 40, grab.y, { steps: 4 });
  await page.mouse.move(grab.x + 80, grab.y, { steps: 4 });
  await expect
    .poll(async () => Math.abs(centre((await frame.boundingBox())!) - (grab.x + 80)))
    .toBeLessThanOrEqual(6);

  // Back to 3 px off the comp's centre: it lands on the centre, and a guide shows where.
  const middle = centre(stage!);
  await page.mouse.move(middle + 3, grab.y, { steps: 4 });
  await expect(page.getByTestId('snap-guide').first()).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId('snap-guide')).toHaveCount(0);
  // The frame is drawn a frame after the drop; on a loaded machine that frame comes late. A drop
  // that lost its place would never arrive there, so waiting for it hides nothing.
  await expect
    .poll(async () => Math.abs(centre((await frame.boundingBox())!) - middle))
    .toBeLessThan(1);

  // One drag is one step: a single undo takes it back to where it was added.
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(Math.abs(centre((await frame.boundingBox())!) - centre(start!))).toBeLessThan(1);

  // Text edited where it is: a double-click opens a box over it, Enter keeps the words.
  const box = (await frame.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  const inPlace = page.getByRole('textbox', { name: 'Edit the text on the canvas' });
  await expect(inPlace).toBeFocused();
  await page.keyboard.type('Shubh Deepavali');
  await page.keyboard.press('Enter');
  await expect(inPlace).toHaveCount(0);
  await expect(layer(page, 'Shubh Deepavali')).toBeVisible();
  // Escape calls an edit off.
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type('Gone');
  await page.keyboard.press('Escape');
  await expect(layer(page, 'Shubh Deepavali')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(layer(page, 'Shubh Deepavali')).toHaveCount(0);
});

test.describe('with motion allowed', () => {
  // The backdrop video starts playing only for a visitor who has not asked for less motion.
  test.use({ reducedMotion: 'no-preference' });

  test("on a video template the canvas plays the template's video behind the buyer's layers, and asks for the photo before exporting", async ({
    page,
    clientIp,
    request,
  }) => {
    test.setTimeout(90_000);
    const { items } = (await (await request.get('/api/templates?limit=100')).json()) as {
      items: { templateId: string; templateName: string; price: number }[];
    };
    const template = items[0]!;
    const account = await createAccount(clientIp);
    await signInThroughApi(page, request, account);
    await page.goto(`/${template.templateId}`);
    await expect(page.getByRole('heading', { level: 1, name: template.templateName })).toBeVisible({
      timeout: 20_000,
    });
    await saved(page);

    // The template's watermarked preview plays behind the canvas: a frame to place text against.
    const video = page.getByTestId('template-video');
    const timeOf = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(timeOf, { timeout: 15_000 }).toBeGreaterThan(0.2);
    // The canvas draws the buyer's layers only, as the export lays them over the video: the rest of
    // it is clear, so the video shows through.
    const clearShare = await page
      .getByRole('img', { name: 'Your design' })
      .evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let clear = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] === 0) clear += 1;
        return clear / (data.length / 4);
      });
    expect(clearShare).toBeGreaterThan(0.3);

    // Paused on a frame, it stays there (a paused element's time does not move); played again, it
    // moves on.
    await page.getByRole('button', { name: 'Pause the video' }).click();
    const pausedAt = await timeOf();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await timeOf()).toBe(pausedAt);
    await page.getByRole('button', { name: 'Play the video' }).click();
    await expect.poll(timeOf).not.toBe(pausedAt);

    // The photo slot is empty: the export says to fill it, and nothing can be ordered yet.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const options = page.getByRole('dialog', { name: 'Export your video' });
    await expect(options.getByRole('alert')).toContainText('Add a photo to the photo slot first');
    await expect(
      options.getByRole('button', { name: `Export · ${template.price} credits` }),
    ).toBeDisabled();
    await expect(navbarCredits(page)).toContainText(String(NEW_ACCOUNT_CREDITS));
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BatchRowInput, SceneFontId, SceneInput } from '@frameshop/contract';
import { layoutText } from '@frameshop/scene-renderer';
import { createCanvas } from '@napi-rs/canvas';
import { useSceneFonts } from '../../apps/server/src/modules/scene-export';
import { TEMPLATE_WINDOW } from '../support/render-media';

/** The image template: a 1080×1920 card with a window for the row's photo. */
export const CARD = { width: 1080, height: 1920 };
export const CARD_WINDOW = { x: 90, y: 200, width: 900, height: 1000 };
/** The video template: 1080p, the photo in its green screen. */
export const FILM = { width: 1920, height: 1080 };

/** Photos the rows take in turn: a phone's photo, halved (each row decodes its own). */
const PHOTO_COUNT = 8;
const PHOTO = { width: 2016, height: 1512 };

/**
 * The card's full-size overlay (a gradient with the window cut out) and the photos, made once
 * and kept in the temp directory.
 */
export async function benchPictures(): Promise<{ overlayPath: string; photoPaths: string[] }> {
  const dir = path.join(os.tmpdir(), 'frameshop-bench-bulk-v1');
  const overlayPath = path.join(dir, 'overlay.png');
  const photoPaths = Array.from({ length: PHOTO_COUNT }, (_, i) =>
    path.join(dir, `photo-${i}.jpg`),
  );
  if (fs.existsSync(path.join(dir, 'ready'))) return { overlayPath, photoPaths };
  console.log(`Drawing the card's overlay and ${PHOTO_COUNT} photos in ${dir} (once)…`);
  fs.mkdirSync(dir, { recursive: true });
  const overlay = createCanvas(CARD.width, CARD.height);
  const design = overlay.getContext('2d');
  const gradient = design.createLinearGradient(0, 0, CARD.width, CARD.height);
  gradient.addColorStop(0, '#3a0ca3');
  gradient.addColorStop(1, '#f72585');
  design.fillStyle = gradient;
  design.fillRect(0, 0, CARD.width, CARD.height);
  design.clearRect(CARD_WINDOW.x, CARD_WINDOW.y, CARD_WINDOW.width, CARD_WINDOW.height);
  fs.writeFileSync(overlayPath, await overlay.encode('png'));
  for (const [index, photoPath] of photoPaths.entries()) {
    // Noise on a gradient of its own colour: as hard to decode as a real photo, each different.
    const photo = createCanvas(PHOTO.width, PHOTO.height);
    const ctx = photo.getContext('2d');
    const pixels = ctx.createImageData(PHOTO.width, PHOTO.height);
    const hue = (index * 255) / PHOTO_COUNT;
    for (let offset = 0; offset < pixels.data.length; offset += 4) {
      const x = (offset / 4) % PHOTO.width;
      const noise = Math.random() * 40;
      pixels.data[offset] = (hue + (x / PHOTO.width) * 120 + noise) % 256;
      pixels.data[offset + 1] = 100 + noise;
      pixels.data[offset + 2] = 220 - (x / PHOTO.width) * 150 + noise;
      pixels.data[offset + 3] = 255;
    }
    ctx.putImageData(pixels, 0, 0);
    fs.writeFileSync(photoPath, await photo.encode('jpeg', 90));
  }
  fs.writeFileSync(path.join(dir, 'ready'), '');
  return { overlayPath, photoPaths };
}

function textLayer(
  id: string,
  text: string,
  font: SceneFontId,
  size: number,
  box: { x: number; y: number; maxWidth: number },
) {
  useSceneFonts();
  const fields = { text, font, size, maxWidth: box.maxWidth };
  return {
    id,
    type: 'text' as const,
    ...fields,
    color: '#ffffff',
    align: 'center' as const,
    x: box.x,
    y: box.y,
    lines: layoutText(createCanvas(1, 1).getContext('2d'), fields),
  };
}

/** The card as designed once in the editor: the photo in the window, a name and a greeting. */
export function cardDesign(photoId: string): SceneInput {
  return {
    version: 1,
    ...CARD,
    layers: [
      { id: 'background', type: 'background', color: '#101010', locked: true },
      { id: 'photo', type: 'image', uploadId: photoId, box: CARD_WINDOW, zoom: 1.1 },
      { id: 'overlay', type: 'overlay', window: CARD_WINDOW, locked: true },
      textLayer('name', 'Priya Sharma', 'baloo-2', 120, { x: 90, y: 1300, maxWidth: 900 }),
      textLayer('message', 'Welcome to the team — we are glad you are here!', 'hind', 56, {
        x: 90,
        y: 1500,
        maxWidth: 900,
      }),
    ],
  };
}

/** The video's design: the photo in the green screen and a name over the moving bar. */
export function filmDesign(photoId: string): SceneInput {
  return {
    version: 1,
    ...FILM,
    layers: [
      { id: 'photo', type: 'image', uploadId: photoId, box: TEMPLATE_WINDOW },
      textLayer('name', 'Priya Sharma', 'baloo-2', 90, { x: 160, y: 950, maxWidth: 1600 }),
    ],
  };
}

const FIRST = ['Priya', 'Aarav', 'Meera', 'Rohan', 'Ananya', 'Kabir', 'Isha', 'Vihaan', 'Zoya'];
const LAST = ['Sharma', 'Patel', 'Iyer', 'Khan', 'Das', 'Menon', 'Gupta'];

/** Row i of a sheet: a name of its own, a greeting on the card, the photos in turn. */
export function sheetRows(
  count: number,
  photoIds: string[],
  kind: 'card' | 'film',
): BatchRowInput[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]} ${i + 1}`;
    const texts: Record<string, string> =
      kind === 'card'
        ? { name, message: `Happy birthday, ${name.split(' ')[0]}! Row ${i + 1} of ${count}.` }
        : { name };
    return { texts, photos: { photo: photoIds[i % photoIds.length]! }, name };
  });
}

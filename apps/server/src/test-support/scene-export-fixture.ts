import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SceneInput } from '@frameshop/contract';
import { layoutText } from '@frameshop/scene-renderer';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Db } from '../db/database';
import { uploads, users } from '../db/schema';
import { testConfig, testSecrets } from './test-app';
import { catalogueTemplates } from '../modules/catalogue';
import { createLocalDiskStorage, type LocalDiskStorage } from '../modules/media';
import { useSceneFonts } from '../modules/scene-export';

export type Rgba = [number, number, number, number];

/** The overlay's design colour, the buyer's photo and the text, far apart from each other. */
export const DESIGN: Rgba = [32, 64, 96, 255];
export const PHOTO: Rgba = [224, 32, 32, 255];
export const WHITE: Rgba = [255, 255, 255, 255];

export const COMP = { width: 1080, height: 1920 };
export const WINDOW = { x: 140, y: 280, width: 800, height: 800 };
/** Where the text layer sits: over the overlay's own pixels, below the window. */
export const TEXT_BOX = { x: 140, y: 1300, maxWidth: 800 };

export const hex = ([r, g, b]: Rgba) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** A PNG of one colour, or of one colour with a transparent rectangle cut out of it. */
export async function writePicture(
  file: string,
  size: { width: number; height: number },
  colour: Rgba,
  hole?: typeof WINDOW,
): Promise<void> {
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = hex(colour);
  ctx.fillRect(0, 0, size.width, size.height);
  if (hole) ctx.clearRect(hole.x, hole.y, hole.width, hole.height);
  fs.writeFileSync(file, await canvas.encode('png'));
}

export interface SceneExportFixture {
  storage: LocalDiskStorage;
  buyerId: string;
  otherUserId: string;
  imageTemplateId: number;
  videoTemplateId: number;
  photoId: string;
  videoUploadId: string;
  othersPhotoId: string;
  remove(): void;
}

/**
 * A media store holding an image template's full-size overlay (the design colour with a
 * transparent window) and a buyer's solid red photo, with their rows: what an export reads.
 */
export async function makeSceneExportFixture(db: Db): Promise<SceneExportFixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-scene-'));
  const storage = createLocalDiskStorage(testConfig({ DATA_DIR: dataDir }), testSecrets);
  const scratch = path.join(dataDir, 'scratch.png');
  await writePicture(scratch, COMP, DESIGN, WINDOW);
  await storage.put('private/scene-test/overlay.png', scratch);
  await writePicture(scratch, { width: 400, height: 300 }, PHOTO);
  await storage.put('private/uploads/scene-test/photo.png', scratch);

  const [buyer, other] = await db
    .insert(users)
    .values([
      { username: 'scene-buyer', email: 'scene-buyer@example.com' },
      { username: 'scene-other', email: 'scene-other@example.com' },
    ])
    .returning({ id: users.id });
  const templateJson = { ...COMP, window: WINDOW };
  const [image, video] = await catalogueTemplates.insertTemplates(db, [
    {
      kind: 'image',
      name: 'Scene test picture',
      price: 10,
      ...COMP,
      templateJson,
      media: { poster: 'public/scene-test/poster.png', overlay: 'private/scene-test/overlay.png' },
    },
    {
      kind: 'video',
      name: 'Scene test video',
      price: 10,
      ...COMP,
      templateJson,
      media: { poster: 'public/scene-test/poster.png' },
    },
  ]);
  const upload = (userId: string, kind: 'image' | 'video', key: string) => ({
    userId,
    kind,
    mimeType: kind === 'image' ? 'image/png' : 'video/mp4',
    sizeBytes: 1000,
    width: 400,
    height: 300,
    fileName: `${kind}.bin`,
    storageKey: key,
  });
  const [photo, videoUpload, othersPhoto] = await db
    .insert(uploads)
    .values([
      upload(buyer!.id, 'image', 'private/uploads/scene-test/photo.png'),
      upload(buyer!.id, 'video', 'private/uploads/scene-test/clip.mp4'),
      upload(other!.id, 'image', 'private/uploads/scene-test/others.png'),
    ])
    .returning({ id: uploads.id });
  return {
    storage,
    buyerId: buyer!.id,
    otherUserId: other!.id,
    imageTemplateId: image!.id,
    videoTemplateId: video!.id,
    photoId: photo!.id,
    videoUploadId: videoUpload!.id,
    othersPhotoId: othersPhoto!.id,
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * The buyer's design: the backdrop, their photo in the window under the overlay, and a white
 * line of text in Baloo 2 over the overlay's own pixels.
 */
export function buyerScene(photoId: string, text = 'Happy Birthday, आरव!'): SceneInput {
  useSceneFonts();
  const fields = { text, font: 'baloo-2' as const, size: 96, maxWidth: TEXT_BOX.maxWidth };
  return {
    version: 1,
    ...COMP,
    layers: [
      { id: 'background', type: 'background', color: '#000000', locked: true },
      { id: 'photo', type: 'image', uploadId: photoId, box: WINDOW },
      { id: 'overlay', type: 'overlay', window: WINDOW, locked: true },
      {
        id: 'title',
        type: 'text',
        ...fields,
        color: hex(WHITE),
        align: 'center',
        x: TEXT_BOX.x,
        y: TEXT_BOX.y,
        lines: layoutText(createCanvas(1, 1).getContext('2d'), fields),
      },
    ],
  };
}

/** The pixels of an encoded picture, decoded, with a reader by position. */
export async function decode(bytes: Buffer) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  const at = (x: number, y: number): Rgba => {
    const offset = (y * image.width + x) * 4;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!, data[offset + 3]!];
  };
  /** Pixels in a rectangle that `match`. */
  const count = (
    box: { x: number; y: number; width: number; height: number },
    match: (rgba: Rgba) => boolean,
  ) => {
    let found = 0;
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) if (match(at(x, y))) found++;
    }
    return found;
  };
  return { width: image.width, height: image.height, at, count };
}

/** Whether two colours are within `tolerance` on every channel (JPEG moves them a little). */
export const near = (actual: Rgba, expected: Rgba, tolerance = 6) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);

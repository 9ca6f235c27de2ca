import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Scene } from '@frameshop/contract';
import { loadImage, type Image } from '@napi-rs/canvas';
import { locateFfmpeg, type MediaStorage } from '../../apps/server/src/modules/media';
import { layerCompositionArgs, loadTemplateMedia } from '../../apps/server/src/modules/renders';
import { drawScenePicture } from '../../apps/server/src/modules/scene-export';
import { writePoster } from '../../apps/server/src/modules/uploads';
import { epochMs } from './job-timings';

/** `count` pieces of work on `workers` loops that each take the next one when done. */
async function onWorkers(
  count: number,
  workers: number,
  work: (index: number) => Promise<void>,
): Promise<{ started: number; ended: number }> {
  const started = epochMs();
  let next = 0;
  const loop = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(workers, count) }, loop));
  return { started, ended: epochMs() };
}

/**
 * The photos a scene's slots name, read and decoded for every row, as the export reads each
 * buyer's upload from storage and decodes it (scene-assets.ts).
 */
async function photosOf(scene: Scene, photoPathOf: Map<string, string>) {
  const photos = new Map<string, Image>();
  for (const layer of scene.layers) {
    if (layer.type !== 'image' || !layer.uploadId || photos.has(layer.uploadId)) continue;
    photos.set(
      layer.uploadId,
      await loadImage(await fsp.readFile(photoPathOf.get(layer.uploadId)!)),
    );
  }
  return photos;
}

/** Where the bare runs keep what they store, apart from the store's own renders. */
const bareKey = (run: string, name: string) => `private/bench-bare/${run}/${name}`;

/**
 * The bare renderer doing the picture rows' work as the render job does it, without the queue,
 * the database or the checks: the overlay read and decoded once (the store keeps it decoded, by
 * its key, for every row of a batch), each row's photos read and decoded, the picture drawn with
 * its poster and encoded (`drawScenePicture`), both stored side by side in the store's storage,
 * on `workers` loops in this process, as the store's render workers share it.
 */
export function drawPicturesBare(
  scenes: Scene[],
  files: { overlayPath: string; photoPathOf: Map<string, string> },
  workers: number,
  storage: Pick<MediaStorage, 'putStream'>,
) {
  const run = randomUUID();
  let overlay: Promise<Image> | undefined;
  return onWorkers(scenes.length, workers, async (index) => {
    const scene = scenes[index]!;
    overlay ??= fsp.readFile(files.overlayPath).then((bytes) => loadImage(bytes));
    const [decoded, uploads] = await Promise.all([overlay, photosOf(scene, files.photoPathOf)]);
    const picture = await drawScenePicture(
      scene,
      { overlay: decoded, uploads },
      { format: 'png', poster: true },
    );
    await Promise.all([
      storage.putStream(bareKey(run, `${index}.png`), Readable.from([picture.bytes])),
      storage.putStream(bareKey(run, `${index}.jpg`), Readable.from([picture.poster!])),
    ]);
  });
}

/**
 * The video rows' work as the render job does it, bare, on `workers` loops one row after another
 * on each: the template's clip probed (the job probes it for every row), the row's buyer layer
 * drawn (its photos decoded) and written, the ffmpeg command run by ffmpeg itself without the
 * job's progress reading, the poster cut from the output, and both stored in the store's storage.
 * Scratch files go to `dir`.
 */
export async function composeVideosBare(
  scenes: Scene[],
  files: { sourcePath: string; maskPath: string; photoPathOf: Map<string, string> },
  workers: number,
  dir: string,
  storage: Pick<MediaStorage, 'put'>,
) {
  const ffmpegPath = locateFfmpeg().path;
  const run = randomUUID();
  fs.mkdirSync(dir, { recursive: true });
  return onWorkers(scenes.length, workers, async (index) => {
    const scene = scenes[index]!;
    const layerPath = path.join(dir, `layer-${index}.png`);
    const outputPath = path.join(dir, `row-${index}.mp4`);
    const posterPath = path.join(dir, `row-${index}.jpg`);
    const [template, uploads] = await Promise.all([
      loadTemplateMedia(ffmpegPath, files),
      photosOf(scene, files.photoPathOf),
    ]);
    const layer = await drawScenePicture(scene, { uploads }, { format: 'png', layers: 'buyer' });
    await fsp.writeFile(layerPath, layer.bytes);
    const command = layerCompositionArgs({ template, layerPath, outputPath });
    await runBare(
      ffmpegPath,
      command.args.map((arg) => (arg === command.partialPath ? command.outputPath : arg)),
    );
    await writePoster(ffmpegPath, outputPath, Math.min(1, command.durationSeconds / 2), posterPath);
    await storage.put(bareKey(run, `${index}.jpg`), posterPath);
    await storage.put(bareKey(run, `${index}.mp4`), outputPath);
    await Promise.all(
      [layerPath, outputPath, posterPath].map((file) => fsp.rm(file, { force: true })),
    );
  });
}

function runBare(ffmpegPath: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the bare ffmpeg command exited with ${code}`)),
    );
  });
}

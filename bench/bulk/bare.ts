import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Scene } from '@frameshop/contract';
import { loadImage, type Image } from '@napi-rs/canvas';
import { locateFfmpeg } from '../../apps/server/src/modules/media';
import { layerCompositionArgs, loadTemplateMedia } from '../../apps/server/src/modules/renders';
import { drawScenePicture } from '../../apps/server/src/modules/scene-export';
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

/** The photos a scene's slots name, decoded from their files (as the export decodes them). */
async function photosOf(scene: Scene, photoPathOf: Map<string, string>) {
  const photos = new Map<string, Image>();
  for (const layer of scene.layers) {
    if (layer.type !== 'image' || !layer.uploadId || photos.has(layer.uploadId)) continue;
    photos.set(layer.uploadId, await loadImage(photoPathOf.get(layer.uploadId)!));
  }
  return photos;
}

/**
 * The bare renderer: each scene's overlay and photo decoded from their files, drawn with the
 * shared renderer and encoded to PNG (`drawScenePicture`), on `workers` loops in this process, as
 * the store's render workers share it. Nothing is written or recorded.
 */
export function drawPicturesBare(
  scenes: Scene[],
  files: { overlayPath: string; photoPathOf: Map<string, string> },
  workers: number,
) {
  return onWorkers(scenes.length, workers, async (index) => {
    const scene = scenes[index]!;
    const [overlay, uploads] = await Promise.all([
      loadImage(files.overlayPath),
      photosOf(scene, files.photoPathOf),
    ]);
    await drawScenePicture(scene, { overlay, uploads }, { format: 'png' });
  });
}

/**
 * The ffmpeg commands the render job runs for these video rows, run bare: each row's buyer layer
 * drawn first (untimed, into `dir`), then the commands on `workers` loops, one after another on
 * each, by ffmpeg itself without the job's progress reading, into `dir`.
 */
export async function composeVideosBare(
  scenes: Scene[],
  files: { sourcePath: string; maskPath: string; photoPathOf: Map<string, string> },
  workers: number,
  dir: string,
) {
  const ffmpegPath = locateFfmpeg().path;
  fs.mkdirSync(dir, { recursive: true });
  const template = await loadTemplateMedia(ffmpegPath, files);
  const commands: string[][] = [];
  for (const [index, scene] of scenes.entries()) {
    const layerPath = path.join(dir, `layer-${index}.png`);
    const uploads = await photosOf(scene, files.photoPathOf);
    const layer = await drawScenePicture(scene, { uploads }, { format: 'png', layers: 'buyer' });
    fs.writeFileSync(layerPath, layer.bytes);
    const command = layerCompositionArgs({
      template,
      layerPath,
      outputPath: path.join(dir, `row-${index}.mp4`),
    });
    commands.push(
      command.args.map((arg) => (arg === command.partialPath ? command.outputPath : arg)),
    );
  }
  return onWorkers(commands.length, workers, (index) => runBare(ffmpegPath, commands[index]!));
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

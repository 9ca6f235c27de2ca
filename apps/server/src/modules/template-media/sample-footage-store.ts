import { createHash } from 'node:crypto';
import path from 'node:path';
import { withScratchDir, type MediaStorage } from '../media';
import { runStep, type FfmpegStepOptions } from './ffmpeg-steps';
import type { SampleFootage } from './sample-footage';

/** Stores this process has made sure hold the sample, by key. */
const ensured = new WeakMap<MediaStorage, Map<string, Promise<void>>>();

/** The stored sample: the hash of its arguments names it, so a changed sample is a new file. */
export function sampleFootageKey(sample: SampleFootage): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(sample.args('<output>')))
    .digest('hex')
    .slice(0, 12);
  return `private/templates/sample-footage/${sample.name}-${hash}.mp4`;
}

/**
 * A local path of the sample footage that mock-ups show in a template's window. It is drawn once
 * per store (a few hundred milliseconds of `geq`) and kept there, so preparing a template only
 * reads it. The path is valid while `dir` is: a bucket's file is downloaded into it.
 */
export async function sampleFootagePath(
  sample: SampleFootage,
  storage: MediaStorage,
  dir: string,
  options: FfmpegStepOptions,
): Promise<string> {
  const key = sampleFootageKey(sample);
  const stores = ensured.get(storage) ?? new Map<string, Promise<void>>();
  ensured.set(storage, stores);
  let stored = stores.get(key);
  if (!stored) {
    stored = storeSample(sample, key, storage, options);
    stored.catch(() => stores.delete(key));
    stores.set(key, stored);
  }
  await stored;
  return (await storage.localFile(key, dir)).path;
}

async function storeSample(
  sample: SampleFootage,
  key: string,
  storage: MediaStorage,
  options: FfmpegStepOptions,
): Promise<void> {
  if (await storage.exists(key)) return;
  await withScratchDir('sample-footage', async (dir) => {
    const file = path.join(dir, path.posix.basename(key));
    await runStep(sample.args(file), options);
    await storage.put(key, file);
  });
}

import { findSystemFont, withScratchDir, type MediaStorage } from '../media';
import { preparationHashes } from './content-hash';
import type { DerivationContext, Derived } from './derivation';
import { deriveDirectSell } from './direct-sell-media';
import { deriveImageTemplate } from './image-template-media';
import { NEUTRAL_SAMPLE } from './sample-footage';
import { sampleFootageKey } from './sample-footage-store';
import { readStoredPreparation, storePreparation } from './stored-preparation';
import type {
  OwnerMediaFiles,
  PreparedTemplateMedia,
  PrepareTemplateMediaOptions,
} from './template-media-types';
import { deriveVideoTemplate } from './video-template-media';
import { assertOwnerFilesWithinLimits } from './owner-file-limits';

/**
 * Raise it whenever a derivation changes what it makes: the hash, and so every key, changes with
 * it, and public keys never change content.
 */
const RECIPE_VERSION = 2;
/** Per ffmpeg run: copying a 600 s clip, or a preview on a busy machine. */
const DEFAULT_TIMEOUT_MS = 300_000;

/** Preparations running in this process, per store and derivation hash: equal calls share one. */
const running = new WeakMap<MediaStorage, Map<string, Promise<PreparedTemplateMedia>>>();

/**
 * Makes every file a template needs from the owner's own files, with ffmpeg, and stores them: the
 * owner's files under `private/`, the previews and posters under `public/` (ADR 13). Refuses files
 * of the wrong kind, a clip with no window, a PNG with none, with a TemplateMediaError whose message
 * says what to export instead.
 *
 * The keys are named by a hash of the files' bytes and of how they are prepared, so the same files
 * are made once: a later call (another row of a manifest, the same import again) finds them stored
 * and makes nothing, and calls in this process that overlap share one run.
 */
export async function prepareTemplateMedia(
  files: OwnerMediaFiles,
  options: PrepareTemplateMediaOptions,
): Promise<PreparedTemplateMedia> {
  const report = progressReporter(options.onProgress);
  const font = options.font ?? findSystemFont();
  report(0, 'Reading your files');
  await assertOwnerFilesWithinLimits(files, options);
  const hashes = await preparationHashes(files, RECIPE_VERSION, {
    // Only what changes a kind's pictures: a poster time does not change an image template's.
    thumbnailFrame: files.kind === 'image' ? null : (options.thumbnailFrame ?? null),
    sample: files.kind === 'direct-sell' ? null : sampleFootageKey(NEUTRAL_SAMPLE),
    font: font ?? null,
  });
  const runs = running.get(options.storage) ?? new Map<string, Promise<PreparedTemplateMedia>>();
  running.set(options.storage, runs);
  let run = runs.get(hashes.derivation);
  if (!run) {
    const context = { ...options, font, hashes, report };
    run = prepareOnce(files, context).finally(() => runs.delete(hashes.derivation));
    runs.set(hashes.derivation, run);
  }
  const prepared = await run;
  report(1, 'Ready');
  return prepared;
}

async function prepareOnce(
  files: OwnerMediaFiles,
  options: PrepareTemplateMediaOptions & Pick<DerivationContext, 'font' | 'hashes' | 'report'>,
): Promise<PreparedTemplateMedia> {
  const { storage, hashes } = options;
  const stored = await readStoredPreparation(storage, hashes);
  if (stored) return stored;
  return withScratchDir('template-media', async (dir) => {
    const derived = await derive(files, {
      hashes,
      dir,
      storage,
      ffmpeg: {
        ffmpegPath: options.ffmpegPath,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      },
      limits: options.limits,
      font: options.font,
      thumbnailFrame: options.thumbnailFrame,
      report: options.report,
    });
    options.report(0.9, 'Saving');
    await Promise.all(derived.files.map(([key, file]) => storage.put(key, file)));
    await storePreparation(storage, hashes, derived.prepared, dir);
    return derived.prepared;
  });
}

function derive(files: OwnerMediaFiles, context: DerivationContext): Promise<Derived> {
  switch (files.kind) {
    case 'video':
      return deriveVideoTemplate(files, context);
    case 'image':
      return deriveImageTemplate(files, context);
    case 'direct-sell':
      return deriveDirectSell(files, context);
  }
}

/** Progress only ever grows: steps that run side by side report out of order. */
function progressReporter(onProgress: PrepareTemplateMediaOptions['onProgress']) {
  let reached = 0;
  return (fraction: number, step: string) => {
    reached = Math.max(reached, Math.min(1, fraction));
    onProgress?.(reached, step);
  };
}

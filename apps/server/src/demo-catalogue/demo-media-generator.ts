import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg, type MediaStorage } from '../modules/media';
import type { TemplateMediaKeys } from '../modules/catalogue';
import { demoMediaRecipe, type MediaField, type MediaRecipe } from './demo-media-recipes';
import type { DemoTemplate } from './demo-templates';
import { mapWithConcurrency } from './map-with-concurrency';

export interface GenerateDemoMediaOptions {
  storage: MediaStorage;
  ffmpegPath: string;
  /** Font for titles; none means media without text. */
  font: string | undefined;
  /** ffmpeg processes at once; each one already uses several threads. */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface DemoMediaResult {
  /** Media keys per template, in the order of the templates given. */
  media: TemplateMediaKeys[];
  /** Templates whose media were made now, and those whose files existed already. */
  made: number;
  reused: number;
}

const RUN_TIMEOUT_MS = 120_000;

/**
 * Makes the media of the demo templates with ffmpeg, skipping every template whose files exist: the
 * keys carry a hash of the exact ffmpeg arguments, so a file on disk is what today's recipe makes.
 */
export async function generateDemoMedia(
  templates: readonly DemoTemplate[],
  options: GenerateDemoMediaOptions,
): Promise<DemoMediaResult> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-demo-media-'));
  const counts = { made: 0, reused: 0 };
  let done = 0;
  try {
    const media = await mapWithConcurrency(
      templates,
      options.concurrency ?? 2,
      async (template) => {
        const { keys, outcome } = await makeMedia(template, workDir, options);
        counts[outcome] += 1;
        done += 1;
        options.onProgress?.(done, templates.length);
        return keys;
      },
    );
    return { media, ...counts };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Where a template's media live: the recipe's keys with a hash of its exact ffmpeg arguments. The
 * hash sees the outputs by name only, so it depends on nothing but the recipe itself.
 */
export function demoMediaKeys(
  template: DemoTemplate,
  font: string | undefined,
): { recipe: MediaRecipe; keys: TemplateMediaKeys } {
  const recipe = demoMediaRecipe(template, font);
  const fields = Object.keys(recipe.outputs) as MediaField[];
  const placeholders = Object.fromEntries(fields.map((field) => [field, `<${field}>`]));
  const hash = createHash('sha256')
    .update(JSON.stringify(recipe.args(placeholders)))
    .digest('hex')
    .slice(0, 12);
  const keys = Object.fromEntries(
    fields.map((field) => [field, withHash(recipe.outputs[field] as string, hash)]),
  ) as Partial<TemplateMediaKeys>;
  if (!keys.poster) throw new Error(`The recipe of ${template.name} makes no poster`);
  return { recipe, keys: { ...keys, poster: keys.poster } };
}

async function makeMedia(
  template: DemoTemplate,
  workDir: string,
  options: GenerateDemoMediaOptions,
): Promise<{ keys: TemplateMediaKeys; outcome: 'made' | 'reused' }> {
  const { recipe, keys } = demoMediaKeys(template, options.font);
  const entries = Object.entries(keys) as [MediaField, string][];
  const present = await Promise.all(entries.map(([, key]) => options.storage.exists(key)));
  if (present.every(Boolean)) return { keys, outcome: 'reused' };

  const scratch = Object.fromEntries(
    entries.map(([field, key]) => [field, path.join(workDir, path.basename(key))]),
  );
  await runFfmpeg(recipe.args(scratch), {
    ffmpegPath: options.ffmpegPath,
    timeoutMs: RUN_TIMEOUT_MS,
  });
  for (const [field, key] of entries) {
    const file = scratch[field] as string;
    await options.storage.put(key, file);
    await fs.rm(file, { force: true });
  }
  return { keys, outcome: 'made' };
}

/** `public/demo/x/preview.mp4` + hash → `public/demo/x/preview-<hash>.mp4`. */
export function withHash(key: string, hash: string): string {
  const extension = path.posix.extname(key);
  return `${key.slice(0, key.length - extension.length)}-${hash}${extension}`;
}

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg, type MediaStorage } from '../modules/media';
import type { TemplateMediaKeys } from '../modules/catalogue';
import { runComposition } from '../modules/renders';
import { demoMediaRecipe, slugOf, type MediaField, type MediaRecipe } from './demo-media-recipes';
import { mockupCommand, sampleFootageFor, type SampleFootage } from './demo-mockup';
import type { DemoTemplate, DemoVideoTemplate } from './demo-templates';
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
  const samples = sampleFootageFiles(workDir, options.ffmpegPath);
  try {
    const media = await mapWithConcurrency(
      templates,
      options.concurrency ?? 2,
      async (template) => {
        const { keys, outcome } = await makeMedia(template, workDir, options, samples);
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

/** What makes one template's media, and where they are stored. */
export interface DemoMediaPlan {
  recipe: MediaRecipe;
  /** The stored media: the recipe's outputs, and for a video template its mock-ups. */
  keys: TemplateMediaKeys;
  /** A video template's mock-up, made from the recipe's green preview and mask. */
  mockup?: { template: DemoVideoTemplate; sample: SampleFootage };
}

/**
 * Where a template's media live: the recipe's keys with a hash of its exact ffmpeg arguments. The
 * hash sees the outputs by name only, so it depends on nothing but the recipe itself. A video
 * template's preview, poster and share picture are its mock-ups, whose hash also covers the sample
 * footage and the composition that makes them.
 */
export function demoMediaKeys(template: DemoTemplate, font: string | undefined): DemoMediaPlan {
  const recipe = demoMediaRecipe(template, font);
  const { keys, hash } = recipeKeys(recipe);
  if (template.kind === 'video') {
    const sample = sampleFootageFor(template);
    const mockup = hashOf([
      hash,
      sample.args('<sample>'),
      mockupCommand(
        template,
        {
          greenPreview: '<preview>',
          mask: '<mask>',
          sample: '<sample>',
          output: '<output>',
          poster: '<poster>',
          sharePicture: '<sharePicture>',
        },
        font,
      ).args,
    ]);
    const dir = `public/demo/${slugOf(template.name)}`;
    if (!keys.maskPreview) throw new Error(`The recipe of ${template.name} makes no mask`);
    return {
      recipe,
      keys: {
        poster: withHash(`${dir}/poster.jpg`, mockup),
        sharePicture: withHash(`${dir}/share.jpg`, mockup),
        preview: withHash(`${dir}/preview.mp4`, mockup),
        maskPreview: keys.maskPreview,
      },
      mockup: { template, sample },
    };
  }
  if (!keys.poster) throw new Error(`The recipe of ${template.name} makes no poster`);
  return { recipe, keys: { ...keys, poster: keys.poster } };
}

/** A recipe's output keys, each with the hash of the recipe's arguments. */
export function recipeKeys(recipe: MediaRecipe): {
  keys: Partial<TemplateMediaKeys>;
  hash: string;
} {
  const fields = Object.keys(recipe.outputs) as MediaField[];
  const placeholders = Object.fromEntries(fields.map((field) => [field, `<${field}>`]));
  const hash = hashOf(recipe.args(placeholders));
  const keys = Object.fromEntries(
    fields.map((field) => [field, withHash(recipe.outputs[field] as string, hash)]),
  ) as Partial<TemplateMediaKeys>;
  return { keys, hash };
}

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

async function makeMedia(
  template: DemoTemplate,
  workDir: string,
  options: GenerateDemoMediaOptions,
  samples: SampleFootageFiles,
): Promise<{ keys: TemplateMediaKeys; outcome: 'made' | 'reused' }> {
  const { recipe, keys, mockup } = demoMediaKeys(template, options.font);
  const entries = Object.entries(keys) as [MediaField, string][];
  const present = await Promise.all(entries.map(([, key]) => options.storage.exists(key)));
  if (present.every(Boolean)) return { keys, outcome: 'reused' };

  const slug = slugOf(template.name);
  const scratchOf = (key: string) => path.join(workDir, `${slug}-${path.posix.basename(key)}`);
  const recipeScratch = Object.fromEntries(
    Object.entries(recipe.outputs).map(([field, key]) => [field, scratchOf(key)]),
  );
  const ffmpeg = { ffmpegPath: options.ffmpegPath, timeoutMs: RUN_TIMEOUT_MS };
  await runFfmpeg(recipe.args(recipeScratch), ffmpeg);
  const made: Partial<Record<MediaField, string>> = { ...recipeScratch };
  if (mockup) {
    const output = scratchOf(keys.preview as string);
    const poster = scratchOf(keys.poster as string);
    const sharePicture = scratchOf(keys.sharePicture as string);
    await runComposition(
      mockupCommand(
        mockup.template,
        {
          greenPreview: recipeScratch.preview as string,
          mask: recipeScratch.maskPreview as string,
          sample: await samples.path(mockup.sample),
          output,
          poster,
          sharePicture,
        },
        options.font,
      ),
      ffmpeg,
    );
    made.preview = output;
    made.poster = poster;
    made.sharePicture = sharePicture;
  }
  for (const [field, key] of entries) {
    await options.storage.put(key, made[field] as string);
  }
  await Promise.all(
    Object.values({ ...recipeScratch, ...made }).map((file) => fs.rm(file, { force: true })),
  );
  return { keys, outcome: 'made' };
}

/** The sample clips of one run, each made once, when the first mock-up needs it. */
interface SampleFootageFiles {
  path(sample: SampleFootage): Promise<string>;
}

function sampleFootageFiles(workDir: string, ffmpegPath: string): SampleFootageFiles {
  const made = new Map<string, Promise<string>>();
  return {
    path(sample) {
      let file = made.get(sample.name);
      if (!file) {
        const target = path.join(workDir, `sample-${sample.name}.mp4`);
        file = runFfmpeg(sample.args(target), { ffmpegPath, timeoutMs: RUN_TIMEOUT_MS }).then(
          () => target,
        );
        made.set(sample.name, file);
      }
      return file;
    },
  };
}

/** `public/demo/x/preview.mp4` + hash → `public/demo/x/preview-<hash>.mp4`. */
export function withHash(key: string, hash: string): string {
  const extension = path.posix.extname(key);
  return `${key.slice(0, key.length - extension.length)}-${hash}${extension}`;
}

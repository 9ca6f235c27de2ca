import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CatalogueWriter } from '../modules/catalogue';
import type { Config } from '../config/env';
import type { Database, Db } from '../db/database';
import { locateFfmpeg, runFfmpeg, type MediaStorage } from '../modules/media';
import {
  CompositionError,
  storedTemplateSources,
  type TemplateRenderFiles,
  type TemplateSourceResolver,
} from '../modules/renders';
import { CompositionMessage } from '../modules/renders/composition/composition-error';
import { recipeKeys } from './demo-media-generator';
import { videoTemplateSourceRecipe } from './demo-media-recipes';
import { DEMO_TEMPLATES, type DemoVideoTemplate } from './demo-templates';

export interface DemoTemplateSourcesOptions {
  db: Db;
  storage: MediaStorage;
  /** Or where to find it: looked for only when a source is to be made. */
  ffmpegPath: string | (() => string);
  /** For every template that is not a demo video template; `storedTemplateSources` by default. */
  fallback?: TemplateSourceResolver;
  /** A 15 s 1080p source takes about 8 s on two idle cores. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 180_000;

/**
 * Template sources for a store with the demo catalogue. Seeding makes only the small previews, so
 * that the first start is quick; a demo video template's full-size source (its look at the
 * template's size and length, with a soundtrack) and a mask keyed from it are made on the first
 * render that needs them, stored under `private/` and recorded on the template's row.
 *
 * Calls for one template in this process share one ffmpeg run; processes racing each other each
 * make the same files under the same recipe-hashed keys, and storage puts replace whole files in one
 * step, so the race costs time, never a half-written source. Any other template, or a demo name
 * whose row carries a source of its own, goes to the fallback.
 */
export function demoTemplateSources(options: DemoTemplateSourcesOptions): TemplateSourceResolver {
  const fallback = options.fallback ?? storedTemplateSources;
  const making = new Map<string, Promise<TemplateRenderFiles>>();
  return async (template) => {
    const demo = DEMO_TEMPLATES.find(
      (item): item is DemoVideoTemplate => item.kind === 'video' && item.name === template.name,
    );
    if (!demo) return fallback(template);
    const { recipe, keys } = demoSourceKeys(demo);
    if (template.media.source && template.media.source !== keys.sourceKey) {
      return fallback(template);
    }
    let pending = making.get(keys.sourceKey);
    if (!pending) {
      pending = ensureSource(template.id, recipe, keys, options).finally(() =>
        making.delete(keys.sourceKey),
      );
      making.set(keys.sourceKey, pending);
    }
    return pending;
  };
}

/**
 * The resolver a server or a worker renders with. It is safe without the demo catalogue too: it
 * acts only on demo template names whose row has no source of another origin.
 */
export function createDemoTemplateSources(deps: {
  config: Config;
  database: Database;
  storage: MediaStorage;
}): TemplateSourceResolver {
  return demoTemplateSources({
    db: deps.database.db,
    storage: deps.storage,
    ffmpegPath: () => locateFfmpeg({ configuredPath: deps.config.ffmpegPath }).path,
  });
}

/** Where a demo video template's source and full-size mask are stored. */
export function demoSourceKeys(template: DemoVideoTemplate) {
  const recipe = videoTemplateSourceRecipe(template);
  const { keys } = recipeKeys(recipe);
  if (!keys.source || !keys.mask)
    throw new Error(`The source recipe of ${template.name} is partial`);
  return { recipe, keys: { sourceKey: keys.source, maskKey: keys.mask } };
}

async function ensureSource(
  templateId: number,
  recipe: ReturnType<typeof videoTemplateSourceRecipe>,
  keys: TemplateRenderFiles,
  options: DemoTemplateSourcesOptions,
): Promise<TemplateRenderFiles> {
  const { storage } = options;
  const present = await Promise.all([storage.exists(keys.sourceKey), storage.exists(keys.maskKey)]);
  if (!present.every(Boolean)) await makeSource(recipe, keys, options);
  await recordSource(options.db, templateId, keys);
  return keys;
}

async function makeSource(
  recipe: ReturnType<typeof videoTemplateSourceRecipe>,
  keys: TemplateRenderFiles,
  options: DemoTemplateSourcesOptions,
): Promise<void> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-demo-source-'));
  try {
    const scratch = {
      source: path.join(workDir, path.posix.basename(keys.sourceKey)),
      mask: path.join(workDir, path.posix.basename(keys.maskKey)),
    };
    const ffmpegPath =
      typeof options.ffmpegPath === 'string' ? options.ffmpegPath : options.ffmpegPath();
    await runFfmpeg(recipe.args(scratch), {
      ffmpegPath,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    }).catch((error: Error) => {
      // Out of disk, killed, a busy machine: worth the render job's retry.
      throw new CompositionError('ffmpeg-failed', CompositionMessage.ffmpegFailed, error.message);
    });
    // The mask first: a source on disk then means both are there.
    await options.storage.put(keys.maskKey, scratch.mask);
    await options.storage.put(keys.sourceKey, scratch.source);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Records the full-size source and mask on the row, leaving its other media alone: `maskPreview`
 * stays the public mask keyed from the preview, which the editors' live preview draws through.
 */
async function recordSource(db: Db, templateId: number, keys: TemplateRenderFiles): Promise<void> {
  await new CatalogueWriter().addMediaKeys(db, templateId, {
    source: keys.sourceKey,
    mask: keys.maskKey,
  });
}

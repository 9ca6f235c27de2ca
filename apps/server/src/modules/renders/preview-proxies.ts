import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg, type MediaStorage } from '../media';
import { uploadPreviewProxyKey } from '../uploads';
import { previewProxyArgs, uploadPreviewProxyArgs } from './composition/preview-proxy';

/**
 * Where a source's preview proxy is kept: under `private/`, like the full-size source it is made
 * from (ADR 13), and named after the source's key, so a new source gets a new proxy.
 */
export const previewProxyKey = (sourceKey: string) =>
  `private/preview-proxies/${sourceKey.replace(/^private\//, '').replace(/\.[^./]+$/, '')}.mp4`;

/** What kind of file the proxies are of: where one is kept, and how it is made. */
export interface ProxyRecipe {
  keyOf: (key: string) => string;
  argsOf: (inputPath: string, outputPath: string) => string[];
}

export const TEMPLATE_PROXIES: ProxyRecipe = { keyOf: previewProxyKey, argsOf: previewProxyArgs };
export const UPLOAD_PROXIES: ProxyRecipe = {
  keyOf: uploadPreviewProxyKey,
  argsOf: uploadPreviewProxyArgs,
};

export interface PreviewProxiesOptions {
  storage: Pick<MediaStorage, 'put' | 'exists' | 'localFile'>;
  ffmpegPath: string;
  /** Template sources' proxies unless told otherwise. */
  recipe?: ProxyRecipe;
  /** Making one costs about as much as the preview it speeds up did. */
  timeoutMs?: number;
}

/**
 * The reduced copies of template sources (or of uploaded videos) that free previews are cut from.
 * A proxy is made the first time a file is asked for one (a template's first preview or the
 * backfill at start-up, an upload's job) and kept; calls for one file in this process share one
 * ffmpeg run, and processes racing each other write the same file, replaced whole by the
 * storage's put.
 */
export class PreviewProxies {
  private readonly making = new Map<string, Promise<string>>();

  private readonly recipe: ProxyRecipe;

  constructor(private readonly options: PreviewProxiesOptions) {
    this.recipe = options.recipe ?? TEMPLATE_PROXIES;
  }

  /** The key of the source's proxy, made first when there is none yet. */
  proxyOf(sourceKey: string): Promise<string> {
    const key = this.recipe.keyOf(sourceKey);
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.ensure(sourceKey, key).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  /** The key of the source's proxy if one is stored already, or null; nothing is made. */
  async storedProxyOf(sourceKey: string): Promise<string | null> {
    const key = this.recipe.keyOf(sourceKey);
    return (await this.options.storage.exists(key)) ? key : null;
  }

  private async ensure(sourceKey: string, key: string): Promise<string> {
    const { storage, ffmpegPath, timeoutMs } = this.options;
    if (await storage.exists(key)) return key;
    // The source (fetched here from a bucket) and the proxy share one folder, removed whatever happens.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-proxy-'));
    const temp = path.join(dir, 'proxy.mp4');
    try {
      const source = await storage.localFile(sourceKey, dir);
      const args = this.recipe.argsOf(source.path, temp);
      await runFfmpeg(['-loglevel', 'error', ...args], {
        ffmpegPath,
        timeoutMs: timeoutMs ?? 180_000,
      });
      await storage.put(key, temp);
      return key;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}

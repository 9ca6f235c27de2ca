import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../../db/database';
import {
  catalogueTemplates,
  PAID_MEDIA_FIELDS,
  type TemplateMediaKeys,
  type TemplateRow,
} from '../catalogue';
import { copyMedia, probeMedia, runFfmpeg, withScratchDir, type MediaStorage } from '../media';
import { maskPreviewArgs, overlayPreviewArgs } from './preview-args';
import { previewSizeOf } from './preview-size';

export interface RekeyPaidMediaOptions {
  db: Db;
  storage: MediaStorage;
  /** Or where to find it: looked for only when there is something to move. */
  ffmpegPath: string | (() => string);
  /** The watermark's font (`findSystemFont`); without one, a translucent band. */
  font: string | undefined;
  log?: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

export interface RekeyPaidMediaResult {
  /** Templates whose paid files this call moved under `private/`. */
  moved: number;
  /** Templates another process moved first, or that could not be moved now (logged). */
  skipped: number;
}

const FFMPEG_TIMEOUT_MS = 60_000;

/**
 * Moves what a buyer pays for out of public reach, for templates stored before paid files were
 * private (ADR 13). For each template still keeping a paid file (`source`, `mask`, `overlay`,
 * `compiled`) at a `public/` key: copies it to the same path under `private/`, makes the reduced
 * public preview an editor shows instead (a watermarked overlay, a preview-size mask), records the
 * new keys, then deletes the old public file so its URL answers 404.
 *
 * Safe to run again and from several processes at once: the private key and the preview key follow
 * from the old key, storage puts replace whole files, and the row is updated only if it still holds
 * what this call read, so one process wins and only the winner deletes. A public file that any row
 * still names (another template's preview, say) is kept.
 */
export async function rekeyPaidMedia(
  options: RekeyPaidMediaOptions,
): Promise<RekeyPaidMediaResult> {
  const result: RekeyPaidMediaResult = { moved: 0, skipped: 0 };
  const rows = await catalogueTemplates.findTemplatesWithPublicPaidMedia(options.db);
  for (const row of rows) {
    // A file another process deleted under this one's feet, a failed ffmpeg: this row waits for
    // the next run, the others go on.
    const next = await privateLayoutOf(row, options).catch((err: unknown) => {
      options.log?.warn({ err, templateId: row.id }, 'paid media not moved; the next run retries');
      return undefined;
    });
    const changed =
      next && (await catalogueTemplates.replaceTemplateMedia(options.db, row.id, row.media, next));
    if (!next || !changed) {
      result.skipped += 1;
      continue;
    }
    result.moved += 1;
    for (const key of publicPaidKeys(row.media)) {
      if (!(await catalogueTemplates.isMediaKeyInUse(options.db, key)))
        await options.storage.remove(key);
    }
    options.log?.info({ templateId: row.id, media: next }, 'paid media moved to private keys');
  }
  return result;
}

function publicPaidKeys(media: TemplateMediaKeys): string[] {
  return PAID_MEDIA_FIELDS.flatMap((field) => {
    const key = media[field];
    return key?.startsWith('public/') ? [key] : [];
  });
}

/** `public/demo/x/overlay-1a2b.png` → `private/demo/x/overlay-1a2b.png`. */
export const privateKeyOf = (publicKey: string) => `private/${publicKey.slice('public/'.length)}`;

/**
 * The row's media with every public paid file copied to its private key and the previews made;
 * undefined when a file is neither at its old key nor at its new one (nothing to move from).
 */
async function privateLayoutOf(
  row: TemplateRow,
  options: RekeyPaidMediaOptions,
): Promise<TemplateMediaKeys | undefined> {
  const { storage } = options;
  const next: TemplateMediaKeys = { ...row.media };
  for (const field of PAID_MEDIA_FIELDS) {
    const key = row.media[field];
    if (!key?.startsWith('public/')) continue;
    const target = privateKeyOf(key);
    if (await storage.exists(key)) {
      await copyMedia(storage, key, target);
    } else if (!(await storage.exists(target))) {
      options.log?.warn({ templateId: row.id, key }, 'paid media file missing; not moved');
      return undefined;
    }
    next[field] = target;
  }
  if (next.overlay && !next.overlayPreview) {
    next.overlayPreview = await makePreview(
      next.overlay,
      'preview',
      options,
      (input, output, size) => overlayPreviewArgs(input, output, size, options.font),
    );
  }
  if (row.kind === 'video' && next.mask && !next.maskPreview) {
    next.maskPreview = await makePreview(next.mask, 'mask-preview', options, maskPreviewArgs);
  }
  return next;
}

/**
 * Makes a public preview of a private picture, under a key that names the picture and the exact
 * arguments: a fresh key, so the old public URL cannot answer with it, and the same key for two
 * processes doing the same work.
 */
async function makePreview(
  privateKey: string,
  suffix: string,
  options: RekeyPaidMediaOptions,
  argsOf: (input: string, output: string, size: { width: number; height: number }) => string[],
): Promise<string> {
  const { storage } = options;
  const ffmpegPath =
    typeof options.ffmpegPath === 'string' ? options.ffmpegPath : options.ffmpegPath();
  return withScratchDir('preview', async (dir) => {
    const input = (await storage.localFile(privateKey, dir)).path;
    const size = previewSizeOf(await probeMedia(ffmpegPath, input));
    const extension = path.posix.extname(privateKey);
    const hash = createHash('sha256')
      .update(JSON.stringify([privateKey, argsOf('<input>', '<output>', size)]))
      .digest('hex')
      .slice(0, 12);
    const key = `public/${privateKey.slice(
      'private/'.length,
      privateKey.length - extension.length,
    )}-${suffix}-${hash}${extension}`;
    if (await storage.exists(key)) return key;
    const scratch = path.join(dir, `preview${extension}`);
    await runFfmpeg(argsOf(input, scratch, size), { ffmpegPath, timeoutMs: FFMPEG_TIMEOUT_MS });
    await storage.put(key, scratch);
    return key;
  });
}

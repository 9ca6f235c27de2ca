import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ErrorCode,
  TEMPLATE_UPLOAD_CHUNK_BYTES,
  TemplateAdminMessage,
  type TemplateMediaRole,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../media';
import { SIGNATURE_BYTES, sniffMediaSignature, type MediaSignature } from '../uploads';

export interface TemplateUploadLimits {
  maxVideoBytes: number;
  maxImageBytes: number;
}

/** What each role's file must be. */
export const ROLE_KIND: Record<TemplateMediaRole, 'video' | 'png'> = {
  video: 'video',
  mask: 'video',
  overlay: 'png',
};

export const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * An owner's media file arriving in chunks, appended to a staging file in this process's data folder
 * until the last one, then stored under `private/originals/`. A chunk must start where the file
 * ends (its `offset`), or at 0 to start again; a dropped connection resumes by asking how much arrived; bytes of a cut
 * chunk that did arrive are kept, as they are the file's bytes at their place. One chunk per file
 * at a time: a second one sent meanwhile is told where the file stands.
 */
export class TemplateUploads {
  private readonly busy = new Set<string>();

  constructor(
    private readonly deps: { dir: string; storage: MediaStorage; limits: TemplateUploadLimits },
  ) {}

  async received(templateId: number, role: TemplateMediaRole): Promise<number> {
    return fs.stat(this.stagingPath(templateId, role)).then(
      (stat) => stat.size,
      () => 0,
    );
  }

  /**
   * Appends one chunk; on the last, checks the file's type and stores it, answering its key.
   * Answers the bytes received so far otherwise.
   */
  async append(
    templateId: number,
    role: TemplateMediaRole,
    offset: number,
    body: Readable,
    last: boolean,
  ): Promise<{ received: number; storedKey?: string }> {
    const name = `${templateId}-${role}`;
    if (this.busy.has(name)) throw offsetConflict(await this.received(templateId, role));
    this.busy.add(name);
    try {
      const staging = this.stagingPath(templateId, role);
      // A file sent from its start replaces whatever arrived of an earlier one (a cancelled upload).
      if (offset === 0) await fs.rm(staging, { force: true });
      const received = await this.received(templateId, role);
      if (offset !== received) throw offsetConflict(received);
      await fs.mkdir(this.deps.dir, { recursive: true });
      const maxBytes = maxBytesOf(role, this.deps.limits);
      await pipeline(
        body,
        limitBytes(Math.min(TEMPLATE_UPLOAD_CHUNK_BYTES, maxBytes - received), maxBytes),
        createWriteStream(staging, { flags: 'a' }),
      );
      const total = await this.received(templateId, role);
      if (!last) return { received: total };
      const storedKey = await this.store(templateId, role, staging);
      return { received: total, storedKey };
    } finally {
      this.busy.delete(name);
    }
  }

  private async store(templateId: number, role: TemplateMediaRole, staging: string) {
    const handle = await fs.open(staging, 'r');
    const head = Buffer.alloc(SIGNATURE_BYTES);
    try {
      await handle.read(head, 0, SIGNATURE_BYTES, 0);
    } finally {
      await handle.close();
    }
    let signature: MediaSignature;
    try {
      signature = originalSignature(role, head);
    } catch (error) {
      await fs.rm(staging, { force: true });
      throw error;
    }
    const key = originalKey(templateId, role, signature.extension);
    await this.deps.storage.put(key, staging);
    await fs.rm(staging, { force: true });
    return key;
  }

  private stagingPath(templateId: number, role: TemplateMediaRole) {
    return path.join(this.deps.dir, `${templateId}-${role}`);
  }
}

const offsetConflict = (received: number) =>
  new AppError(ErrorCode.Conflict, 409, TemplateAdminMessage.uploadOffset(received), { received });

/** Passes at most `chunkLimit` bytes; more is refused as a file over `fileLimit`. */
function limitBytes(chunkLimit: number, fileLimit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > chunkLimit) {
        const tooLarge = chunkLimit < TEMPLATE_UPLOAD_CHUNK_BYTES;
        callback(
          new AppError(
            ErrorCode.PayloadTooLarge,
            413,
            tooLarge
              ? TemplateAdminMessage.uploadTooLarge(megabytes(fileLimit))
              : `A chunk is at most ${megabytes(TEMPLATE_UPLOAD_CHUNK_BYTES)}.`,
          ),
        );
        return;
      }
      callback(null, chunk);
    },
  });
}

/** Where an original is kept: private, under its template, named by role and time. */
export const originalKey = (templateId: number, role: TemplateMediaRole, extension: string) =>
  `private/originals/${templateId}/${role}-${Date.now()}.${extension}`;

/** The largest original a role takes. */
export const maxBytesOf = (role: TemplateMediaRole, limits: TemplateUploadLimits) =>
  ROLE_KIND[role] === 'png' ? limits.maxImageBytes : limits.maxVideoBytes;

/** An original's type from its first bytes (SIGNATURE_BYTES of them); 415 when the role takes no such file. */
export function originalSignature(role: TemplateMediaRole, head: Buffer): MediaSignature {
  const signature = sniffMediaSignature(head);
  const wanted = ROLE_KIND[role];
  const fits = wanted === 'png' ? signature?.mimeType === 'image/png' : signature?.kind === 'video';
  if (signature && fits) return signature;
  throw new AppError(
    ErrorCode.UnsupportedMediaType,
    415,
    wanted === 'png'
      ? 'The overlay must be a PNG file (with a transparent window).'
      : 'This file is not a video the store takes: send an MP4, MOV or WebM file.',
  );
}

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
 * until the last one, then stored under `private/originals/`. Each file sent is an upload of its
 * own, named by the id the browser gave it (`uploadId`): two files sent for one role at once never
 * mix, each is stored whole, and the one recorded last is the template's. A chunk must start where
 * its file ends (its `offset`), or at 0 to start again; a dropped connection resumes by asking how
 * much of that upload arrived; bytes of a cut chunk that did arrive are kept, as they are the
 * file's bytes at their place. One chunk per upload at a time: a second one sent meanwhile is told
 * where the file stands.
 */
export class TemplateUploads {
  private readonly busy = new Set<string>();

  constructor(
    private readonly deps: { dir: string; storage: MediaStorage; limits: TemplateUploadLimits },
  ) {}

  async received(templateId: number, role: TemplateMediaRole, uploadId: string): Promise<number> {
    return fs.stat(this.stagingPath(templateId, role, uploadId)).then(
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
    upload: { uploadId: string; offset: number; body: Readable; last: boolean },
  ): Promise<{ received: number; storedKey?: string }> {
    const { uploadId, offset, body, last } = upload;
    const staging = this.stagingPath(templateId, role, uploadId);
    if (this.busy.has(staging)) {
      throw offsetConflict(await this.received(templateId, role, uploadId));
    }
    this.busy.add(staging);
    try {
      // An upload sent again from its start replaces whatever arrived of it before.
      if (offset === 0) await fs.rm(staging, { force: true });
      const received = await this.received(templateId, role, uploadId);
      if (offset !== received) throw offsetConflict(received);
      await fs.mkdir(this.deps.dir, { recursive: true });
      const maxBytes = maxBytesOf(role, this.deps.limits);
      await pipeline(
        body,
        limitBytes(Math.min(TEMPLATE_UPLOAD_CHUNK_BYTES, maxBytes - received), maxBytes),
        createWriteStream(staging, { flags: 'a' }),
      );
      const total = await this.received(templateId, role, uploadId);
      if (!last) return { received: total };
      const storedKey = await this.store(templateId, role, uploadId, staging);
      return { received: total, storedKey };
    } finally {
      this.busy.delete(staging);
    }
  }

  private async store(
    templateId: number,
    role: TemplateMediaRole,
    uploadId: string,
    staging: string,
  ) {
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
    const key = `${uploadKeyPrefix(templateId, role, uploadId)}.${signature.extension}`;
    await this.deps.storage.put(key, staging);
    await fs.rm(staging, { force: true });
    return key;
  }

  private stagingPath(templateId: number, role: TemplateMediaRole, uploadId: string) {
    return path.join(this.deps.dir, `${templateId}-${role}-${uploadId}`);
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

/** Where an original sent in chunks is kept: private, under its template, named by role and upload. */
export const uploadKeyPrefix = (templateId: number, role: TemplateMediaRole, uploadId: string) =>
  `private/originals/${templateId}/${role}-${uploadId}`;

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

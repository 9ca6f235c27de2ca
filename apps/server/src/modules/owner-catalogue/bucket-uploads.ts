import { randomBytes } from 'node:crypto';
import {
  bucketPartLength,
  BucketUploadMessage,
  ErrorCode,
  TemplateAdminMessage,
  type BucketPart,
  type BucketUploadSession,
  type BucketUploadStart,
  type TemplateMediaRole,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { DirectUploads, MediaStorage } from '../media';
import { SIGNATURE_BYTES } from '../uploads';
import {
  maxBytesOf,
  megabytes,
  originalSignature,
  ROLE_KIND,
  type TemplateUploadLimits,
} from './template-uploads';

/** S3's smallest part but the last; 10,000 of them make 50 GB, far over any upload limit. */
export const BUCKET_PART_BYTES = 5 * 1024 * 1024;
/** A part's URL lasts an hour: the browser asks for each part's just before sending it. */
const PART_URL_SECONDS = 3600;

/** The extension an original's key gets from the browser's type, where the role takes it. */
const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'image/png': 'png',
};

const TYPES = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]),
);

/**
 * An owner's original sent by the browser straight to the bucket in presigned multipart parts,
 * never through this process (ADR 25): started here, its parts PUT by the browser, listed for a
 * resume, then joined and checked (the first bytes must be of the role's type, and the whole
 * within the role's limit; a refused file is removed). Stateless: every call names the upload and
 * its key, which must be one of this template's and role's originals.
 */
export class BucketUploads {
  constructor(
    private readonly deps: {
      /** The store's own direct uploads (a bucket's multipart uploads). */
      direct: DirectUploads;
      storage: MediaStorage;
      limits: TemplateUploadLimits;
    },
  ) {}

  async start(
    templateId: number,
    role: TemplateMediaRole,
    file: { size: number; contentType: string },
  ): Promise<BucketUploadStart> {
    const maxBytes = maxBytesOf(role, this.deps.limits);
    if (file.size > maxBytes) throw tooLarge(maxBytes);
    const declared = EXTENSIONS[file.contentType];
    // The browser's type only names the key; the first bytes decide at the end.
    const extension =
      ROLE_KIND[role] === 'png' ? 'png' : declared && declared !== 'png' ? declared : 'mp4';
    const key = `private/originals/${templateId}/${role}-${Date.now()}-${randomBytes(4).toString('hex')}.${extension}`;
    const uploadId = await this.deps.direct.start(key, TYPES[extension]!);
    return { uploadId, key, partBytes: BUCKET_PART_BYTES };
  }

  /**
   * A presigned URL per part, signed for the part's exact length in a file of `size` bytes: a
   * browser (or anyone holding the URL) cannot put more into the bucket than the file it started,
   * whose size is held to the role's limit.
   */
  async partUrls(
    templateId: number,
    role: TemplateMediaRole,
    session: BucketUploadSession,
    size: number,
    partNumbers: readonly number[],
  ) {
    this.assertOurs(templateId, role, session);
    const maxBytes = maxBytesOf(role, this.deps.limits);
    if (size > maxBytes) throw tooLarge(maxBytes);
    const count = Math.max(1, Math.ceil(size / BUCKET_PART_BYTES));
    const beyond = partNumbers.find((partNumber) => partNumber > count);
    if (beyond !== undefined) {
      throw AppError.badRequest(BucketUploadMessage.partBeyondFile(beyond, count));
    }
    const parts = await Promise.all(
      [...new Set(partNumbers)].map(async (partNumber) => ({
        partNumber,
        url: await this.deps.direct.partUrl(
          session.key,
          session.uploadId,
          { partNumber, bytes: bucketPartLength(BUCKET_PART_BYTES, size, partNumber) },
          PART_URL_SECONDS,
        ),
      })),
    );
    return { parts };
  }

  async parts(templateId: number, role: TemplateMediaRole, session: BucketUploadSession) {
    this.assertOurs(templateId, role, session);
    return { parts: await this.listParts(session) };
  }

  /**
   * Joins the parts named (with the ETags the bucket gave the browser) into the original and
   * checks it; answers its key and size. Asked again once joined (the answer to the first try
   * was lost on its way back), it answers the same, with `again` set.
   */
  async complete(
    templateId: number,
    role: TemplateMediaRole,
    session: BucketUploadSession,
    named: readonly BucketPart[],
  ): Promise<{ key: string; bytes: number; again?: true }> {
    this.assertOurs(templateId, role, session);
    const found = await this.deps.direct.parts(session.key, session.uploadId);
    if (!found) {
      const joined = await this.deps.direct.size(session.key);
      if (joined === null) throw uploadGone();
      await this.checkSignature(role, session.key);
      return { key: session.key, bytes: joined, again: true };
    }
    const listed = new Map(found.map((part) => [part.partNumber, part]));
    const parts = [...named].sort((a, b) => a.partNumber - b.partNumber);
    let bytes = 0;
    for (const part of parts) {
      const there = listed.get(part.partNumber);
      // A part sent again since the browser read its ETag is not the part it names.
      if (!there || unquoted(there.etag) !== unquoted(part.etag)) {
        throw new AppError(
          ErrorCode.Conflict,
          409,
          BucketUploadMessage.partMissing(part.partNumber),
        );
      }
      bytes += there.size;
    }
    const maxBytes = maxBytesOf(role, this.deps.limits);
    if (bytes > maxBytes) {
      await this.abort(templateId, role, session);
      throw tooLarge(maxBytes);
    }
    await this.deps.direct.complete(session.key, session.uploadId, parts);
    await this.checkSignature(role, session.key);
    return { key: session.key, bytes };
  }

  /** The joined file's first bytes must be of the role's type; a file that is not is removed. */
  private async checkSignature(role: TemplateMediaRole, key: string): Promise<void> {
    try {
      originalSignature(role, await this.head(key));
    } catch (error) {
      await this.deps.storage.remove(key);
      throw error;
    }
  }

  async abort(templateId: number, role: TemplateMediaRole, session: BucketUploadSession) {
    this.assertOurs(templateId, role, session);
    await this.deps.direct.abort(session.key, session.uploadId);
  }

  private async listParts(session: BucketUploadSession) {
    const parts = await this.deps.direct.parts(session.key, session.uploadId);
    if (!parts) throw uploadGone();
    return parts;
  }

  private async head(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.deps.storage.read(key, {
      start: 0,
      end: SIGNATURE_BYTES - 1,
    })) {
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    const head = Buffer.alloc(SIGNATURE_BYTES);
    Buffer.concat(chunks).copy(head);
    return head;
  }

  private assertOurs(templateId: number, role: TemplateMediaRole, session: BucketUploadSession) {
    const prefix = `private/originals/${templateId}/${role}-`;
    if (
      !session.key.startsWith(prefix) ||
      !/^[0-9a-f-]+\.(mp4|mov|webm|png)$/.test(session.key.slice(prefix.length))
    ) {
      throw AppError.badRequest(BucketUploadMessage.notThisUpload);
    }
  }
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    ErrorCode.PayloadTooLarge,
    413,
    TemplateAdminMessage.uploadTooLarge(megabytes(maxBytes)),
  );

const unquoted = (etag: string) => etag.replace(/"/g, '');

const uploadGone = () =>
  AppError.notFound('This upload is no longer in the bucket; send the file again.');

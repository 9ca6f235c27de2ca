import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, UploadMessage } from '@frameshop/contract';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../media';
import { sanitiseFileName } from './file-name';
import { SIGNATURE_BYTES, sniffMediaSignature, type MediaSignature } from './media-signature';

/** A file that arrived whole, waiting in the temp folder; the caller removes it when done. */
export interface ReceivedFile {
  tempPath: string;
  sizeBytes: number;
  fileName: string;
  signature: MediaSignature;
  /** SHA-256 of the bytes, hex: the same photo sent again is known by it. */
  contentSha256: string;
}

/** A file's bytes and the name it goes by: a request's file part, or a file the store made. */
export interface FileSource {
  file: Readable;
  filename: string;
}

/** A file that arrived whole in storage, at `key`; the caller removes it if it is refused. */
export interface StoredFile {
  key: string;
  sizeBytes: number;
  fileName: string;
  signature: MediaSignature;
  contentSha256: string;
}

/** The most bytes a file of this type may have, and the refusal once it has more. */
export type SizeLimit = (signature: MediaSignature) => {
  maxBytes: number;
  refusal: () => AppError;
};

export interface ReceiveOptions {
  tempDir: string;
  sizeLimit: SizeLimit;
}

export interface StreamToStorageOptions {
  storage: Pick<MediaStorage, 'putStream' | 'remove'>;
  sizeLimit: SizeLimit;
  /** Where a file of this type is kept. */
  keyOf: (signature: MediaSignature) => string;
}

/**
 * Streams the request's one file part to a temp file, deciding its type from its first bytes and
 * stopping as soon as it is of a type the store does not take or grows past its limit, so nothing
 * large is ever held in memory or written in vain. Any failure, a request cut off half way
 * included, removes the temp file before it is thrown.
 */
export async function receiveFile(
  parts: AsyncIterable<Multipart>,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  let tempPath: string | undefined;
  return receiveOnePart(
    parts,
    (part) => {
      tempPath = path.join(options.tempDir, `${randomUUID()}.part`);
      return saveFile(part, tempPath, options);
    },
    async () => {
      if (tempPath) await fs.promises.rm(tempPath, { force: true });
    },
  );
}

/**
 * As receiveFile, for a file that is not a request's (one the store made itself): the same type
 * and size checks, into the temp folder, removed on any failure.
 */
export async function receiveSource(
  source: FileSource,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  const tempPath = path.join(options.tempDir, `${randomUUID()}.part`);
  try {
    return await saveFile(source, tempPath, options);
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
}

/**
 * As receiveFile, but into storage (a bucket): the bytes flow through to a multipart upload as
 * they arrive, holding no more than the storage's part buffer, and never touch the local disk.
 * The same type and size checks cut the stream off; a refused or broken upload is aborted, and
 * the key removed, before the error is thrown.
 */
export async function streamToStorage(
  parts: AsyncIterable<Multipart>,
  options: StreamToStorageOptions,
): Promise<StoredFile> {
  let key: string | undefined;
  return receiveOnePart(
    parts,
    async (part) => {
      const gate = new SignatureGate(options.sizeLimit);
      const body = new PassThrough();
      // The upload starts once the type, and so the key, is known (within the first 64 bytes);
      // what passed the gate by then waits in `body`, which holds back the request meanwhile.
      const stored = gate.decided
        .then((signature) => {
          key = options.keyOf(signature);
          return options.storage.putStream(key, body, { contentType: signature.mimeType });
        })
        .catch((error: unknown) => {
          // Ends the request's side too, which would otherwise wait on a bucket no longer
          // reading; a request that failed first keeps its own error (the pipeline's first).
          const failure = new BucketUploadError(error);
          body.destroy(failure);
          throw failure;
        });
      const [piped, upload] = await Promise.allSettled([pipeline(part.file, gate, body), stored]);
      // The request's own failure (cut short, refused by the gate) comes first; the bucket's is a
      // BucketUploadError, never taken for the visitor's cut-off.
      if (piped.status === 'rejected') throw piped.reason;
      if (upload.status === 'rejected') throw upload.reason;
      return {
        key: key!,
        sizeBytes: gate.bytes,
        fileName: sanitiseFileName(part.filename),
        signature: gate.finish(),
        contentSha256: gate.contentSha256(),
      };
    },
    async () => {
      if (key) await options.storage.remove(key).catch(() => {});
    },
  );
}

/**
 * The bucket failed or did not answer while a file streamed into it; the cause says how (a 5xx, a
 * timeout, a reset connection: answered 503 as the bucket's outage, never as the request's fault).
 */
export class BucketUploadError extends Error {
  override name = 'BucketUploadError';
  constructor(cause: unknown) {
    super('The bucket did not take the upload.', { cause });
  }
}

/** Takes the one file part through `save`; more than one file, or none, is refused. */
async function receiveOnePart<T>(
  parts: AsyncIterable<Multipart>,
  save: (part: MultipartFile) => Promise<T>,
  cleanUp: () => Promise<void>,
): Promise<T> {
  let received: T | undefined;
  let started = false;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (started) {
        part.file.resume();
        throw AppError.badRequest(UploadMessage.oneFileOnly);
      }
      started = true;
      received = await save(part);
    }
  } catch (error) {
    await cleanUp();
    throw asUploadError(error);
  }
  if (!received) throw AppError.badRequest(UploadMessage.noFile);
  return received;
}

async function saveFile(
  part: FileSource,
  tempPath: string,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  await fs.promises.mkdir(options.tempDir, { recursive: true });
  const gate = new SignatureGate(options.sizeLimit);
  await writePart(part, tempPath, gate);
  const signature = gate.finish();
  return {
    tempPath,
    sizeBytes: gate.bytes,
    fileName: sanitiseFileName(part.filename),
    signature,
    contentSha256: gate.contentSha256(),
  };
}

/**
 * Writes one file part to `tempPath` through `check`, which may fail the stream (a limit passed).
 * The file is opened before any byte flows (`wx`: a name that somehow exists is never
 * overwritten): a stream that opened its file lazily could create it after a refusal's clean-up
 * had already run. The caller removes the file on failure.
 */
export async function writePart(
  part: Pick<FileSource, 'file'>,
  tempPath: string,
  check: Transform,
): Promise<void> {
  const file = await fs.promises.open(tempPath, 'wx');
  try {
    await pipeline(part.file, check, file.createWriteStream());
  } finally {
    await file.close().catch(() => {});
  }
}

/**
 * Passes the bytes through while it decides the type from the first SIGNATURE_BYTES, then counts
 * them against that type's limit; it fails the stream, and so the upload, the moment either says no.
 * It hashes them on the way, so the file is never read twice.
 */
class SignatureGate extends Transform {
  bytes = 0;
  /** Settles once the type is known (before any byte passes on), or rejects if it never is. */
  readonly decided: Promise<MediaSignature>;
  private settle!: { resolve: (signature: MediaSignature) => void; reject: (e: Error) => void };
  private head: Buffer[] = [];
  private readonly hash = createHash('sha256');
  private signature: MediaSignature | undefined;
  private limit: ReturnType<SizeLimit> | undefined;

  constructor(private readonly sizeLimit: SizeLimit) {
    super();
    this.decided = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    // Handled by whoever awaits the pipeline; this only keeps an unused promise quiet.
    this.decided.catch(() => {});
    this.once('close', () => this.settle.reject(unsupportedType()));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    if (!this.signature) {
      this.head.push(chunk);
      if (this.bytes >= SIGNATURE_BYTES) {
        const refusal = this.decide();
        if (refusal) return done(refusal);
      }
    }
    if (this.limit && this.bytes > this.limit.maxBytes) return done(this.limit.refusal());
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.signature ? null : this.decide());
  }

  /** The bytes' SHA-256 in hex, once the whole file has passed. */
  contentSha256(): string {
    return this.hash.digest('hex');
  }

  /** The type, once the whole file has passed. */
  finish(): MediaSignature {
    if (!this.signature) throw unsupportedType();
    return this.signature;
  }

  private decide(): AppError | undefined {
    this.signature = sniffMediaSignature(Buffer.concat(this.head).subarray(0, SIGNATURE_BYTES));
    this.head = [];
    if (!this.signature)
      return this.bytes === 0 ? AppError.badRequest(UploadMessage.noFile) : unsupportedType();
    this.limit = this.sizeLimit(this.signature);
    this.settle.resolve(this.signature);
    return undefined;
  }
}

export const unsupportedType = () =>
  new AppError(ErrorCode.UnsupportedMediaType, 415, UploadMessage.unsupportedType);

/** Errors of the multipart parser and of a broken connection, in the store's words. */
export function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(UploadMessage.oneFileOnly);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(ErrorCode.UnsupportedMediaType, 415, UploadMessage.notMultipart);
    case 'FST_REQ_FILE_TOO_LARGE':
      // The parser's own ceiling sits one byte above the largest type's, so this is a backstop.
      return new AppError(ErrorCode.PayloadTooLarge, 413, UploadMessage.tooLarge);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return AppError.badRequest(UploadMessage.oneFileOnly);
    case 'FST_MP_PREMATURE_CLOSE':
    case 'ERR_STREAM_PREMATURE_CLOSE':
    case 'ECONNRESET':
      return AppError.badRequest(UploadMessage.cutOff);
  }
  if (error instanceof Error && /Unexpected end of (form|multipart)|aborted/i.test(error.message)) {
    return AppError.badRequest(UploadMessage.cutOff);
  }
  return error;
}

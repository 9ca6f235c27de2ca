import type { Readable } from 'node:stream';

/** An inclusive byte range, as in HTTP's `Range: bytes=start-end`. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** A file on this machine holding a key's bytes, for tools such as ffmpeg that read paths. */
export interface LocalMediaFile {
  path: string;
  /** Removes the copy, if one was made; safe to call more than once. */
  release(): Promise<void>;
}

export interface SignedUrlOptions {
  /** The name a browser saves the file under, where the link cannot say it itself. */
  fileName?: string;
  /**
   * The store's own URL even for an account's file: a bucket's presigned URL, for a tool on this
   * machine (ffmpeg reading with ranges) or the media route's redirect. People get an account's
   * files only through the media route, which refuses them once the account is closed (ADR 31).
   * The local disk's only links are the route's; tools read its files by path.
   */
  direct?: boolean;
}

/** Thrown by `read` for a key with no file. */
export class MediaNotFoundError extends Error {
  override name = 'MediaNotFoundError';
}

/**
 * Where media files live and how browsers reach them. Keys are validated relative paths (see
 * media-key.ts). Keys under `public/` are catalogue media served to anyone and must never change
 * content (they carry a content or recipe hash), so they are cached for a year; all other keys are
 * reached only through signed, expiring links.
 *
 * The local disk serves its files itself at `/media/*`; an S3-compatible bucket answers `publicUrl`
 * with its own (or its CDN's) URL and `signedUrl` with a presigned URL, and has no local paths.
 */
/** A part of a direct upload as the store holds it. */
export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

/**
 * Files the browser sends straight to the store in parts through presigned URLs, never through
 * this process (a bucket's multipart upload, ADR 25).
 */
export interface DirectUploads {
  /** Opens an upload to `key` and answers its id. */
  start(key: string, contentType: string): Promise<string>;
  /** A URL that takes exactly this part, of exactly `bytes` bytes, until it expires. */
  partUrl(
    key: string,
    uploadId: string,
    part: { partNumber: number; bytes: number },
    expiresInSeconds: number,
  ): Promise<string>;
  /** The parts sent so far, or null once the upload is no longer open (joined or aborted). */
  parts(key: string, uploadId: string): Promise<UploadedPart[] | null>;
  /** Joins the parts named into the file under `key`. */
  complete(
    key: string,
    uploadId: string,
    parts: readonly { partNumber: number; etag: string }[],
  ): Promise<void>;
  /** Drops an open upload; one already joined or dropped is not an error. */
  abort(key: string, uploadId: string): Promise<void>;
  /** The size of the file under `key`, or null when there is none. */
  size(key: string): Promise<number | null>;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';

  /** Present when the browser can send files straight to the store (a bucket). */
  readonly directUploads?: DirectUploads;

  /** Stores a copy of a local file under `key`, replacing what was there in one step. */
  put(key: string, fromFilePath: string): Promise<void>;

  /**
   * Stores a stream under `key` without holding it whole anywhere; a failing stream leaves nothing
   * behind (a half-written file or multipart upload is removed or aborted).
   */
  putStream(key: string, body: Readable, options?: { contentType?: string }): Promise<void>;

  /** The file's bytes, whole or one range of them; MediaNotFoundError when there is no file. */
  read(key: string, span?: ByteSpan): Promise<Readable>;

  exists(key: string): Promise<boolean>;

  /** Removes the file under `key`; a key with no file is not an error. */
  remove(key: string): Promise<void>;

  /**
   * The file as a path on this machine: the local disk's own file, or a download into `tempDir`
   * that `release` removes. MediaNotFoundError when there is no file.
   */
  localFile(key: string, tempDir: string): Promise<LocalMediaFile>;

  /** An unsigned URL; only for `public/` keys. */
  publicUrl(key: string): string;

  /**
   * A URL valid for at least `ttlSeconds`. Public keys get their plain public URL, which lasts for
   * ever and caches best.
   */
  signedUrl(key: string, ttlSeconds: number, options?: SignedUrlOptions): Promise<string>;

  /** Throws when the store cannot be reached (a missing directory, a bucket that does not answer). */
  checkReachable(): Promise<void>;
}

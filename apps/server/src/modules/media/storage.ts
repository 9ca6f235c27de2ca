/**
 * Where media files live and how browsers reach them. Keys are validated relative paths (see
 * media-key.ts). Keys under `public/` are catalogue media served to anyone and must never change
 * content (they carry a content or recipe hash), so they are cached for a year; all other keys are
 * reached only through signed, expiring links.
 *
 * The local-disk implementation serves files itself at `/media/*`; an S3-compatible one would answer
 * `publicUrl` with its bucket URL and `signedUrl` with a presigned URL, and would have no local path.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';

  /** Stores a copy of a local file under `key`, replacing what was there in one step. */
  put(key: string, fromFilePath: string): Promise<void>;

  exists(key: string): Promise<boolean>;

  /** Removes the file under `key`; a key with no file is not an error. */
  remove(key: string): Promise<void>;

  /** The file on disk, for tools such as ffmpeg; only a local store has one. */
  absolutePath?(key: string): string;

  /** An unsigned URL; only for `public/` keys. */
  publicUrl(key: string): string;

  /**
   * A URL valid for at least `ttlSeconds`. Public keys get their plain public URL, which lasts for
   * ever and caches best.
   */
  signedUrl(key: string, ttlSeconds: number): string;
}

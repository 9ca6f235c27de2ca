import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, isPublicMediaKey } from './media-key';
import type { MediaUrlSigner } from './media-url-signer';
import type { MediaStorage } from './storage';

/** Where the media route is mounted; the URLs below must agree with it. */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Files under one directory (DATA_DIR/media), served by the media route. Copies land in a hidden
 * `.incoming` folder first and are renamed into place, so a reader never sees half a file; no key can
 * name that folder because key segments cannot start with a dot.
 */
export class LocalDiskStorage implements MediaStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(
    root: string,
    /** Also checks the links when the media route serves them. */
    readonly signer: MediaUrlSigner,
  ) {
    this.root = path.resolve(root);
  }

  async put(key: string, fromFilePath: string): Promise<void> {
    const target = this.absolutePath(key);
    const incomingDir = path.join(this.root, '.incoming');
    const incoming = path.join(incomingDir, randomUUID());
    await fs.mkdir(incomingDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.copyFile(fromFilePath, incoming);
      await fs.rename(incoming, target);
    } catch (error) {
      await fs.rm(incoming, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.absolutePath(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.absolutePath(key), { force: true });
  }

  absolutePath(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  publicUrl(key: string): string {
    assertMediaKey(key);
    if (!isPublicMediaKey(key)) {
      throw new Error(`${key} is private media; hand out a signed URL instead.`);
    }
    return MEDIA_URL_PREFIX + key;
  }

  signedUrl(key: string, ttlSeconds: number, nowMs = Date.now()): string {
    assertMediaKey(key);
    if (isPublicMediaKey(key)) return this.publicUrl(key);
    const expiry = this.signer.expiryFor(ttlSeconds, nowMs);
    const signature = this.signer.sign(key, expiry);
    return `${MEDIA_URL_PREFIX}${key}?exp=${expiry}&sig=${signature}`;
  }
}

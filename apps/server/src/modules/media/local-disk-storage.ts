import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertMediaKey, isPublicMediaKey } from './media-key';
import { MEDIA_URL_PREFIX, type MediaUrlSigner } from './media-url-signer';
import {
  MediaNotFoundError,
  type ByteSpan,
  type LocalMediaFile,
  type MediaStorage,
  type SignedUrlOptions,
} from './storage';

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
    await this.land(key, (incoming) => fsp.copyFile(fromFilePath, incoming));
  }

  async putStream(key: string, body: Readable): Promise<void> {
    await this.land(key, (incoming) =>
      pipeline(body, fs.createWriteStream(incoming, { flags: 'wx' })),
    );
  }

  async read(key: string, span?: ByteSpan): Promise<Readable> {
    const file = this.absolutePath(key);
    if (!(await this.exists(key))) throw new MediaNotFoundError(`${key} does not exist.`);
    return fs.createReadStream(file, span ? { start: span.start, end: span.end } : {});
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.absolutePath(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.absolutePath(key), { force: true });
  }

  /** The stored file itself: nothing is copied, so there is nothing to release. */
  async localFile(key: string): Promise<LocalMediaFile> {
    if (!(await this.exists(key))) throw new MediaNotFoundError(`${key} does not exist.`);
    return { path: this.absolutePath(key), release: async () => {} };
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

  /** The media route's signed link (`MediaUrlSigner.link`); a public key's plain URL. */
  async signedUrl(
    key: string,
    ttlSeconds: number,
    options: SignedUrlOptions = {},
    nowMs = Date.now(),
  ): Promise<string> {
    assertMediaKey(key);
    if (isPublicMediaKey(key)) return this.publicUrl(key);
    return this.signer.link(key, ttlSeconds, options, nowMs);
  }

  /** The media route's own HMAC link, `/media/<key>?exp=…&sig=…`, made at once. */
  signedLink(key: string, ttlSeconds: number, nowMs = Date.now()): string {
    assertMediaKey(key);
    if (isPublicMediaKey(key)) return this.publicUrl(key);
    return this.signer.link(key, ttlSeconds, {}, nowMs);
  }

  async checkReachable(): Promise<void> {
    // Created on first use, so a fresh store has no folder yet; one that cannot be made is down.
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  /** Writes through a hidden `.incoming` file and renames it into place. */
  private async land(key: string, write: (incoming: string) => Promise<unknown>): Promise<void> {
    const target = this.absolutePath(key);
    const incomingDir = path.join(this.root, '.incoming');
    const incoming = path.join(incomingDir, randomUUID());
    await fsp.mkdir(incomingDir, { recursive: true });
    try {
      await write(incoming);
      await renameInto(incoming, target);
    } catch (error) {
      await fsp.rm(incoming, { force: true });
      throw error;
    }
  }
}

/**
 * Renames a file into place, making its folder only when there is none: most keys land in a folder
 * that exists already (a buyer's renders), and a `mkdir` is one more turn of the event loop.
 */
async function renameInto(incoming: string, target: string): Promise<void> {
  try {
    await fsp.rename(incoming, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(incoming, target);
  }
}

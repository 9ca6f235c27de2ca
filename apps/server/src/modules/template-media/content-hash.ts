import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import {
  TemplateMediaError,
  TemplateMediaMessage,
  type OwnerFileRole,
} from './template-media-error';
import type { OwnerMediaFiles } from './template-media-types';

/** Digests of files this process has read, by file and version: a manifest names one clip many times. */
const CACHE_LIMIT = 1000;
const digests = new Map<string, Promise<string>>();

/**
 * The sha256 of a file's bytes, streamed (a clip does not fit in memory). Remembered while the file
 * keeps its inode, size and modification time, so rows sharing a clip read it once; a replaced or
 * rewritten file is read again.
 */
export async function fileDigest(file: string): Promise<string> {
  const stat = await fs.stat(file);
  const version = `${file}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}`;
  let digest = digests.get(version);
  if (!digest) {
    digest = streamDigest(file);
    // A failed read is not remembered: the file may be readable next time.
    digest.catch(() => digests.delete(version));
    if (digests.size >= CACHE_LIMIT) digests.delete(digests.keys().next().value as string);
    digests.set(version, digest);
  }
  return digest;
}

async function streamDigest(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** 16 hex digits name the media made from one set of files. */
export interface PreparationHashes {
  /** Of the files' bytes alone: names the owner's files as stored (copied, not changed). */
  files: string;
  /** Of the files and of how they are prepared: names what is made from them. */
  derivation: string;
}

/**
 * The names of what is stored for `files`: sha256 over the files' digests (and the recipe's
 * version), and over that and the `derivation` (the poster's time, the watermark's font). Equal
 * files prepared the same way get equal keys, wherever they were uploaded from; a new poster time
 * makes a new poster, not a new copy of the owner's clip.
 */
export async function preparationHashes(
  files: OwnerMediaFiles,
  recipe: number,
  derivation: Record<string, unknown>,
): Promise<PreparationHashes> {
  const roles = Object.entries(files)
    .filter((entry): entry is [string, string] => entry[0] !== 'kind' && entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const digested = await Promise.all(
    roles.map(async ([role, file]) => {
      const digest = await fileDigest(file).catch((error: unknown) => {
        throw new TemplateMediaError(
          'unreadable-file',
          TemplateMediaMessage.unreadable(role as OwnerFileRole),
          { cause: error },
        );
      });
      return [role, digest] as const;
    }),
  );
  const filesHash = hashOf({ recipe, files: Object.fromEntries(digested) });
  return {
    files: filesHash,
    derivation: hashOf({ files: filesHash, kind: files.kind, derivation }),
  };
}

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

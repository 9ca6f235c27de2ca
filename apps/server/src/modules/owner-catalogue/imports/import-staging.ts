import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '../../media';

/**
 * Where an import's files wait between the API process that received them and the worker that
 * runs the import: the media store, which every process of a cluster shares (the bucket), not the
 * receiving process's own disk, which a worker on another machine cannot read. Private: an
 * owner's unpublished files.
 */
/**
 * A staged file's key: by its place in the list the job is handed, as owners' file names ("Clip
 * 1.MOV") are not media keys.
 */
const stagedKey = (importId: string, index: number) =>
  `private/catalogue-imports/${importId.toLowerCase()}/${index}`;

/** The import folder's files, as paths relative to it with `/` (the manifest, `media/<name>`). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Stores the received folder `dir` for the job and answers its files, to be named in the job. A
 * failure part way removes what was stored, so nothing is left behind for an import never run.
 */
export async function stageImport(
  storage: MediaStorage,
  importId: string,
  dir: string,
): Promise<string[]> {
  const files = await filesUnder(dir);
  try {
    for (const [index, file] of files.entries()) {
      await storage.put(stagedKey(importId, index), path.join(dir, file));
    }
  } catch (error) {
    await removeStagedImport(storage, importId, files);
    throw error;
  }
  return files;
}

/** Brings the staged files down into `dir`, each where it was received, for the import to read. */
export async function fetchStagedImport(
  storage: MediaStorage,
  importId: string,
  files: readonly string[],
  dir: string,
): Promise<void> {
  for (const [index, file] of files.entries()) {
    const target = path.join(dir, ...file.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await pipeline(await storage.read(stagedKey(importId, index)), createWriteStream(target));
  }
}

export async function removeStagedImport(
  storage: MediaStorage,
  importId: string,
  files: readonly string[],
): Promise<void> {
  await Promise.all(files.map((_file, index) => storage.remove(stagedKey(importId, index))));
}

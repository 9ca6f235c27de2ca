import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidMediaKey } from '../modules/media/media-key';
import type { MediaStorage } from '../modules/media';

export interface CopiedMedia {
  files: number;
  bytes: number;
}

/**
 * Puts every media file under a local media root into another store under the same key. Only real
 * keys travel: hidden folders (`.incoming`) and files a half-finished copy left behind are not
 * media. Putting a key again replaces it, so a move that stopped half way can simply run again.
 */
export async function copyMedia(
  fromRoot: string,
  to: MediaStorage,
  onFile: (key: string) => void = () => {},
): Promise<CopiedMedia> {
  const copied: CopiedMedia = { files: 0, bytes: 0 };
  for await (const file of mediaFiles(fromRoot)) {
    await to.put(file.key, file.absolutePath);
    if (!(await to.exists(file.key))) throw new Error(`${file.key} did not arrive in the target.`);
    copied.files += 1;
    copied.bytes += file.size;
    onFile(file.key);
  }
  return copied;
}

async function* mediaFiles(
  root: string,
  prefix = '',
): AsyncGenerator<{ key: string; absolutePath: string; size: number }> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!isValidMediaKey(key)) continue;
    const absolutePath = path.join(root, key);
    if (entry.isDirectory()) yield* mediaFiles(root, key);
    else if (entry.isFile()) yield { key, absolutePath, size: (await fs.stat(absolutePath)).size };
  }
}

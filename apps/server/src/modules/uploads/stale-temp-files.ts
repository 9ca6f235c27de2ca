import fs from 'node:fs/promises';
import path from 'node:path';
import type { JobLog } from '../../jobs';

/** Older than any upload could take to arrive and be checked. */
const STALE_AFTER_MS = 24 * 3600_000;

/**
 * Removes temp files left behind by a process that was killed while it received or checked an
 * upload; every other path removes its own. Only old ones: another process may share the folder.
 */
export async function removeStaleTempFiles(
  tempDir: string,
  log: JobLog,
  nowMs = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(tempDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(tempDir, name);
    try {
      const stat = await fs.stat(file);
      // Folders too: a photo fetched back from a bucket to be checked waits in one of its own.
      if ((stat.isFile() || stat.isDirectory()) && nowMs - stat.mtimeMs > STALE_AFTER_MS) {
        await fs.rm(file, { force: true, recursive: true });
        removed += 1;
      }
    } catch {
      // Removed meanwhile by the process that owned it.
    }
  }
  if (removed) log.info({ removed, tempDir }, 'stale upload temp files removed');
  return removed;
}

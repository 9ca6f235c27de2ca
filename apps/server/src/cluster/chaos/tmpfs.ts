import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { filesUnder } from '../files-under';

const run = promisify(execFile);

/** The file that takes up every byte of a filled disk. */
export const FILLER = 'filler';
const MEBIBYTE = 1024 * 1024;

/** Mounting needs root; the reason the disk-full scenario cannot run, or null when it can. */
export function whyNoTmpfs(): string | null {
  const uid = process.getuid?.();
  return uid === 0 ? null : `mounting a tmpfs needs root, and this runs as uid ${uid ?? 'unknown'}`;
}

export interface FullDisks {
  /** What each disk holds besides the filler. */
  filesLeft(): string[];
  /** Unmounts every disk mounted (lazily, if something still holds it); safe to call again. */
  release(): Promise<void>;
}

/**
 * A tmpfs of `megabytes` mounted over each of `dirs` (a process's DATA_DIR/tmp, which it sees
 * at once as it opens paths anew) and filled to its last byte: what a full disk is to the store.
 * On any failure what was mounted is unmounted before it throws.
 */
export async function fillDisks(dirs: string[], megabytes: number): Promise<FullDisks> {
  const mounted: string[] = [];
  const release = async () => {
    for (const dir of mounted.splice(0)) {
      await run('umount', [dir]).catch(() => run('umount', ['-l', dir]));
    }
  };
  try {
    for (const dir of dirs) {
      fs.mkdirSync(dir, { recursive: true });
      await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'frameshop-chaos', dir]);
      mounted.push(dir);
      fill(path.join(dir, FILLER));
    }
  } catch (error) {
    await release();
    throw error;
  }
  return {
    filesLeft: () => dirs.flatMap(filesUnder).filter((file) => path.basename(file) !== FILLER),
    release,
  };
}

/** Writes to `file` until the disk refuses another byte: in mebibytes, then in pages. */
function fill(file: string): void {
  const handle = fs.openSync(file, 'w');
  try {
    for (const size of [MEBIBYTE, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) fs.writeSync(handle, chunk);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(handle);
  }
}

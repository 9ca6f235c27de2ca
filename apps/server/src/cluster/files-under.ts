import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './waiting';

/** Names of the files under `dir`, recursively; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The files still under `dirs` once `graceMs` has passed, or none as soon as they are all gone: a
 * render marked done still mails its buyer before it removes its inputs, and a restarted worker
 * clears what a killed one left a moment after it starts.
 */
export async function filesLeftUnder(dirs: string[], graceMs: number): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const left = dirs.flatMap(filesUnder);
    if (left.length === 0 || Date.now() > deadline) return left;
    await sleep(250);
  }
}

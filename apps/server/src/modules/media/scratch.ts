import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaStorage } from './storage';

/**
 * Runs `work` with a scratch folder of its own under the system temp folder, removed afterwards
 * whatever happens: where stored files are fetched to for a tool and its outputs are written.
 */
export async function withScratchDir<T>(
  prefix: string,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `frameshop-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Copies one stored file to another key, without a local file in between. */
export async function copyMedia(
  storage: Pick<MediaStorage, 'read' | 'putStream'>,
  from: string,
  to: string,
): Promise<void> {
  await storage.putStream(to, await storage.read(from));
}

/** A stored file's bytes in memory: only for files known to be small (photos, overlays). */
export async function readMediaBytes(
  storage: Pick<MediaStorage, 'kind' | 'read' | 'localFile'>,
  key: string,
): Promise<Buffer> {
  // The local disk's own file, read whole: as a stream it comes in 64 kB pieces, each a turn of
  // the event loop (a photo is 25 of them, behind whatever else the process is doing).
  if (storage.kind === 'local') {
    const file = await storage.localFile(key, os.tmpdir());
    try {
      return await fs.readFile(file.path);
    } finally {
      await file.release();
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

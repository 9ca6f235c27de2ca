import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { readMediaBytes, type MediaStorage } from '../media';
import type { PreparationHashes } from './content-hash';
import { manifestKey } from './template-media-keys';
import type { PreparedTemplateMedia } from './template-media-types';

const box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

const preparedSchema = z.object({
  media: z.object({ poster: z.string() }).catchall(z.string()),
  width: z.number(),
  height: z.number(),
  durationSeconds: z.number().nullable(),
  window: box.nullable(),
  greenScreenDimensions: z.string().nullable(),
});

/**
 * What was made from these files this way before, when every file of it is still stored; otherwise
 * undefined, and the media are made (again). The manifest is stored last, so it is there only
 * after everything it names; the files are looked at too, as one may have been removed since.
 */
export async function readStoredPreparation(
  storage: MediaStorage,
  hashes: PreparationHashes,
): Promise<PreparedTemplateMedia | undefined> {
  const key = manifestKey(hashes);
  if (!(await storage.exists(key))) return undefined;
  let parsed;
  try {
    parsed = preparedSchema.safeParse(JSON.parse((await readMediaBytes(storage, key)).toString()));
  } catch {
    // Removed between the two calls, or not JSON: made again, and written anew.
    return undefined;
  }
  if (!parsed.success) return undefined;
  const present = await Promise.all(
    Object.values(parsed.data.media).map((file) => storage.exists(file)),
  );
  return present.every(Boolean) ? parsed.data : undefined;
}

/** Records what was made from these files this way; call it after every file is stored. */
export async function storePreparation(
  storage: MediaStorage,
  hashes: PreparationHashes,
  prepared: PreparedTemplateMedia,
  dir: string,
): Promise<void> {
  const file = path.join(dir, 'prepared.json');
  await fs.writeFile(file, `${JSON.stringify(prepared, null, 2)}\n`);
  await storage.put(manifestKey(hashes), file);
}

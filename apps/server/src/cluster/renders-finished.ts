import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { generatedVideos } from '../db/schema';
import { eventually } from '../test-support/eventually';

/** The render rows of `ids`, as they are now. */
export const renderRows = (db: Db, ids: string[]) =>
  db.select().from(generatedVideos).where(inArray(generatedVideos.id, ids));

export type RenderRow = Awaited<ReturnType<typeof renderRows>>[number];

/** Waits until none of `ids` waits or runs; answers their rows then. */
export async function rendersFinished(
  db: Db,
  ids: string[],
  timeoutMs: number,
): Promise<RenderRow[]> {
  await eventually(
    'every render finished',
    async () =>
      (await renderRows(db, ids)).every((row) => !['queued', 'processing'].includes(row.status)),
    timeoutMs,
  );
  return renderRows(db, ids);
}

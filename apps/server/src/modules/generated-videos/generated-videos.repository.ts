import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { generatedVideos } from './generated-videos.schema';

export async function listGeneratedVideos(tx: Tx, userId: string) {
  return tx
    .select()
    .from(generatedVideos)
    .where(eq(generatedVideos.userId, userId))
    .orderBy(desc(generatedVideos.createdAt));
}

import type { Render } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import type { GeneratedVideoRow, GeneratedVideosService } from '../generated-videos';

/**
 * The contract's Render for each row, as GET /api/renders/:id answers it (links that expire
 * included): the API's answers and the render webhooks' data describe a render the same way.
 */
export async function describeRenders(
  videos: Pick<GeneratedVideosService, 'describe'>,
  tx: Tx,
  rows: GeneratedVideoRow[],
): Promise<Render[]> {
  const described = await videos.describe(tx, rows);
  return rows.map((row, i) => ({
    ...described[i]!,
    uploadId: row.uploadId,
    preview: row.preview,
    credits: row.credits,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
  }));
}

import type { GeneratedVideo } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { listGeneratedVideos } from './generated-videos.repository';

/** A user's rendered videos; the render pipeline adds and moves them through their states. */
export class GeneratedVideosService {
  constructor(private readonly db: Db) {}

  async listFor(userId: string): Promise<GeneratedVideo[]> {
    const rows = await listGeneratedVideos(this.db, userId);
    return rows.map((row) => ({
      jobId: row.id,
      templateId: row.templateId,
      templateName: row.templateName,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      // Signed download links arrive with the media storage; until a render completes there is none.
      signedUrl: null,
      errorMessage: row.errorMessage,
      progress: row.status === 'completed' ? 100 : 0,
      queuePosition: null,
      etaSeconds: null,
      posterUrl: null,
    }));
  }
}

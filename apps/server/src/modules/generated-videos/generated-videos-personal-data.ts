import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import type { SharedDependencies } from '../../shared-dependencies';
import { generatedVideos } from './generated-videos.schema';

/**
 * Renders and exports: exported with their files; after closing their files are deleted and the
 * rows kept without them (an order is part of the books: it held and spent credits).
 */
export const createGeneratedVideosPersonalData = (
  storage: Pick<SharedDependencies['storage'], 'remove'>,
): PersonalDataStep => ({
  module: 'generated-videos',
  tables: ['generated_videos'],
  async exportData(tx, userId, files) {
    const results = await tx
      .select()
      .from(generatedVideos)
      .where(eq(generatedVideos.userId, userId))
      .orderBy(asc(generatedVideos.createdAt));
    return {
      results: results.map((result) => ({
        id: result.id,
        templateId: result.templateId,
        templateName: result.templateName,
        kind: result.kind,
        status: result.status,
        creditsHeld: result.credits,
        createdAt: result.createdAt,
        file: files.add(result.outputKey, `results/${result.id}.${result.format}`),
      })),
    };
  },
  async eraseFiles(db, userId) {
    const results = await db
      .select({
        id: generatedVideos.id,
        outputKey: generatedVideos.outputKey,
        posterKey: generatedVideos.posterKey,
      })
      .from(generatedVideos)
      .where(
        and(
          eq(generatedVideos.userId, userId),
          or(isNotNull(generatedVideos.outputKey), isNotNull(generatedVideos.posterKey)),
        ),
      );
    for (const result of results) {
      for (const key of [result.outputKey, result.posterKey]) {
        if (key) await storage.remove(key);
      }
      await db
        .update(generatedVideos)
        .set({ outputKey: null, posterKey: null })
        .where(eq(generatedVideos.id, result.id));
    }
  },
});

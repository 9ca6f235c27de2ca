import { CommerceMessage, type LikedTemplate, type LikeResponse } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogueTemplates, type MediaUrls, toTemplateSummary } from '../catalogue';
import { deleteLike, insertLike, listLikes } from './likes.repository';

/** Likes: any template of any kind, one like per user and template. */
export class LikesService {
  constructor(private readonly deps: { db: Db; urls: MediaUrls }) {}

  async like(userId: string, templateId: number): Promise<LikeResponse> {
    const { db } = this.deps;
    if ((await catalogueTemplates.findTemplateForBuyers(db, templateId))?.status !== 'published') {
      throw AppError.notFound(CommerceMessage.templateNotFound);
    }
    const added = await insertLike(db, userId, templateId);
    return {
      liked: true,
      alreadyLiked: !added,
      message: added ? CommerceMessage.liked : CommerceMessage.alreadyLiked,
    };
  }

  async unlike(userId: string, templateId: number): Promise<LikeResponse> {
    await deleteLike(this.deps.db, userId, templateId);
    return { liked: false, alreadyLiked: false, message: CommerceMessage.unliked };
  }

  /** The liked templates, most recent first, priced for the caller's region. */
  async liked(userId: string, isIndianUser: boolean): Promise<LikedTemplate[]> {
    const likes = await listLikes(this.deps.db, userId);
    const rows = new Map(
      (
        await catalogueTemplates.findTemplatesByIds(
          this.deps.db,
          likes.map((like) => like.templateId),
        )
      ).map((row) => [row.id, row]),
    );
    return likes.flatMap(({ templateId, likedAt }) => {
      const row = rows.get(templateId);
      // Liked is a list of the store's templates: one no longer on sale leaves it.
      if (row?.status !== 'published') return [];
      return [
        { ...toTemplateSummary(row, isIndianUser, this.deps.urls), likedAt: likedAt.toISOString() },
      ];
    });
  }

  /** The ids of the liked templates, most recent first, for the profile answer. */
  async likedIds(userId: string): Promise<string[]> {
    return (await listLikes(this.deps.db, userId)).map((like) => String(like.templateId));
  }
}

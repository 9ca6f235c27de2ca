import { eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { templateLikes } from './likes.schema';

/** The liked templates: exported, and deleted at closing. */
export const likesPersonalData: PersonalDataStep = {
  module: 'likes',
  tables: ['template_likes'],
  async exportData(tx, userId) {
    const likes = await tx.select().from(templateLikes).where(eq(templateLikes.userId, userId));
    return {
      likedTemplates: likes.map((like) => ({
        templateId: String(like.templateId),
        at: like.createdAt,
      })),
    };
  },
  async erase(tx, owner) {
    await tx.delete(templateLikes).where(eq(templateLikes.userId, owner.id));
  },
};

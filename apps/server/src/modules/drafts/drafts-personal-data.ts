import { eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { drafts } from './drafts.schema';

/** The saved scenes: exported, and deleted at closing. */
export const draftsPersonalData: PersonalDataStep = {
  module: 'drafts',
  tables: ['drafts'],
  async exportData(tx, userId) {
    const own = await tx.select().from(drafts).where(eq(drafts.userId, userId));
    return {
      drafts: own.map((draft) => ({
        templateId: String(draft.templateId),
        revision: draft.revision,
        savedAt: draft.savedAt,
        scene: draft.scene,
      })),
    };
  },
  async erase(tx, owner) {
    await tx.delete(drafts).where(eq(drafts.userId, owner.id));
  },
};

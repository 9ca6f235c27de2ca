import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { templateLikes } from './likes.schema';

/** Stores the like once; answers whether this call added it. */
export async function insertLike(tx: Tx, userId: string, templateId: number): Promise<boolean> {
  const inserted = await tx
    .insert(templateLikes)
    .values({ userId, templateId })
    .onConflictDoNothing()
    .returning({ templateId: templateLikes.templateId });
  return inserted.length > 0;
}

export async function deleteLike(tx: Tx, userId: string, templateId: number): Promise<void> {
  await tx
    .delete(templateLikes)
    .where(and(eq(templateLikes.userId, userId), eq(templateLikes.templateId, templateId)));
}

/** The user's likes, most recent first. */
export async function listLikes(tx: Tx, userId: string) {
  return tx
    .select({ templateId: templateLikes.templateId, likedAt: templateLikes.createdAt })
    .from(templateLikes)
    .where(eq(templateLikes.userId, userId))
    .orderBy(desc(templateLikes.createdAt), desc(templateLikes.templateId));
}

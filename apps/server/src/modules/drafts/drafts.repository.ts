import { and, eq, sql } from 'drizzle-orm';
import type { Scene } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { drafts, type DraftRow } from './drafts.schema';

/** The one draft of this user and template: no query reaches another user's. */
const draftOf = (userId: string, templateId: number) =>
  and(eq(drafts.userId, userId), eq(drafts.templateId, templateId));

export async function findDraft(
  tx: Tx,
  userId: string,
  templateId: number,
): Promise<DraftRow | undefined> {
  const [row] = await tx.select().from(drafts).where(draftOf(userId, templateId));
  return row;
}

/**
 * Writes the first revision, unless one is there already; undefined when it was. One statement,
 * so of two first saves racing exactly one inserts.
 */
export async function insertFirstDraft(
  tx: Tx,
  userId: string,
  templateId: number,
  revision: number,
  scene: Scene,
): Promise<DraftRow | undefined> {
  const [row] = await tx
    .insert(drafts)
    .values({ userId, templateId, revision, scene })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Writes the next revision only while `baseRevision` is still the stored one; undefined when it
 * is not. The comparison and the write are one statement, so of N saves from the same revision
 * exactly one moves it on.
 */
export async function updateDraftFrom(
  tx: Tx,
  userId: string,
  templateId: number,
  baseRevision: number,
  scene: Scene,
): Promise<DraftRow | undefined> {
  const [row] = await tx
    .update(drafts)
    .set({ scene, revision: baseRevision + 1, savedAt: sql`now()` })
    .where(and(draftOf(userId, templateId), eq(drafts.revision, baseRevision)))
    .returning();
  return row;
}

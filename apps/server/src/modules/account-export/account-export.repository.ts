import { and, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { accountExports, type AccountExportRow } from './account-export.schema';

/** A new export; none when the user has one being made already (one at a time, by its index). */
export async function insertExport(tx: Tx, userId: string): Promise<AccountExportRow | undefined> {
  const [row] = await tx
    .insert(accountExports)
    .values({ userId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The user's newest export, whatever became of it. */
export async function latestExportOf(
  tx: Tx,
  userId: string,
): Promise<AccountExportRow | undefined> {
  const [row] = await tx
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  return row;
}

export async function findExport(tx: Tx, id: string): Promise<AccountExportRow | undefined> {
  const [row] = await tx.select().from(accountExports).where(eq(accountExports.id, id));
  return row;
}

/** The user's export still being made, if any. */
export async function openExportOf(tx: Tx, userId: string): Promise<AccountExportRow | undefined> {
  const [row] = await tx
    .select()
    .from(accountExports)
    .where(
      and(eq(accountExports.userId, userId), inArray(accountExports.status, ['queued', 'running'])),
    )
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  return row;
}

export async function updateExport(
  tx: Tx,
  id: string,
  changes: Partial<Omit<AccountExportRow, 'id' | 'userId'>>,
): Promise<void> {
  await tx.update(accountExports).set(changes).where(eq(accountExports.id, id));
}

/**
 * The share packed so far, written without waiting: only while the export still runs, so a late
 * write cannot undo its being ready.
 */
export async function setExportProgress(tx: Tx, id: string, progress: number): Promise<void> {
  await tx
    .update(accountExports)
    .set({ progress })
    .where(and(eq(accountExports.id, id), eq(accountExports.status, 'running')));
}

/** Which archives go: those past their time, or a user's (all, or all but the one replacing them). */
export type ArchivesToDelete = { expiredBy: Date } | { userId: string; except?: string };

/** Exports whose archive is to be deleted (see ArchivesToDelete). */
export function exportsToDelete(tx: Tx, which: ArchivesToDelete): Promise<AccountExportRow[]> {
  return tx
    .select()
    .from(accountExports)
    .where(
      and(
        isNotNull(accountExports.storageKey),
        'userId' in which
          ? and(
              eq(accountExports.userId, which.userId),
              which.except === undefined ? undefined : ne(accountExports.id, which.except),
            )
          : lt(accountExports.expiresAt, which.expiredBy),
      ),
    );
}

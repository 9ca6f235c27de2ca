import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { accountExports, type AccountExportRow } from './account-export.schema';

export async function insertExport(tx: Tx, userId: string): Promise<AccountExportRow> {
  const [row] = await tx.insert(accountExports).values({ userId }).returning();
  return row!;
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

/** Exports whose archive is past its time (or, with `userId`, every archive of that user). */
export function exportsToDelete(
  tx: Tx,
  which: { expiredBy: Date } | { userId: string },
): Promise<AccountExportRow[]> {
  return tx
    .select()
    .from(accountExports)
    .where(
      and(
        isNotNull(accountExports.storageKey),
        'userId' in which
          ? eq(accountExports.userId, which.userId)
          : lt(accountExports.expiresAt, which.expiredBy),
      ),
    );
}

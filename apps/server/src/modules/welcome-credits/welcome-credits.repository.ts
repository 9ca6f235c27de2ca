import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { closedIdentities } from './welcome-credits.schema';

/** Keeps digests; one kept already (the same person closing a second account) stays as it is. */
export async function insertDigests(tx: Tx, digests: string[]): Promise<void> {
  if (digests.length === 0) return;
  await tx
    .insert(closedIdentities)
    .values(digests.map((digest) => ({ digest })))
    .onConflictDoNothing();
}

/** Whether any of these digests is kept. */
export async function anyDigestKept(tx: Tx, digests: string[]): Promise<boolean> {
  if (digests.length === 0) return false;
  const [row] = await tx
    .select({ digest: closedIdentities.digest })
    .from(closedIdentities)
    .where(inArray(closedIdentities.digest, digests))
    .limit(1);
  return row !== undefined;
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { users } from './users.schema';

/**
 * Locks the account's row until the transaction ends, so that work of one person which must not
 * overlap (two uploads checking the quota for the last free bytes) runs one after the other.
 * False when there is no such account.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

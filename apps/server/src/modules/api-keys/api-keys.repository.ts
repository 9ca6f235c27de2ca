import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { apiKeys, type ApiKeyRow } from './api-keys.schema';

export type NewApiKey = Pick<ApiKeyRow, 'userId' | 'name' | 'scopes' | 'keyHash' | 'lastFour'>;

export async function insertApiKey(tx: Tx, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(key).returning();
  return row!;
}

export async function countApiKeys(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.n ?? 0;
}

/** The account's keys, oldest first (the order they were made in). */
export function listApiKeys(db: Db | Tx, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

const keyByHash = preparedStatement<{
  id: string;
  userId: string;
  name: string;
  scopes: string[];
}>(
  'api-key-by-hash',
  'select id, user_id as "userId", name, scopes from "api_keys" where key_hash = $1',
);

/**
 * The one indexed read each request with a key makes (`api_keys_key_hash_idx`), prepared as the
 * session's own read of its user is (ADR 42).
 */
export async function findApiKeyByHash(db: Db, keyHash: string) {
  const [row] = await keyByHash(db, [keyHash]);
  return row;
}

/** Answers whether the key was the account's. */
export async function deleteApiKey(db: Db, userId: string, keyId: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

export async function deleteAccountApiKeys(tx: Tx, userId: string): Promise<void> {
  await tx.delete(apiKeys).where(eq(apiKeys.userId, userId));
}

/** Sets the key's last use unless another process did within `since`: one write a minute at most. */
export async function touchApiKey(db: Db, keyId: string, now: Date, since: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))),
    );
}

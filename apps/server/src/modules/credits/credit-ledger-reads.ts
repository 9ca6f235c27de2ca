import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { creditLedger } from './credits.schema';

/** One credit change as the ledger keeps it. */
export type LedgerEntry = Pick<
  typeof creditLedger.$inferSelect,
  | 'id'
  | 'delta'
  | 'reason'
  | 'reference'
  | 'balanceAfter'
  | 'createdAt'
  | 'apiKeyId'
  | 'apiKeyName'
  | 'memberUserId'
>;

const entryColumns = {
  id: creditLedger.id,
  delta: creditLedger.delta,
  reason: creditLedger.reason,
  reference: creditLedger.reference,
  balanceAfter: creditLedger.balanceAfter,
  createdAt: creditLedger.createdAt,
  apiKeyId: creditLedger.apiKeyId,
  apiKeyName: creditLedger.apiKeyName,
  memberUserId: creditLedger.memberUserId,
};

/**
 * The ledger read by other modules (the credit statement explains each row from the records of
 * the modules it names): rows are only ever written through `applyCreditChange`.
 */
export const creditLedgerReads = {
  /** A page of a user's ledger, newest first: `limit` rows older than `before` (the newest without). */
  page(db: Db, userId: string, before: number | undefined, limit: number): Promise<LedgerEntry[]> {
    return db
      .select(entryColumns)
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, userId),
          before === undefined ? undefined : lt(creditLedger.id, before),
        ),
      )
      .orderBy(desc(creditLedger.id))
      .limit(limit);
  },

  /** The references of these rows of a user's ledger, by row id (a refund names its hold's row). */
  async referencesOf(db: Db, userId: string, ids: number[]): Promise<Map<number, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: creditLedger.id, reference: creditLedger.reference })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.id, ids)));
    return new Map(rows.map((row) => [row.id, row.reference]));
  },
};

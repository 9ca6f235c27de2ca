import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { creditLedger, licences, users } from '../db/schema';
import { spendingAnomalies } from '../test-support/commerce-fixture';
import { PACK } from './cluster-stack';

export interface PaidVisit {
  buyer: { userId: string };
  /** The credit pack order the buyer paid for. */
  orderId: string;
}

export interface Books {
  /** Paid orders whose credits are on the ledger exactly once. */
  creditedOnce: number;
  /** Users whose balance is their ledger's sum, never below 0, each hold settled once. */
  balanced: number;
  users: number;
  /** Buyer and template pairs with exactly one licence (a purchase or a render's). */
  licencedOnce: number;
  anomalies: number;
  failures: string[];
}

/**
 * The store's books after a load, as sentences for each thing wrong: every visit's buyer holds
 * one licence of each of `templateIds`, every paid order was credited once, and every user in
 * the database (not only the visits' buyers: a sign-up an outage cut short counts too) has the
 * spending anomalies of none (`spendingAnomalies`).
 */
export async function checkBooks(
  db: Db,
  visits: PaidVisit[],
  templateIds: number[],
): Promise<Books> {
  const books: Books = {
    creditedOnce: 0,
    balanced: 0,
    users: 0,
    licencedOnce: 0,
    anomalies: 0,
    failures: [],
  };
  for (const { buyer, orderId } of visits) {
    for (const id of templateIds) {
      const owned = await db
        .select()
        .from(licences)
        .where(and(eq(licences.userId, buyer.userId), eq(licences.templateId, id)));
      if (owned.length === 1) books.licencedOnce += 1;
      else
        books.failures.push(
          `user ${buyer.userId} holds ${owned.length} licences of template ${id}`,
        );
    }
    const credited = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'credit_purchase'), eq(creditLedger.reference, orderId)));
    if (credited.length === 1 && credited[0]!.delta === PACK.credits) books.creditedOnce += 1;
    else
      books.failures.push(
        `order ${orderId} credited ${credited.map((row) => row.delta).join(', ')}`,
      );
  }
  for (const { id } of await db.select({ id: users.id }).from(users)) {
    books.users += 1;
    const found = await spendingAnomalies(db, id);
    books.anomalies += found.length;
    if (found.length === 0) books.balanced += 1;
    books.failures.push(...found);
  }
  return books;
}

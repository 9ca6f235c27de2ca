import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { addToPurchaseCounts } from '../catalogue';
import { cartLines, idempotentRequests, licences } from './commerce.schema';

const lockBuyerRow = preparedStatement<{ credits: number; token_version: number }>(
  'lock-buyer',
  'select credits, token_version from "users" where id = $1 for update',
);

/**
 * Locks the buyer's row until the transaction ends and answers the balance. Every spending
 * transaction of a user starts here, so they run one after another per user: the ownership, cart
 * and idempotency checks that follow read what the previous one committed (READ COMMITTED takes a
 * fresh snapshot per statement, which is why none of them can ride along in this one).
 */
export async function lockBuyer(tx: Tx, userId: string): Promise<number | undefined> {
  return (await lockBuyerAccount(tx, userId))?.credits;
}

/** As lockBuyer, with the account's token version, for a session not checked before. */
export async function lockBuyerAccount(tx: Tx, userId: string) {
  const [row] = await lockBuyerRow(tx, [userId]);
  return row && { credits: row.credits, tokenVersion: row.token_version };
}

const purchaseFacts = preparedStatement<{
  price: number | null;
  price_ind: number | null;
  owned_licence_id: string | null;
  seen_fingerprint: string | null;
  seen_response: unknown;
}>(
  'purchase-facts',
  `select t.price, t.price_ind,
     (select l.id::text from "licences" l where l.user_id = $1 and l.template_id = t.id
      order by l.created_at limit 1) as owned_licence_id,
     r.fingerprint as seen_fingerprint, r.response as seen_response
   from (select $2::bigint as id) wanted
   left join "templates" t on t.id = wanted.id
   left join "idempotent_requests" r on r.user_id = $1 and r.key = $3`,
);

/**
 * What buying a template reads under the buyer's lock, in one round trip: the Idempotency-Key's
 * earlier request, the template's prices (none when there is no such template) and the buyer's
 * first licence of it (owning it). Ownership is what the last spend of this buyer left.
 */
export async function findPurchaseFacts(
  tx: Tx,
  userId: string,
  templateId: number,
  key: string | undefined,
) {
  // One row always: the templates and the key's request are joined to the template id asked for.
  const [row] = await purchaseFacts(tx, [userId, templateId, key ?? null]);
  const { price, price_ind, owned_licence_id, seen_fingerprint, seen_response } = row!;
  return {
    seen:
      seen_fingerprint === null
        ? undefined
        : { fingerprint: seen_fingerprint, response: seen_response },
    facts: {
      prices: price === null ? undefined : { price, priceInd: price_ind },
      ownedLicenceId: owned_licence_id ?? undefined,
    },
  };
}

/**
 * A purchase's licence, written by the statement that charges for it (see `CreditGrant`): values
 * $5 the template, $6 the source; the credits paid are the charge.
 */
export const licenceGrant = (templateId: number, source: NewLicence['source']) => ({
  name: `licence`,
  sql: `insert into "licences" (user_id, template_id, credits_paid, ledger_id, source)
        select $1::uuid, $5::bigint, -$4::int, entry.id, $6::text from entry returning id`,
  values: [templateId, source],
});

// ── Cart ─────────────────────────────────────────────────────────────────────────────────────────

export async function listCartLines(tx: Tx, userId: string) {
  return tx
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.templateId));
}

export async function findCartLine(tx: Tx, userId: string, templateId: number) {
  const [row] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.templateId, templateId)));
  return row;
}

/** Adds licences to a line, creating it; answers the new quantity. */
export async function addToCartLine(
  tx: Tx,
  userId: string,
  templateId: number,
  quantity: number,
): Promise<number> {
  const [row] = await tx
    .insert(cartLines)
    .values({ userId, templateId, quantity })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.templateId],
      set: { quantity: sql`${cartLines.quantity} + ${quantity}`, updatedAt: new Date() },
    })
    .returning({ quantity: cartLines.quantity });
  return row!.quantity;
}

export async function setCartLineQuantity(
  tx: Tx,
  userId: string,
  templateId: number,
  quantity: number,
): Promise<void> {
  await tx
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.templateId, templateId)));
}

export async function deleteCartLine(tx: Tx, userId: string, templateId: number): Promise<void> {
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.templateId, templateId)));
}

export async function emptyCart(tx: Tx, userId: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
}

// ── Licences ─────────────────────────────────────────────────────────────────────────────────────

export type NewLicence = typeof licences.$inferInsert;

export async function insertLicences(tx: Tx, rows: NewLicence[]) {
  return tx.insert(licences).values(rows).returning();
}

/** The user's first licence of a template (owning it), by id. */
export async function findFirstLicence(tx: Tx, userId: string, templateId: number) {
  const [row] = await tx
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.userId, userId), eq(licences.templateId, templateId)))
    .orderBy(asc(licences.createdAt))
    .limit(1);
  return row;
}

/** Which of these templates the user owns. */
export async function ownedTemplateIds(tx: Tx, userId: string): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ templateId: licences.templateId })
    .from(licences)
    .where(eq(licences.userId, userId));
  return new Set(rows.map((row) => row.templateId));
}

/** Every licence of the user, newest first. */
export async function listLicences(tx: Tx, userId: string) {
  return tx
    .select()
    .from(licences)
    .where(eq(licences.userId, userId))
    .orderBy(desc(licences.createdAt), desc(licences.id));
}

export async function findLicence(tx: Tx, licenceId: string) {
  const [row] = await tx.select().from(licences).where(eq(licences.id, licenceId));
  return row;
}

// ── A spend's last statement ─────────────────────────────────────────────────────────────────────

/**
 * What a spend writes after its work: the key's answer kept for retries (when the request sent a
 * key: $2 null writes none) and its first sale ($5 the template, $6 the count; $5 null for none)
 * added to that template's purchase count, in one round trip.
 */
export const FINISH_SPEND_SQL = `with remembered as (
     insert into "idempotent_requests" (user_id, key, fingerprint, response)
     select $1::uuid, $2::text, $3::text, $4::jsonb where $2::text is not null
   )
   update "templates" set purchase_count = purchase_count + $6::int where id = $5::bigint`;

const finishSpendStatement = preparedStatement('finish-spend', FINISH_SPEND_SQL);

export interface KeptAnswer {
  key: string;
  fingerprint: string;
  response: object;
}

/**
 * Ends a spend: its answer kept and its sales added to the purchase counts, the first sale riding
 * with the answer. Sales go in ascending template id, so two spends that sell several templates
 * lock their rows in the same order and cannot deadlock; run last in the transaction, so a popular
 * template's hot row is held only until the commit. (One statement for every sale, its rows locked
 * in order by a CTE, measured a third slower under contention than this.)
 */
export async function finishSpend(
  tx: Tx,
  userId: string,
  kept: KeptAnswer | undefined,
  sales: readonly { templateId: number; count: number }[],
): Promise<void> {
  const [first, ...rest] = [...sales].sort((a, b) => a.templateId - b.templateId);
  if (kept || first) {
    await finishSpendStatement(tx, [
      userId,
      kept?.key ?? null,
      kept?.fingerprint ?? null,
      kept ? JSON.stringify(kept.response) : null,
      first?.templateId ?? null,
      first?.count ?? 0,
    ]);
  }
  await addToPurchaseCounts(tx, rest);
}

// ── Idempotency ──────────────────────────────────────────────────────────────────────────────────

const idempotentRequest = preparedStatement<{ fingerprint: string; response: unknown }>(
  'find-idempotent-request',
  'select fingerprint, response from "idempotent_requests" where user_id = $1 and key = $2',
);

export async function findIdempotentRequest(tx: Tx, userId: string, key: string) {
  const [row] = await idempotentRequest(tx, [userId, key]);
  return row;
}

const newIdempotentRequest = preparedStatement(
  'insert-idempotent-request',
  `insert into "idempotent_requests" (user_id, key, fingerprint, response)
   values ($1, $2, $3, $4::jsonb)`,
);

export async function insertIdempotentRequest(
  tx: Tx,
  row: { userId: string } & KeptAnswer,
): Promise<void> {
  await newIdempotentRequest(tx, [
    row.userId,
    row.key,
    row.fingerprint,
    JSON.stringify(row.response),
  ]);
}

export async function deleteIdempotentRequestsBefore(tx: Tx, before: Date): Promise<number> {
  const deleted = await tx
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ key: idempotentRequests.key });
  return deleted.length;
}

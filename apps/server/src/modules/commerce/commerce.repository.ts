import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema';
import { cartLines, idempotentRequests, licences } from './commerce.schema';

/**
 * Locks the buyer's row until the transaction ends and answers the balance. Every spending transaction of a user starts
 * here, so they run one after another per user: the ownership, cart and idempotency checks that
 * follow read what the previous one committed (READ COMMITTED takes a fresh snapshot per statement).
 */
export async function lockBuyer(tx: Tx, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.credits;
}

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

// ── Idempotency ──────────────────────────────────────────────────────────────────────────────────

export async function findIdempotentRequest(tx: Tx, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  return row;
}

export async function insertIdempotentRequest(
  tx: Tx,
  row: { userId: string; key: string; fingerprint: string; response: Record<string, unknown> },
): Promise<void> {
  await tx.insert(idempotentRequests).values(row);
}

export async function deleteIdempotentRequestsBefore(tx: Tx, before: Date): Promise<number> {
  const deleted = await tx
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ key: idempotentRequests.key });
  return deleted.length;
}

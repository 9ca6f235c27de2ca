import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { cartLines, idempotentRequests, licences } from './commerce.schema';
import type { TemplateRow } from '../catalogue';
import type { TeamRole } from '@frameshop/contract';
import {
  GRANT_VALUES_FROM,
  lockTeamSpender,
  type CreditGrant,
  type SpendingMember,
  type TeamSpender,
} from '../credits';
import type { SeenRequest } from './idempotency';

// A closed account is no buyer: the condition is checked again on the row as it is once locked,
// so a close that commits while a spend waits for the lock leaves the spend nothing to lock.
const lockBuyerRow = preparedStatement<{ credits: number; token_version: number }>(
  'lock-buyer',
  'select credits, token_version from "users" where id = $1 and closed_at is null for update',
);

/**
 * Locks the buyer's row until the transaction ends and answers the balance. Every spending
 * transaction of a user starts here, so they run one after another per user: the ownership, cart
 * and idempotency checks that follow read what the previous one committed (READ COMMITTED takes a
 * fresh snapshot per statement, which is why none of them can ride along in this one). Answers
 * nothing, and locks nothing, for an account that does not exist or is closed (ADR 31): nothing
 * may be spent from it.
 */
export async function lockBuyer(tx: Tx, userId: string): Promise<number | undefined> {
  return (await lockBuyerAccount(tx, userId))?.credits;
}

/** As lockBuyer, with the account's token version, for a session not checked before. */
export async function lockBuyerAccount(tx: Tx, userId: string): Promise<LockedAccount | undefined> {
  const [row] = await lockBuyerRow(tx, [userId]);
  return row && { credits: row.credits, tokenVersion: row.token_version, balanceHeld: true };
}

/** Who pays for a spend: an account, or a team's (`userId`) by the member who spends from it. */
export interface SpendPayer {
  userId: string;
  member?: SpendingMember;
}

/**
 * As lockBuyerAccount, for the payer of a spend: a team's member's row is locked before the
 * team's (ADR 63), as every spend of that member locks them.
 */
export async function lockPayerAccount(
  tx: Tx,
  { userId, member }: SpendPayer,
): Promise<LockedAccount | undefined> {
  if (!member) return lockBuyerAccount(tx, userId);
  const locked = await lockTeamSpender(tx, userId, member);
  return (
    locked && { credits: locked.credits, tokenVersion: locked.tokenVersion, balanceHeld: true }
  );
}

/** As lockBuyer, for the payer of a spend (see lockPayerAccount). */
export async function lockPayer(tx: Tx, payer: SpendPayer): Promise<number | undefined> {
  return (await lockPayerAccount(tx, payer))?.credits;
}

type PurchaseFactsRow = {
  /** Null only in a row of purchases read together whose team is closed or gone. */
  credits: number | null;
  token_version: number;
  status: TemplateRow['status'] | null;
  price: number | null;
  price_ind: number | null;
  owned_licence_id: string | null;
  seen_fingerprint: string | null;
  seen_response: unknown;
  member_spent: number | null;
  member_role: TeamRole | null;
  member_limit: number | null;
  team_name: string | null;
};

/**
 * The payer's lock and a purchase's facts in one round trip (migrations 0049 and 0050, ADR 61):
 * the function locks the row, then reads the facts in a statement of its own, begun once the lock
 * is granted. The bench's direct SQL sends this same text.
 */
export const PURCHASE_FACTS_LOCKED_SQL =
  'select * from purchase_facts_locked($1::uuid, $2::bigint, $3::text, $4::uuid, $5::date, $6::int)';
const purchaseFactsLocked = preparedStatement<PurchaseFactsRow>(
  'purchase-facts-locked',
  PURCHASE_FACTS_LOCKED_SQL,
);

/**
 * A team's purchase by a member: the same facts under the member's lock only (migration 0052, ADR
 * 63); the team's row is locked by the charge. The bench's direct SQL sends this same text.
 */
export const TEAM_PURCHASE_FACTS_LOCKED_SQL =
  'select * from team_purchase_facts_locked($1::uuid, $2::bigint, $3::text, $4::uuid, $5::date, $6::int)';
const teamPurchaseFactsLocked = preparedStatement<PurchaseFactsRow>(
  'team-purchase-facts-locked',
  TEAM_PURCHASE_FACTS_LOCKED_SQL,
);

/** The payer's row as a spend read it: its balance and session version. */
export interface LockedAccount {
  credits: number;
  tokenVersion: number;
  /**
   * The balance was read under the payer's row lock, so a charge leaves it less the price. False
   * for a team's purchase (ADR 63), whose charge alone locks the team's row and tells the balance
   * it left.
   */
  balanceHeld: boolean;
}

/**
 * What a spend reads under the payer's lock: the locked account (none for one that does not
 * exist or is closed, ADR 31: nothing may be spent from it), the Idempotency-Key's earlier
 * request, and the facts the spend needs.
 */
export type LockedRead<Facts> =
  { account: undefined } | { account: LockedAccount; seen: SeenRequest | undefined; facts: Facts };

/**
 * A team member paying for a purchase, as the request names them: their membership (role, limit,
 * the team's name) is read with the purchase's facts, under the member's lock, for the session
 * `tokenVersion` names (undefined: not checked).
 */
export interface ClaimedMember {
  userId: string;
  /** The store's calendar month now, `YYYY-MM-01`, which the spend counts in. */
  month: string;
  tokenVersion?: number;
}

/**
 * Locks the buyer's row (a team's member's, for a team's purchase) and reads what buying a
 * template needs, in one round trip: the Idempotency-Key's earlier request, the template's prices
 * (none when there is no such template), the buyer's first licence of it (owning it) and, for a
 * team's member, their membership and what they spent this month. Ownership is what the last
 * spend of this buyer (or member) left; another member's purchase of it at the same moment meets
 * the charge's unique cause.
 */
export async function lockForPurchase(
  tx: Tx,
  userId: string,
  templateId: number,
  key: string | undefined,
  member?: ClaimedMember,
): Promise<LockedRead<PurchaseFacts>> {
  const statement = member ? teamPurchaseFactsLocked : purchaseFactsLocked;
  const [row] = await statement(tx, [
    userId,
    templateId,
    key ?? null,
    member?.userId ?? null,
    member?.month ?? null,
    member?.tokenVersion ?? null,
  ]);
  return purchaseReadOf(row, member, !member);
}

/** A row of the purchase facts' functions as a spend reads it (none: no account to spend from). */
function purchaseReadOf(
  row: PurchaseFactsRow | undefined,
  member: ClaimedMember | undefined,
  balanceHeld: boolean,
): LockedRead<PurchaseFacts> {
  // A closed or missing account answers no row (alone) or a row of nulls (read together).
  if (!row || row.credits === null) return { account: undefined };
  const { status, price, price_ind, owned_licence_id, seen_fingerprint, seen_response } = row;
  return {
    account: { credits: row.credits, tokenVersion: row.token_version, balanceHeld },
    seen:
      seen_fingerprint === null
        ? undefined
        : { fingerprint: seen_fingerprint, response: seen_response },
    facts: {
      prices: price === null ? undefined : { price, priceInd: price_ind },
      status: status ?? undefined,
      ownedLicenceId: owned_licence_id ?? undefined,
      member: member && row.member_role !== null ? membershipOf(member, row) : undefined,
    },
  };
}

/** One of a team's purchases read together (`lockForPurchasesTogether`). */
export interface WantedPurchase {
  templateId: number;
  key: string | undefined;
  member: ClaimedMember;
}

const teamPurchasesFactsLocked = preparedStatement<PurchaseFactsRow>(
  'team-purchases-facts-locked',
  `select f.* from unnest($2::bigint[], $3::text[], $4::uuid[], $6::int[])
     with ordinality as p(template_id, request_key, member, token_version, n)
   left join lateral team_purchase_facts_locked(
     $1::uuid, p.template_id, p.request_key, p.member, $5::date, p.token_version) f on true
   order by p.n`,
);

/**
 * What `lockForPurchase` reads for each of a team's purchases, in one round trip (ADR 66): each
 * member's row locked in turn, then their purchase's facts read. The purchases come sorted by
 * member, so two such reads lock members in one order and never wait on each other in a circle;
 * all count in `month`.
 */
export async function lockForPurchasesTogether(
  tx: Tx,
  teamId: string,
  month: string,
  purchases: readonly WantedPurchase[],
): Promise<LockedRead<PurchaseFacts>[]> {
  const rows = await teamPurchasesFactsLocked(tx, [
    teamId,
    purchases.map((purchase) => purchase.templateId),
    purchases.map((purchase) => purchase.key ?? null),
    purchases.map((purchase) => purchase.member.userId),
    month,
    purchases.map((purchase) => purchase.member.tokenVersion ?? null),
  ]);
  return rows.map((row, at) => purchaseReadOf(row, purchases[at]!.member, false));
}

const membershipOf = (member: ClaimedMember, row: PurchaseFactsRow): PurchaseMembership => ({
  userId: member.userId,
  month: member.month,
  role: row.member_role!,
  teamName: row.team_name!,
  monthlyLimit: row.member_limit,
  spentThisMonth: row.member_spent ?? 0,
});

/** A team member's membership as the purchase read it under the member's lock. */
export type PurchaseMembership = Required<TeamSpender> & { role: TeamRole };

/** What buying a template needs to know, read under the buyer's lock. */
export interface PurchaseFacts {
  prices: { price: number; priceInd: number | null } | undefined;
  status: TemplateRow['status'] | undefined;
  ownedLicenceId: string | undefined;
  /** The paying member, when they are one (a team's purchase only). */
  member: PurchaseMembership | undefined;
}

/**
 * A purchase's licence, written by the statement that charges for it (see `CreditGrant`): values
 * $7 its id, $8 the template, $9 the source; the credits paid are the charge.
 */
export const licenceGrant = (
  licenceId: string,
  templateId: number,
  source: NewLicence['source'],
): CreditGrant => ({
  name: 'licence',
  sql: `licence as (
     insert into "licences" (id, user_id, template_id, credits_paid, ledger_id, source)
     select $7::uuid, $1::uuid, $8::bigint, -$4::int, entry.id, $9::text from entry)`,
  values: [licenceId, templateId, source],
});

/** A licence bought with others of its team's, and the answer kept for its key, if sent one. */
export interface LicenceBoughtTogether {
  reference: string;
  licenceId: string;
  templateId: number;
  source: NewLicence['source'];
  kept: KeptAnswer | undefined;
}

/**
 * The licences of a team's purchases charged together (`applyCreditChanges`), and the answers kept
 * for their keys, by the statement that charges for them: each joined to its ledger row `entry` by
 * its cause, its credits paid that row's, its kept answer's remaining credits the balance it left.
 * Values $7 the causes, $8 the licences' ids, $9 their templates, $10 their sources, $11–$13 the
 * keys (null for none), fingerprints and answers.
 */
export const licencesGrant = (bought: readonly LicenceBoughtTogether[]): CreditGrant => ({
  name: 'licences-together',
  sql: `bought as (
     select * from unnest($7::text[], $8::uuid[], $9::bigint[], $10::text[], $11::text[],
       $12::text[], $13::jsonb[]) as b(reference, id, template_id, source, key, fingerprint, response)
   ), licence as (
     insert into "licences" (id, user_id, template_id, credits_paid, ledger_id, source)
     select b.id, $1::uuid, b.template_id, -entry.delta, entry.id, b.source
     from entry join bought b using (reference)
   ), kept as (
     insert into "idempotent_requests" (user_id, key, fingerprint, response)
     select $1::uuid, b.key, b.fingerprint,
       jsonb_set(b.response, '{remainingCredits}', to_jsonb(entry.balance_after))
     from entry join bought b using (reference) where b.key is not null)`,
  values: [
    bought.map((licence) => licence.reference),
    bought.map((licence) => licence.licenceId),
    bought.map((licence) => licence.templateId),
    bought.map((licence) => licence.source),
    bought.map((licence) => licence.kept?.key ?? null),
    bought.map((licence) => licence.kept?.fingerprint ?? null),
    bought.map((licence) => (licence.kept ? JSON.stringify(licence.kept.response) : null)),
  ],
});

/** A checkout's licences as the arrays its statements take: ids, templates, credits each. */
const licenceArrays = (sold: readonly SoldLicence[]) => [
  sold.map((licence) => licence.id),
  sold.map((licence) => licence.templateId),
  sold.map((licence) => licence.creditsPaid),
];

/**
 * A checkout's licences, one per sold line, and the cart emptied, by the statement that charges
 * for them (see `CreditGrant`): values $7 the licences' ids, $8 their templates, $9 their credits.
 */
export const checkoutGrant = (sold: readonly SoldLicence[]): CreditGrant => ({
  name: 'checkout',
  sql: `licences as (
     insert into "licences" (id, user_id, template_id, credits_paid, ledger_id, source)
     select line.id, $1::uuid, line.template_id, line.credits_paid, entry.id, 'checkout'
     from entry, unnest($7::uuid[], $8::bigint[], $9::int[]) as line(id, template_id, credits_paid)
   ), emptied as (
     delete from "cart_lines" where user_id = $1::uuid and exists (select 1 from entry))`,
  values: licenceArrays(sold),
});

/**
 * `grant` with the request's answer kept for its Idempotency-Key by the same statement, its values
 * after the grant's: the spend's last write needs no round trip of its own. Its `remainingCredits`
 * is the balance the charge left, which a spend that did not hold the payer's row (ADR 63) learns
 * only from the charge.
 */
export function keepingAnswer(grant: CreditGrant, kept: KeptAnswer): CreditGrant {
  const first = GRANT_VALUES_FROM + grant.values.length;
  return {
    name: `${grant.name}-kept`,
    sql: `${grant.sql}, kept as (
       insert into "idempotent_requests" (user_id, key, fingerprint, response)
       select $1::uuid, $${first}::text, $${first + 1}::text,
         jsonb_set($${first + 2}::jsonb, '{remainingCredits}', to_jsonb(entry.balance_after))
       from entry)`,
    values: [...grant.values, kept.key, kept.fingerprint, JSON.stringify(kept.response)],
  };
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

// ── Checkout ─────────────────────────────────────────────────────────────────────────────────────
// A checkout's statements, written once as SQL (prepared on PostgreSQL): it needs only the lines'
// prices and names, where the displayed cart reads every column of their templates and builds their
// summaries, which took a checkout on the embedded database more time than its SQL.

/**
 * What a checkout reads under the buyer's lock, in one round trip: the Idempotency-Key's earlier
 * request ($2, null without a key) and the cart's lines in its order with their templates' name
 * and prices. A line whose template is no longer sold (or exists) is left out, as the cart leaves
 * it out. One row at least: an empty cart answers a row without a line.
 */
export const CHECKOUT_FACTS_SQL = `select r.fingerprint as seen_fingerprint, r.response as seen_response,
     line.template_id, line.quantity, line.name, line.price, line.price_ind
   from (select 1) one
   left join "idempotent_requests" r on r.user_id = $1 and r.key = $2
   left join (
     select c.template_id::text as template_id, c.quantity, t.name, t.price, t.price_ind,
       c.created_at
     from "cart_lines" c join "templates" t on t.id = c.template_id and t.status = 'published'
     where c.user_id = $1
   ) line on true
   order by line.created_at, line.template_id`;

/** A free checkout's licences (nothing to charge, so no ledger row), one per row of the arrays. */
const INSERT_FREE_LICENCES_SQL = `insert into "licences"
     (id, user_id, template_id, credits_paid, ledger_id, source)
   select line.id, $1::uuid, line.template_id, line.credits_paid, null, 'checkout'
   from unnest($2::uuid[], $3::bigint[], $4::int[]) as line(id, template_id, credits_paid)`;

const EMPTY_CART_SQL = 'delete from "cart_lines" where user_id = $1';

const checkoutFactsStatement = preparedStatement<{
  seen_fingerprint: string | null;
  seen_response: unknown;
  template_id: string | null;
  quantity: number;
  name: string;
  price: number;
  price_ind: number | null;
}>('checkout-facts', CHECKOUT_FACTS_SQL);
const insertFreeLicencesStatement = preparedStatement(
  'insert-free-licences',
  INSERT_FREE_LICENCES_SQL,
);
const emptyCartStatement = preparedStatement('empty-cart', EMPTY_CART_SQL);

/** A checkout's reads (`CHECKOUT_FACTS_SQL`): the key's earlier request, and the lines to buy. */
export async function findCheckoutFacts(tx: Tx, userId: string, key: string | undefined) {
  const rows = await checkoutFactsStatement(tx, [userId, key ?? null]);
  const { seen_fingerprint, seen_response } = rows[0]!;
  return {
    seen:
      seen_fingerprint === null
        ? undefined
        : { fingerprint: seen_fingerprint, response: seen_response },
    facts: rows.flatMap((row) =>
      row.template_id === null
        ? []
        : [
            {
              templateId: Number(row.template_id),
              quantity: row.quantity,
              name: row.name,
              prices: { price: row.price, priceInd: row.price_ind },
            },
          ],
    ),
  };
}

/** A licence of a checkout, its id given by the checkout. */
export interface SoldLicence {
  id: string;
  templateId: number;
  creditsPaid: number;
}

/** The licences of a checkout that charged nothing, every one free. */
export async function insertFreeLicences(tx: Tx, userId: string, sold: readonly SoldLicence[]) {
  await insertFreeLicencesStatement(tx, [userId, ...licenceArrays(sold)]);
}

export async function emptyCart(tx: Tx, userId: string): Promise<void> {
  await emptyCartStatement(tx, [userId]);
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

/** An answer kept for retries of its Idempotency-Key, with what the request asked. */
export interface KeptAnswer {
  key: string;
  fingerprint: string;
  response: object;
}

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

/** The templates each of these ledger rows of a user paid licences for, by ledger row id. */
export async function templatesLicensedBy(
  tx: Tx,
  userId: string,
  ledgerIds: number[],
): Promise<Map<number, number[]>> {
  const licensed = new Map<number, number[]>();
  if (ledgerIds.length === 0) return licensed;
  const rows = await tx
    .select({ ledgerId: licences.ledgerId, templateId: licences.templateId })
    .from(licences)
    .where(and(eq(licences.userId, userId), inArray(licences.ledgerId, ledgerIds)));
  for (const { ledgerId, templateId } of rows) {
    if (ledgerId !== null) licensed.set(ledgerId, [...(licensed.get(ledgerId) ?? []), templateId]);
  }
  return licensed;
}

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { invoiceCounters, invoices } from './invoices.schema';

export type InvoiceRow = typeof invoices.$inferSelect;

/** A split of the price, in paise. */
interface Split {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** What the crediting transaction knows when it issues an order's invoice. */
export interface InvoiceToIssue {
  prefix: string;
  financialYear: number;
  /** `26-27`. */
  financialYearLabel: string;
  issuedAt: Date;
  paymentOrderId: string;
  providerOrderId: string;
  accountId: string;
  /** The account's billing details, as a subquery of one row or none (billing-details' SQL). */
  billingDetails: SQL;
  /** Who the invoice names when the account gave no billing details. */
  accountName: string;
  accountEmail: string;
  seller: { name: string; address: string; gstin: string | null; state: string | null };
  sac: string;
  description: string;
  packId: string;
  credits: number;
  rateBasisPoints: number;
  total: number;
  currency: string;
  /** The split when the place of supply is the seller's state, and when it is not. */
  intraState: Split;
  interState: Split;
}

/** `<prefix>/<year>/` and the sequence, padded to 5 digits until it has more. */
const numberSql = (prefix: string, yearLabel: string, sequence: SQL) =>
  sql`${`${prefix}/${yearLabel}/`}::text || case when length(${sequence}::text) >= 5
    then ${sequence}::text else lpad(${sequence}::text, 5, '0') end`;

/**
 * Takes the next number of the year's invoice series and writes the invoice, in one statement of
 * the crediting transaction: the counter row's update (made on the year's first invoice) holds
 * the number until the transaction ends, so a rollback gives it back. The buyer's billing details
 * are read in the same statement; the place of supply (theirs, else the seller's state) picks the
 * split. Answers the number.
 */
export async function insertInvoice(tx: Tx, invoice: InvoiceToIssue): Promise<string> {
  const { intraState: intra, interState: inter, seller } = invoice;
  const sellerState = seller.state;
  const isIntra = sql`(facts.place is not distinct from ${sellerState}::text)`;
  const pick = (intraValue: number, interValue: number) =>
    sql`case when ${isIntra} then ${intraValue}::int else ${interValue}::int end`;
  const { rows } = await tx.execute<{ number: string }>(sql`
    with buyer as (${invoice.billingDetails}),
    taken as (
      insert into ${invoiceCounters} (kind, financial_year, last_number)
      values ('invoice', ${invoice.financialYear}::int, 1)
      on conflict (kind, financial_year)
        do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    ),
    facts as (
      select taken.last_number as sequence,
        (select legal_name from buyer) as legal_name, (select address from buyer) as address,
        (select state from buyer) as state, (select gstin from buyer) as gstin,
        coalesce((select state from buyer), ${sellerState}::text) as place
      from taken
    )
    insert into ${invoices} (number, kind, financial_year, sequence, issued_at, payment_order_id,
      account_id, seller_name, seller_address, seller_gstin, seller_state, buyer_name,
      buyer_address, buyer_email, buyer_state, buyer_gstin, place_of_supply, sac, description,
      pack_id, credits, rate_basis_points, taxable_value, cgst, sgst, igst, total, currency,
      provider_order_id)
    select ${numberSql(invoice.prefix, invoice.financialYearLabel, sql`facts.sequence`)}, 'invoice',
      ${invoice.financialYear}::int, facts.sequence, ${invoice.issuedAt.toISOString()}::timestamptz,
      ${invoice.paymentOrderId}::uuid, ${invoice.accountId}::uuid, ${seller.name}::text,
      ${seller.address}::text, ${seller.gstin}::text, ${sellerState}::text,
      coalesce(facts.legal_name, ${invoice.accountName}::text), coalesce(facts.address, ''),
      ${invoice.accountEmail}::text, facts.state, facts.gstin, facts.place, ${invoice.sac}::text,
      ${invoice.description}::text, ${invoice.packId}::text, ${invoice.credits}::int,
      ${invoice.rateBasisPoints}::int, ${pick(intra.taxableValue, inter.taxableValue)},
      ${pick(intra.cgst, inter.cgst)}, ${pick(intra.sgst, inter.sgst)},
      ${pick(intra.igst, inter.igst)}, ${invoice.total}::int, ${invoice.currency}::text,
      ${invoice.providerOrderId}::text
    from facts
    returning number`);
  return rows[0]!.number;
}

/**
 * Writes the credit note of a paid order's invoice under the next number of the year's credit
 * note series: the invoice's facts, the same amounts (reversed by its kind). The counter moves only
 * when the invoice exists; answers the number, or undefined for an order without an invoice (paid
 * before invoices existed) and for one that has its credit note already.
 */
export async function insertCreditNote(
  tx: Tx,
  note: {
    paymentOrderId: string;
    prefix: string;
    financialYear: number;
    financialYearLabel: string;
    issuedAt: Date;
    reason: string;
  },
): Promise<string | undefined> {
  const { rows } = await tx.execute<{ number: string }>(sql`
    with original as (
      select * from ${invoices} as invoice
      where invoice.payment_order_id = ${note.paymentOrderId}::uuid and invoice.kind = 'invoice'
        and not exists (select 1 from ${invoices} as note
          where note.payment_order_id = invoice.payment_order_id and note.kind = 'credit-note')
    ),
    taken as (
      insert into ${invoiceCounters} (kind, financial_year, last_number)
      select 'credit-note', ${note.financialYear}::int, 1 from original
      on conflict (kind, financial_year)
        do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    )
    insert into ${invoices} (number, kind, financial_year, sequence, issued_at, payment_order_id,
      account_id, invoice_number, reason, seller_name, seller_address, seller_gstin, seller_state,
      buyer_name, buyer_address, buyer_email, buyer_state, buyer_gstin, place_of_supply, sac,
      description, pack_id, credits, rate_basis_points, taxable_value, cgst, sgst, igst, total,
      currency, provider_order_id)
    select ${numberSql(note.prefix, note.financialYearLabel, sql`taken.last_number`)}, 'credit-note',
      ${note.financialYear}::int, taken.last_number, ${note.issuedAt.toISOString()}::timestamptz,
      original.payment_order_id, original.account_id, original.number, ${note.reason}::text,
      original.seller_name, original.seller_address, original.seller_gstin, original.seller_state,
      original.buyer_name, original.buyer_address, original.buyer_email, original.buyer_state,
      original.buyer_gstin, original.place_of_supply, original.sac, original.description,
      original.pack_id, original.credits, original.rate_basis_points, original.taxable_value,
      original.cgst, original.sgst, original.igst, original.total, original.currency,
      original.provider_order_id
    from original, taken
    returning number`);
  return rows[0]?.number;
}

export async function findInvoice(tx: Tx, number: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.number, number));
  return row;
}

/** An account's documents, newest first; `limit` bounds the answer. */
export function invoicesOfAccount(tx: Tx, accountId: string, limit: number): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);
}

/** The invoice of each of these orders that has one, by order id. */
export async function invoiceNumbersOfOrders(
  tx: Tx,
  accountId: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ orderId: invoices.paymentOrderId, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.kind, 'invoice')));
  return new Map(rows.map((row) => [row.orderId, row.number]));
}

/** An order's documents: its invoice, and its credit note once refunded. */
export function documentsOfOrders(tx: Tx, orderIds: string[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx.select().from(invoices).where(inArray(invoices.paymentOrderId, orderIds));
}

/** The documents issued in a month of the store's zone (`2026-11`), in the order they were numbered. */
export function documentsOfMonth(tx: Tx, month: string, timeZone: string): Promise<InvoiceRow[]> {
  const start = sql`(${`${month}-01`}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`((${`${month}-01`}::date + interval '1 month')::timestamp) at time zone ${timeZone}`;
  return tx
    .select()
    .from(invoices)
    .where(sql`${invoices.issuedAt} >= ${start} and ${invoices.issuedAt} < ${end}`)
    .orderBy(asc(invoices.kind), asc(invoices.financialYear), asc(invoices.sequence));
}

/** At closing: the buyer's name, address and email leave the documents that need none (ADR 55). */
export async function anonymiseUnregisteredBuyer(
  tx: Tx,
  accountId: string,
  closedName: string,
): Promise<void> {
  await tx
    .update(invoices)
    .set({ buyerName: closedName, buyerAddress: '', buyerEmail: '' })
    .where(and(eq(invoices.accountId, accountId), sql`${invoices.buyerGstin} is null`));
  await tx
    .update(invoices)
    .set({ buyerEmail: '' })
    .where(and(eq(invoices.accountId, accountId), sql`${invoices.buyerGstin} is not null`));
}

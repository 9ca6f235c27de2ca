import {
  financialYearLabel,
  financialYearOf,
  InvoiceMessage,
  splitGstInclusive,
  taxMonthOf,
  type AdminInvoiceList,
  type Gstr1,
  type Invoice,
  type InvoiceListItem,
} from '@frameshop/contract';
import type { TaxConfig } from '../../config/env';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { billingDetailsRecords } from '../billing-details';
import { titleOf, toInvoice } from './invoice-facts';
import type { InvoicePdfs } from './invoice-pdfs';
import { gstr1Csv, gstr1Of } from './gstr1';
import {
  documentsOfMonth,
  documentsOfOrders,
  findInvoice,
  insertCreditNote,
  insertInvoice,
  invoiceNumbersOfOrders,
  invoicesOfAccount,
  type InvoiceRow,
} from './invoices.repository';

/** The most documents one list answers: years of buying, for anyone. */
const LIST_LIMIT = 1000;

export interface InvoicesServiceDependencies {
  db: Db;
  tax: TaxConfig;
  /** The store's legal name and address (lines separated by newlines). */
  seller: { name: string; address: string };
  /** The store's IANA zone: its days date the documents and start its financial years. */
  timeZone: string;
  pdfs: Pick<InvoicePdfs, 'draw'>;
  /** Now; tests fix it (the 31 March → 1 April boundary). */
  clock?: () => Date;
}

/** What the transaction that credits a pack hands over for its invoice. */
export interface InvoiceSale {
  order: {
    id: string;
    providerOrderId: string;
    userId: string;
    packId: string;
    credits: number;
    amount: number;
    currency: string;
  };
  /** The buyer's account as the crediting transaction read it: the name and email without billing details. */
  buyer: { actualName: string; username: string; email: string };
}

/** An order's invoice, as its receipt and its mail name it. */
export interface OrderInvoice {
  number: string;
  title: string;
}

/**
 * Tax invoices and credit notes (ADR 55): issued in the transactions that credit and refund a
 * pack, read by their buyer and the owner, drawn as PDFs, and summed into the month's GSTR-1.
 */
export class InvoicesService {
  constructor(private readonly deps: InvoicesServiceDependencies) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /**
   * Writes the invoice of an order credited in `tx` under the next number of the financial year's
   * series, in one statement: the buyer's billing details as they are now, the store's settings as
   * they are now, and the price split for the place of supply. Answers the number.
   */
  async issue(tx: Tx, { order, buyer }: InvoiceSale): Promise<string> {
    const { tax, seller, timeZone } = this.deps;
    const issuedAt = this.now();
    const financialYear = financialYearOf(issuedAt, timeZone);
    const ratePercent = tax.gstin ? tax.ratePercent : 0;
    return insertInvoice(tx, {
      prefix: tax.invoicePrefix,
      financialYear,
      financialYearLabel: financialYearLabel(financialYear),
      issuedAt,
      paymentOrderId: order.id,
      providerOrderId: order.providerOrderId,
      accountId: order.userId,
      billingDetails: billingDetailsRecords.ofAccountSql(order.userId),
      accountName: buyer.actualName || buyer.username,
      accountEmail: buyer.email,
      seller: { ...seller, gstin: tax.gstin, state: tax.state },
      sac: tax.sac,
      description: `${order.credits.toLocaleString('en-IN')} credits (credit pack)`,
      packId: order.packId,
      credits: order.credits,
      rateBasisPoints: Math.round(ratePercent * 100),
      total: order.amount,
      currency: order.currency,
      intraState: splitGstInclusive(order.amount, ratePercent, true),
      interState: splitGstInclusive(order.amount, ratePercent, false),
    });
  }

  /**
   * The credit note of an order refunded in `tx`: its invoice reversed, under the next number of
   * the year's credit note series. Answers its number; undefined for an order paid before invoices
   * existed, or one already credited back.
   */
  issueCreditNote(tx: Tx, orderId: string, reason: string): Promise<string | undefined> {
    const issuedAt = this.now();
    const financialYear = financialYearOf(issuedAt, this.deps.timeZone);
    return insertCreditNote(tx, {
      paymentOrderId: orderId,
      prefix: this.deps.tax.creditNotePrefix,
      financialYear,
      financialYearLabel: financialYearLabel(financialYear),
      issuedAt,
      reason,
    });
  }

  async listOf(accountId: string): Promise<InvoiceListItem[]> {
    const rows = await invoicesOfAccount(this.deps.db, accountId, LIST_LIMIT);
    return rows.map((row) => ({
      number: row.number,
      date: row.issuedAt.toISOString(),
      total: row.total,
      kind: row.kind,
    }));
  }

  /** One of the buyer's documents; another's and an unknown one answer alike. */
  async ofBuyer(accountId: string, number: string): Promise<Invoice> {
    const row = await findInvoice(this.deps.db, number);
    if (!row || row.accountId !== accountId) throw AppError.notFound(InvoiceMessage.notFound);
    return this.withInvoiceDate(row);
  }

  async pdfOfBuyer(accountId: string, number: string): Promise<Buffer> {
    return this.deps.pdfs.draw(await this.ofBuyer(accountId, number));
  }

  /** Any document's PDF, for the owner. */
  async anyPdf(number: string): Promise<Buffer> {
    const row = await findInvoice(this.deps.db, number);
    if (!row) throw AppError.notFound(InvoiceMessage.notFound);
    return this.deps.pdfs.draw(await this.withInvoiceDate(row));
  }

  /** The invoice numbers of the account's paid orders, by order id (the purchase history's). */
  numbersOf(accountId: string): Promise<Map<string, string>> {
    return invoiceNumbersOfOrders(this.deps.db, accountId);
  }

  /** The invoices of paid orders, by order id, for their receipts (orders paid before invoices have none). */
  async ofOrders(orderIds: string[]): Promise<Map<string, OrderInvoice>> {
    const rows = await documentsOfOrders(this.deps.db, orderIds);
    return new Map(
      rows
        .filter((row) => row.kind === 'invoice')
        .map((row) => [row.paymentOrderId, { number: row.number, title: titleOf(row) }]),
    );
  }

  /** The invoice of a paid order and its PDF, to attach to the receipt's mail. */
  async pdfOfOrder(orderId: string): Promise<(OrderInvoice & { pdf: Buffer }) | null> {
    const row = (await documentsOfOrders(this.deps.db, [orderId])).find(
      (document) => document.kind === 'invoice',
    );
    if (!row) return null;
    const pdf = await this.deps.pdfs.draw(toInvoice(row, this.deps.timeZone, null));
    return { number: row.number, title: titleOf(row), pdf };
  }

  /**
   * The month's documents for the dashboard, each invoice with its credit note; without a month,
   * this one in the store's time zone.
   */
  async month(month = taxMonthOf(this.now(), this.deps.timeZone)): Promise<AdminInvoiceList> {
    const { rows, related } = await this.monthWithRelated(month);
    const noteOf = new Map(
      related
        .filter((row) => row.kind === 'credit-note')
        .map((row) => [row.invoiceNumber, row.number]),
    );
    const invoiceOf = new Map(
      related.filter((row) => row.kind === 'invoice').map((row) => [row.number, row]),
    );
    return {
      month,
      registered: this.deps.tax.gstin !== null,
      invoices: rows
        .toSorted((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime())
        .map((row) => ({
          ...toInvoice(row, this.deps.timeZone, this.invoiceDateOf(row, invoiceOf)),
          creditNoteNumber: row.kind === 'invoice' ? (noteOf.get(row.number) ?? null) : null,
        })),
    };
  }

  /** The month's GSTR-1 figures; refused while the store is not registered. */
  async gstr1(month: string): Promise<Gstr1> {
    const gstin = this.deps.tax.gstin;
    if (!gstin) throw AppError.conflict(InvoiceMessage.notRegistered);
    const { rows, related } = await this.monthWithRelated(month);
    const invoiceOf = new Map(
      related.filter((row) => row.kind === 'invoice').map((row) => [row.number, row]),
    );
    return gstr1Of(rows, invoiceOf, { gstin, month, timeZone: this.deps.timeZone });
  }

  async gstr1Csv(month: string): Promise<string> {
    return gstr1Csv(await this.gstr1(month));
  }

  /** The month's documents, and every document of the same orders (a note's invoice, an invoice's note). */
  private async monthWithRelated(month: string) {
    const rows = await documentsOfMonth(this.deps.db, month, this.deps.timeZone);
    const related = await documentsOfOrders(this.deps.db, [
      ...new Set(rows.map((row) => row.paymentOrderId)),
    ]);
    return { rows, related };
  }

  private invoiceDateOf(row: InvoiceRow, invoiceOf: ReadonlyMap<string, InvoiceRow>): Date | null {
    return row.invoiceNumber ? (invoiceOf.get(row.invoiceNumber)?.issuedAt ?? null) : null;
  }

  private async withInvoiceDate(row: InvoiceRow): Promise<Invoice> {
    const original = row.invoiceNumber
      ? await findInvoice(this.deps.db, row.invoiceNumber)
      : undefined;
    return toInvoice(row, this.deps.timeZone, original?.issuedAt ?? null);
  }
}

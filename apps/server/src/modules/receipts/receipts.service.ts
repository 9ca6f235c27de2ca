import {
  formatPaise,
  formatReceiptDate,
  paymentMethodLabel,
  receiptInvoiceLine,
  ReceiptMessage,
  type Receipt,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobPayloads, JobQueue } from '../../jobs';
import type { CallerLog } from '../../observability';
import type { InvoicesService, OrderInvoice } from '../invoices';
import { isUnreachableAddress, type Mailer } from '../mail';
import {
  findReceipt,
  insertReceipt,
  markReceiptMailed,
  receiptNumberOfOrder,
  receiptNumbersOf,
  receiptNumbersOfProviderOrders,
  receiptsOf,
  setReceiptPaymentMethod,
  type NewReceipt,
  type ReceiptRow,
} from './receipts.repository';

/** The most receipts one answer lists: years of buying, for anyone. */
const LIST_LIMIT = 1000;

export interface Seller {
  /** The store's legal name (STORE_LEGAL_NAME). */
  name: string;
  /** Its postal address, lines separated by newlines (STORE_ADDRESS); empty when not configured. */
  address: string;
}

export interface ReceiptsServiceDependencies {
  db: Db;
  seller: Seller;
  /** The IANA zone receipts are dated in (STORE_TIME_ZONE). */
  timeZone: string;
  /** The store's address, for the link in the mail. */
  publicUrl: string;
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  /** Each receipt's invoice (ADR 55), read with it. */
  invoices: Pick<InvoicesService, 'ofOrders' | 'pdfOfOrder'>;
}

/** What mailing a receipt needs besides the receipt: the mailer, and the provider's word on the method. */
export interface ReceiptMailing {
  mailer: Mailer;
  /** Razorpay's `method` of the payment; throws when the provider does not answer. */
  paymentMethodOf: (providerOrderId: string, paymentId: string) => Promise<string | null>;
  /** The job's try: after the third, a receipt is mailed without the method rather than never. */
  attempt: number;
  /** The mailing job's. */
  log: CallerLog;
}

const METHOD_LOOKUP_TRIES = 3;

/** What the payment that credited an order hands over for its receipt. */
export interface ReceiptSale {
  order: Pick<
    NewReceipt,
    'packId' | 'credits' | 'amount' | 'currency' | 'provider' | 'providerOrderId' | 'userId'
  > & { id: string };
  /** The provider's payment that paid it, and its method when the provider said. */
  paymentId: string;
  paymentMethod: string | null;
  /** The buyer's account as it is in the crediting transaction. */
  buyer: { actualName: string; username: string; email: string };
}

/**
 * Receipts for paid credit packs: one written with each credit, in its transaction, and mailed
 * by a job enqueued in that same transaction, so each paid order is mailed about once, however
 * many times its payment is confirmed.
 */
export class ReceiptsService {
  constructor(private readonly deps: ReceiptsServiceDependencies) {}

  /**
   * Writes the receipt of an order credited in `tx` and enqueues its mail; answers its number. The
   * sale and the buyer are copied onto it as they are now, so it never reads them again.
   */
  async issue(tx: Tx, sale: ReceiptSale): Promise<number> {
    const { order, buyer } = sale;
    const number = await insertReceipt(tx, {
      paymentOrderId: order.id,
      userId: order.userId,
      packId: order.packId,
      credits: order.credits,
      amount: order.amount,
      currency: order.currency,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      paymentId: sale.paymentId,
      paymentMethod: sale.paymentMethod,
      sellerName: this.deps.seller.name,
      sellerAddress: this.deps.seller.address,
      // An account without a name goes by its username, on the receipt as everywhere.
      buyerName: buyer.actualName || buyer.username,
      buyerEmail: buyer.email,
    });
    await this.deps.jobs.send('mail-receipt', { receiptNumber: number }, { tx });
    return number;
  }

  async listOf(userId: string): Promise<Receipt[]> {
    return this.toReceipts(await receiptsOf(this.deps.db, userId, LIST_LIMIT));
  }

  /** The receipt numbers of the user's paid orders, by order id (for the purchase history). */
  numbersOf(userId: string): Promise<Map<string, number>> {
    return receiptNumbersOf(this.deps.db, userId);
  }

  /** The receipt numbers of the user's paid orders, by the provider's order id (the ledger's). */
  numbersOfProviderOrders(
    userId: string,
    providerOrderIds: string[],
  ): Promise<Map<string, number>> {
    return receiptNumbersOfProviderOrders(this.deps.db, userId, providerOrderIds);
  }

  /** The receipt number of a paid order; null while it is unpaid. */
  async numberOfOrder(orderId: string): Promise<number | null> {
    return (await receiptNumberOfOrder(this.deps.db, orderId)) ?? null;
  }

  /** One of the buyer's receipts; another's and an unknown one answer alike. */
  async ofBuyer(userId: string, number: number): Promise<Receipt> {
    const row = await findReceipt(this.deps.db, number);
    if (!row || row.userId !== userId) throw AppError.notFound(ReceiptMessage.notFound);
    return (await this.toReceipts([row]))[0]!;
  }

  /** Any receipt, for an admin. */
  async anyOne(number: number): Promise<Receipt> {
    const row = await findReceipt(this.deps.db, number);
    if (!row) throw AppError.notFound(ReceiptMessage.notFound);
    return (await this.toReceipts([row]))[0]!;
  }

  /**
   * The `mail-receipt` job. A receipt whose method the provider has not told yet asks it first; a
   * provider that does not answer fails the try (the queue retries), up to the last tries, which
   * mail without it. The receipt is marked mailed after the mail went: a try that dies in between
   * mails it again, one that finds it marked mails nothing. A receipt whose account closed before
   * it went is not mailed at all, and the try ends without an error.
   */
  async mail(
    number: number,
    { mailer, paymentMethodOf, attempt, log }: ReceiptMailing,
  ): Promise<void> {
    const { db } = this.deps;
    const row = await findReceipt(db, number);
    if (!row || row.mailedAt) return;
    // A closed account's receipt keeps no address (ADR 31): no try, now or later, can mail it.
    if (isUnreachableAddress(row.buyerEmail)) return;
    if (row.paymentMethod === null && row.paymentId !== null) {
      try {
        const method = await paymentMethodOf(row.providerOrderId, row.paymentId);
        if (method) {
          await setReceiptPaymentMethod(db, number, method);
          row.paymentMethod = method;
        }
      } catch (error) {
        if (attempt < METHOD_LOOKUP_TRIES) throw error;
      }
    }
    // The invoice's PDF goes with it (ADR 55): drawn in the PDF worker, off the event loop.
    const invoice = await this.deps.invoices.pdfOfOrder(row.paymentOrderId);
    const receipt = this.toReceipt(row, invoice);
    await mailer.send(
      {
        to: receipt.buyer.email,
        subject: `Your ${receipt.seller.name} receipt No. ${receipt.receiptNumber}`,
        text: receiptMailText(receipt, `${this.deps.publicUrl}/receipts/${receipt.receiptNumber}`),
        ...(invoice
          ? {
              attachments: [
                {
                  filename: `${invoice.number.replaceAll('/', '-')}.pdf`,
                  contentType: 'application/pdf',
                  content: invoice.pdf,
                },
              ],
            }
          : {}),
      },
      log,
    );
    await markReceiptMailed(db, number);
  }

  /** Receipts with their invoices, read in one query. */
  private async toReceipts(rows: ReceiptRow[]): Promise<Receipt[]> {
    const invoices = await this.deps.invoices.ofOrders(rows.map((row) => row.paymentOrderId));
    return rows.map((row) => this.toReceipt(row, invoices.get(row.paymentOrderId) ?? null));
  }

  private toReceipt(row: ReceiptRow, invoice: OrderInvoice | null): Receipt {
    const { seller, timeZone } = this.deps;
    return {
      receiptNumber: row.number,
      issuedAt: row.issuedAt.toISOString(),
      timeZone,
      seller: {
        name: row.sellerName ?? seller.name,
        addressLines: linesOf(row.sellerAddress ?? seller.address),
      },
      buyer: { name: row.buyerName, email: row.buyerEmail },
      packId: row.packId,
      credits: row.credits,
      amount: row.amount,
      currency: row.currency,
      orderId: row.providerOrderId,
      paymentId: row.paymentId ?? '',
      provider: row.provider,
      paymentMethod: row.paymentMethod,
      invoice: invoice ? { number: invoice.number, title: invoice.title } : null,
    };
  }
}

const linesOf = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** The receipt as a plain-text mail: every fact of the printable page, and a link to it. */
export function receiptMailText(receipt: Receipt, link: string): string {
  const { seller, buyer } = receipt;
  return [
    `Thank you for your purchase. This is your receipt.`,
    '',
    `Receipt No. ${receipt.receiptNumber}`,
    `Date: ${formatReceiptDate(receipt.issuedAt, receipt.timeZone)}`,
    '',
    `From: ${[seller.name, ...seller.addressLines].join(', ')}`,
    `To: ${buyer.name} <${buyer.email}>`,
    '',
    `${receipt.credits.toLocaleString('en-IN')} credits (credit pack)`,
    `Amount paid: ${formatPaise(receipt.amount)}`,
    `Payment method: ${paymentMethodLabel(receipt.paymentMethod)}`,
    `Order ID: ${receipt.orderId}`,
    `Payment ID: ${receipt.paymentId}`,
    ...(receipt.invoice ? ['', `${receiptInvoiceLine(receipt.invoice)} (attached as a PDF)`] : []),
    '',
    `View or print it: ${link}`,
  ].join('\n');
}

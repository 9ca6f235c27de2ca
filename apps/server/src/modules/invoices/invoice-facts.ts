import { InvoiceMessage, type Invoice } from '@frameshop/contract';
import type { InvoiceRow } from './invoices.repository';

export const linesOf = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** What the document is called: a registered seller's invoice is a tax invoice. */
export function titleOf(row: Pick<InvoiceRow, 'kind' | 'sellerGstin'>): string {
  if (row.kind === 'credit-note') return InvoiceMessage.creditNote;
  return row.sellerGstin ? InvoiceMessage.taxInvoice : InvoiceMessage.billOfSupply;
}

/**
 * A document as its row keeps it: every fact copied the day it was issued. `invoiceDate` is the
 * credit note's invoice's issue time, which the caller reads (null on an invoice).
 */
export function toInvoice(row: InvoiceRow, timeZone: string, invoiceDate: Date | null): Invoice {
  return {
    number: row.number,
    kind: row.kind,
    title: titleOf(row),
    date: row.issuedAt.toISOString(),
    timeZone,
    seller: {
      name: row.sellerName,
      addressLines: linesOf(row.sellerAddress),
      gstin: row.sellerGstin,
      state: row.sellerState,
    },
    buyer: {
      name: row.buyerName,
      addressLines: linesOf(row.buyerAddress),
      gstin: row.buyerGstin,
      state: row.buyerState,
      email: row.buyerEmail,
    },
    placeOfSupply: row.placeOfSupply,
    interState: row.igst > 0 || (row.sellerState !== null && row.placeOfSupply !== row.sellerState),
    sac: row.sac,
    description: row.description,
    credits: row.credits,
    rate: row.rateBasisPoints / 100,
    taxableValue: row.taxableValue,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    total: row.total,
    currency: row.currency,
    orderId: row.providerOrderId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: invoiceDate?.toISOString() ?? null,
    reason: row.reason,
  };
}

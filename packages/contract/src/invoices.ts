import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { text } from './fields';
import { DOCUMENT_NUMBER_MAX } from './gst';

/**
 * Tax invoices and credit notes (ADR 55): one invoice per paid credit pack, written in the
 * transaction that credits it, and one credit note per refunded one. Amounts are paise; a credit
 * note's are positive, its `kind` says they go the other way.
 */

export const InvoiceMessage = {
  notFound: 'Invoice not found',
  taxInvoice: 'Tax invoice',
  billOfSupply: 'Bill of supply',
  creditNote: 'Credit note',
  notRegistered:
    'The store is not registered for GST (STORE_GSTIN is not set): it issues bills of supply, and has no GSTR-1 to file.',
  pdfBusy: 'Invoices are being made for many people at once. Please try again in a moment.',
} as const;

export const invoiceKindSchema = z.enum(['invoice', 'credit-note']);

/** A document's number in a path: `FS/26-27/00123`, URL-encoded (`FS%2F26-27%2F00123`). */
export const invoiceNumberSchema = text()
  .min(1)
  .max(DOCUMENT_NUMBER_MAX, `An invoice number has at most ${DOCUMENT_NUMBER_MAX} characters`)
  .regex(/^[A-Z0-9/-]+$/, 'An invoice number has only capital letters, digits, "/" and "-"');

const partySchema = z.object({
  name: z.string(),
  /** Its lines. */
  addressLines: z.array(z.string()),
  gstin: z.string().nullable(),
  /** The GST state code; null for a seller not registered and a buyer who gave none. */
  state: z.string().nullable(),
});

export const invoiceListItemSchema = z.object({
  number: z.string(),
  /** When it was issued (ISO 8601); its day is the store's time zone's. */
  date: z.string(),
  /** Paise. */
  total: z.number().int().positive(),
  kind: invoiceKindSchema,
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceSchema = invoiceListItemSchema.extend({
  /** "Tax invoice", "Bill of supply" (a seller not registered for GST) or "Credit note". */
  title: z.string(),
  timeZone: z.string(),
  seller: partySchema,
  buyer: partySchema.extend({ email: z.string() }),
  /** The GST state code of the place of supply; null only on a bill of supply to a buyer who gave none. */
  placeOfSupply: z.string().nullable(),
  /** True when the place of supply is outside the seller's state: IGST, not CGST + SGST. */
  interState: z.boolean(),
  sac: z.string(),
  description: z.string(),
  credits: z.number().int().positive(),
  /** Percent (18); 0 on a bill of supply. */
  rate: z.number().nonnegative(),
  taxableValue: z.number().int().nonnegative(),
  cgst: z.number().int().nonnegative(),
  sgst: z.number().int().nonnegative(),
  igst: z.number().int().nonnegative(),
  currency: z.string(),
  /** The provider's order (`order_…`) the document is about. */
  orderId: z.string(),
  /** A credit note's invoice; null on an invoice. */
  invoiceNumber: z.string().nullable(),
  /** A credit note's invoice date; null on an invoice. */
  invoiceDate: z.string().nullable(),
  /** Why a credit note was issued; null on an invoice. */
  reason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceListItemSchema) });

const invoiceParams = z.object({ number: invoiceNumberSchema });

const pdfAnswer = {
  200: { contentType: 'application/pdf', description: 'The document on A4, its fonts embedded' },
} as const;

/** A month of the store's books: `2026-11`, in the store's time zone. */
export const taxMonthSchema = text().regex(
  /^\d{4}-(0[1-9]|1[0-2])$/,
  'month must be a month such as 2026-11',
);

// ── The owner's month ─────────────────────────────────────────────────────────────────────────────

export const adminInvoiceSchema = invoiceSchema.extend({
  /** An invoice's credit note once its pack was refunded (an invoice without one may be refunded). */
  creditNoteNumber: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminInvoiceListSchema = z.object({
  month: z.string(),
  registered: z.boolean(),
  invoices: z.array(adminInvoiceSchema),
});
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;

/** Rupees with two decimals, as the GST portal's offline tool writes amounts. */
const rupees = z.number();

const gstr1ItemSchema = z.object({
  num: z.number().int(),
  itm_det: z.object({
    txval: rupees,
    rt: z.number(),
    iamt: rupees,
    camt: rupees,
    samt: rupees,
    csamt: rupees,
  }),
});

/** What an invoice or a credit note to a registered buyer says in the return, besides its number and date. */
const registeredDocument = {
  val: rupees,
  pos: z.string(),
  rchrg: z.literal('N'),
  inv_typ: z.literal('R'),
  itms: z.array(gstr1ItemSchema),
};

/**
 * The month as the GST portal's offline tool imports a GSTR-1 (its JSON's field names), with the
 * totals the store checks it against. Amounts in rupees, two decimals.
 */
export const gstr1Schema = z.object({
  gstin: z.string(),
  /** The return period: `MMYYYY`. */
  fp: z.string(),
  version: z.string(),
  hash: z.string(),
  b2b: z.array(
    z.object({
      ctin: z.string(),
      inv: z.array(z.object({ inum: z.string(), idt: z.string(), ...registeredDocument })),
    }),
  ),
  /** Inter-state invoices to buyers without a GSTIN worth more than ₹1,00,000. */
  b2cl: z.array(
    z.object({
      pos: z.string(),
      inv: z.array(
        z.object({
          inum: z.string(),
          idt: z.string(),
          val: rupees,
          itms: z.array(gstr1ItemSchema),
        }),
      ),
    }),
  ),
  b2cs: z.array(
    z.object({
      sply_ty: z.enum(['INTRA', 'INTER']),
      pos: z.string(),
      typ: z.literal('OE'),
      rt: z.number(),
      txval: rupees,
      iamt: rupees,
      camt: rupees,
      samt: rupees,
      csamt: rupees,
    }),
  ),
  cdnr: z.array(
    z.object({
      ctin: z.string(),
      nt: z.array(
        z.object({
          ntty: z.literal('C'),
          nt_num: z.string(),
          nt_dt: z.string(),
          ...registeredDocument,
        }),
      ),
    }),
  ),
  cdnur: z.array(
    z.object({
      ntty: z.literal('C'),
      nt_num: z.string(),
      nt_dt: z.string(),
      val: rupees,
      pos: z.string(),
      typ: z.literal('B2CL'),
      itms: z.array(gstr1ItemSchema),
    }),
  ),
  hsn: z.object({
    data: z.array(
      z.object({
        num: z.number().int(),
        hsn_sc: z.string(),
        desc: z.string(),
        uqc: z.string(),
        qty: z.number(),
        rt: z.number(),
        txval: rupees,
        iamt: rupees,
        camt: rupees,
        samt: rupees,
        csamt: rupees,
      }),
    ),
  }),
  doc_issue: z.object({
    doc_det: z.array(
      z.object({
        doc_num: z.number().int(),
        doc_typ: z.string(),
        docs: z.array(
          z.object({
            num: z.number().int(),
            from: z.string(),
            to: z.string(),
            totnum: z.number().int(),
            cancel: z.number().int(),
            net_issue: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  /** Not the portal's: the store's own totals of the month, in paise, for checking the return. */
  totals: z.object({
    invoices: z.number().int(),
    invoicesValue: z.number().int(),
    /** Documents issued while the store was not registered: no GST, not in the return. */
    billsOfSupply: z.number().int(),
    billsOfSupplyValue: z.number().int(),
    creditNotes: z.number().int(),
    creditNotesValue: z.number().int(),
    taxableValue: z.number().int(),
    igst: z.number().int(),
    cgst: z.number().int(),
    sgst: z.number().int(),
  }),
});
export type Gstr1 = z.infer<typeof gstr1Schema>;

export const gstr1QuerySchema = z.object({
  month: taxMonthSchema,
  format: z.enum(['json', 'csv']).default('json'),
});

export const invoiceEndpoints = defineEndpoints({
  /** The signed-in buyer's invoices and credit notes, newest first. */
  invoices: { method: 'GET', path: '/api/invoices', response: { 200: invoiceListSchema } },
  /** One of them, every field; another buyer's answers 404, as an unknown number does. */
  invoice: {
    method: 'GET',
    path: '/api/invoices/:number',
    params: invoiceParams,
    response: { 200: invoiceSchema },
  },
  invoicePdf: {
    method: 'GET',
    path: '/api/invoices/:number/pdf',
    params: invoiceParams,
    response: {},
    byteAnswers: pdfAnswer,
  },
  /** The month's invoices and credit notes, for the dashboard (behind the admin gate). */
  adminInvoices: {
    method: 'GET',
    path: '/api/admin/invoices',
    // Without a month, this one in the store's time zone: a browser's clock may be in another.
    querystring: z.object({ month: taxMonthSchema.optional() }),
    response: { 200: adminInvoiceListSchema },
  },
  adminInvoicePdf: {
    method: 'GET',
    path: '/api/admin/invoices/:number/pdf',
    params: invoiceParams,
    response: {},
    byteAnswers: pdfAnswer,
  },
  /** The month's GSTR-1 figures: the offline tool's JSON, or `format=csv`. */
  gstr1: {
    method: 'GET',
    path: '/api/admin/tax/gstr1',
    querystring: gstr1QuerySchema,
    // With `format=csv` the same figures come as text/csv (the route's description says so).
    response: { 200: gstr1Schema },
  },
});

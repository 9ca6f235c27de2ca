import { localDate, stateLabel, type Gstr1 } from '@frameshop/contract';
import { csvLine, type CsvValue } from '../admin';
import type { InvoiceRow } from './invoices.repository';

/**
 * The month's documents as the figures a GSTR-1 is filed from (ADR 55): the GST portal's offline
 * tool's JSON (its field names; amounts in rupees with two decimals) and the same as CSV. Only the
 * documents of a registered seller count; bills of supply are totalled apart.
 */

/** An inter-state invoice to a buyer without a GSTIN above this (paise) is B2C large (since 1 August 2024). */
export const B2CL_ABOVE = 100_000_00;

const rupees = (paise: number) => Math.round(paise) / 100;

/** `15-11-2026`, the day in the store's zone, as the portal writes dates. */
export function portalDate(instant: Date, timeZone: string): string {
  const { year, month, day } = localDate(instant, timeZone);
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

const rateOf = (row: InvoiceRow) => row.rateBasisPoints / 100;

function itemOf(row: InvoiceRow) {
  return {
    // The offline tool numbers an invoice's rows by rate: 1801 for the 18 % row.
    num: row.rateBasisPoints + 1,
    itm_det: {
      txval: rupees(row.taxableValue),
      rt: rateOf(row),
      iamt: rupees(row.igst),
      camt: rupees(row.cgst),
      samt: rupees(row.sgst),
      csamt: 0,
    },
  };
}

const isB2cl = (row: InvoiceRow) => !row.buyerGstin && row.igst > 0 && row.total > B2CL_ABOVE;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The signed sum of a field over documents: an invoice adds, a credit note takes away. */
const net = (
  rows: readonly InvoiceRow[],
  field: 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total',
) => rows.reduce((sum, row) => sum + (row.kind === 'invoice' ? row[field] : -row[field]), 0);

/**
 * `documents` are the month's, both kinds; `invoicesOfNotes` the invoices the month's credit notes
 * correct (their B2C kind decides where a note goes), by number.
 */
export function gstr1Of(
  documents: readonly InvoiceRow[],
  invoicesOfNotes: ReadonlyMap<string, InvoiceRow>,
  { gstin, month, timeZone }: { gstin: string; month: string; timeZone: string },
): Gstr1 {
  const registered = documents.filter((row) => row.sellerGstin !== null);
  const bills = documents.filter((row) => row.sellerGstin === null && row.kind === 'invoice');
  const invoices = registered.filter((row) => row.kind === 'invoice');
  const notes = registered.filter((row) => row.kind === 'credit-note');
  const date = (row: InvoiceRow) => portalDate(row.issuedAt, timeZone);
  const pos = (row: InvoiceRow) => row.placeOfSupply ?? row.sellerState ?? '';
  const noteOfB2cl = (note: InvoiceRow) => {
    const invoice = note.invoiceNumber ? invoicesOfNotes.get(note.invoiceNumber) : undefined;
    return invoice ? isB2cl(invoice) : isB2cl(note);
  };

  const b2b = [
    ...groupBy(
      invoices.filter((row) => row.buyerGstin),
      (row) => row.buyerGstin!,
    ),
  ].map(([ctin, rows]) => ({
    ctin,
    inv: rows.map((row) => ({
      inum: row.number,
      idt: date(row),
      val: rupees(row.total),
      pos: pos(row),
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: [itemOf(row)],
    })),
  }));
  const b2cl = [...groupBy(invoices.filter(isB2cl), pos)].map(([place, rows]) => ({
    pos: place,
    inv: rows.map((row) => ({
      inum: row.number,
      idt: date(row),
      val: rupees(row.total),
      itms: [itemOf(row)],
    })),
  }));
  // B2C small: per place of supply and rate, net of the credit notes that correct them.
  const smalls = [
    ...invoices.filter((row) => !row.buyerGstin && !isB2cl(row)),
    ...notes.filter((row) => !row.buyerGstin && !noteOfB2cl(row)),
  ];
  const b2cs = [...groupBy(smalls, (row) => `${pos(row)}|${row.rateBasisPoints}`)].map(
    ([, rows]) => {
      const first = rows[0]!;
      return {
        sply_ty: pos(first) === first.sellerState ? ('INTRA' as const) : ('INTER' as const),
        pos: pos(first),
        typ: 'OE' as const,
        rt: rateOf(first),
        txval: rupees(net(rows, 'taxableValue')),
        iamt: rupees(net(rows, 'igst')),
        camt: rupees(net(rows, 'cgst')),
        samt: rupees(net(rows, 'sgst')),
        csamt: 0,
      };
    },
  );
  const noteEntry = (row: InvoiceRow) => ({
    ntty: 'C' as const,
    nt_num: row.number,
    nt_dt: date(row),
    val: rupees(row.total),
    pos: pos(row),
    itms: [itemOf(row)],
  });
  const cdnr = [
    ...groupBy(
      notes.filter((row) => row.buyerGstin),
      (row) => row.buyerGstin!,
    ),
  ].map(([ctin, rows]) => ({
    ctin,
    nt: rows.map((row) => ({
      ...noteEntry(row),
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
    })),
  }));
  const cdnur = notes
    .filter((row) => !row.buyerGstin && noteOfB2cl(row))
    .map((row) => {
      const { pos: place, ...entry } = noteEntry(row);
      return { ...entry, pos: place, typ: 'B2CL' as const };
    });
  const hsn = [...groupBy(registered, (row) => `${row.sac}|${row.rateBasisPoints}`)].map(
    ([, rows], index) => ({
      num: index + 1,
      hsn_sc: rows[0]!.sac,
      desc: 'Credit packs (online content)',
      // A service has no unit of quantity: the portal's "NA", and no quantity.
      uqc: 'NA',
      qty: 0,
      rt: rateOf(rows[0]!),
      txval: rupees(net(rows, 'taxableValue')),
      iamt: rupees(net(rows, 'igst')),
      camt: rupees(net(rows, 'cgst')),
      samt: rupees(net(rows, 'sgst')),
      csamt: 0,
    }),
  );
  const series = (rows: readonly InvoiceRow[]) =>
    rows.length === 0
      ? []
      : [
          {
            num: 1,
            from: rows[0]!.number,
            to: rows.at(-1)!.number,
            totnum: rows.length,
            cancel: 0,
            net_issue: rows.length,
          },
        ];
  const [year, monthNumber] = month.split('-');
  return {
    gstin,
    fp: `${monthNumber}${year}`,
    version: 'GST3.2.1',
    hash: 'hash',
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn: { data: hsn },
    doc_issue: {
      doc_det: [
        { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: series(invoices) },
        { doc_num: 5, doc_typ: 'Credit Note', docs: series(notes) },
      ].filter((entry) => entry.docs.length > 0),
    },
    totals: {
      invoices: invoices.length,
      invoicesValue: invoices.reduce((sum, row) => sum + row.total, 0),
      billsOfSupply: bills.length,
      billsOfSupplyValue: bills.reduce((sum, row) => sum + row.total, 0),
      creditNotes: notes.length,
      creditNotesValue: notes.reduce((sum, row) => sum + row.total, 0),
      taxableValue: net(registered, 'taxableValue'),
      igst: net(registered, 'igst'),
      cgst: net(registered, 'cgst'),
      sgst: net(registered, 'sgst'),
    },
  };
}

const money = (value: number) => value.toFixed(2);

type ItemDetails = Gstr1['b2b'][number]['inv'][number]['itms'][number]['itm_det'];

/** The columns of a document's row, after its recipient's where it has one. */
const documentHeader = (what: 'Invoice' | 'Note') => [
  `${what} number`,
  `${what} date`,
  `${what} value`,
  'Place of supply',
  'Rate',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
];

/** A document's row: an invoice's or a credit note's, from its (one) item. */
function documentRow(
  number: string,
  date: string,
  value: number,
  pos: string,
  items: readonly { itm_det: ItemDetails }[],
): CsvValue[] {
  const item = items[0]!.itm_det;
  return [
    number,
    date,
    money(value),
    stateLabel(pos),
    item.rt,
    money(item.txval),
    money(item.iamt),
    money(item.camt),
    money(item.samt),
  ];
}

/** The same figures as CSV: one section per table, each under its name and its header. */
export function gstr1Csv(gstr1: Gstr1): string {
  const { totals } = gstr1;
  const sections: { name: string; header: string[]; rows: CsvValue[][] }[] = [
    {
      name: 'B2B',
      header: ['GSTIN of recipient', ...documentHeader('Invoice')],
      rows: gstr1.b2b.flatMap(({ ctin, inv }) =>
        inv.map((row) => [ctin, ...documentRow(row.inum, row.idt, row.val, row.pos, row.itms)]),
      ),
    },
    {
      name: 'B2CL',
      header: documentHeader('Invoice'),
      rows: gstr1.b2cl.flatMap(({ pos, inv }) =>
        inv.map((row) => documentRow(row.inum, row.idt, row.val, pos, row.itms)),
      ),
    },
    {
      name: 'B2CS',
      header: ['Type', 'Place of supply', 'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST'],
      rows: gstr1.b2cs.map((row) => [
        row.sply_ty === 'INTRA' ? 'Intra-state' : 'Inter-state',
        stateLabel(row.pos),
        row.rt,
        money(row.txval),
        money(row.iamt),
        money(row.camt),
        money(row.samt),
      ]),
    },
    {
      name: 'CDNR',
      header: ['GSTIN of recipient', ...documentHeader('Note')],
      rows: gstr1.cdnr.flatMap(({ ctin, nt }) =>
        nt.map((row) => [ctin, ...documentRow(row.nt_num, row.nt_dt, row.val, row.pos, row.itms)]),
      ),
    },
    {
      name: 'CDNUR',
      header: ['Type', ...documentHeader('Note')],
      rows: gstr1.cdnur.map((row) => [
        row.typ,
        ...documentRow(row.nt_num, row.nt_dt, row.val, row.pos, row.itms),
      ]),
    },
    {
      name: 'HSN/SAC summary',
      header: ['SAC', 'Description', 'UQC', 'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST'],
      rows: gstr1.hsn.data.map((row) => [
        row.hsn_sc,
        row.desc,
        row.uqc,
        row.rt,
        money(row.txval),
        money(row.iamt),
        money(row.camt),
        money(row.samt),
      ]),
    },
    {
      name: 'Totals (credit notes taken away)',
      header: [
        'Invoices',
        'Invoice value',
        'Credit notes',
        'Credit note value',
        'Taxable value',
        'IGST',
        'CGST',
        'SGST',
        'Bills of supply',
        'Bill of supply value',
      ],
      rows: [
        [
          totals.invoices,
          money(totals.invoicesValue / 100),
          totals.creditNotes,
          money(totals.creditNotesValue / 100),
          money(totals.taxableValue / 100),
          money(totals.igst / 100),
          money(totals.cgst / 100),
          money(totals.sgst / 100),
          totals.billsOfSupply,
          money(totals.billsOfSupplyValue / 100),
        ],
      ],
    },
  ];
  const head = csvLine([
    `GSTR-1 of ${gstr1.gstin} for ${gstr1.fp.slice(0, 2)}-${gstr1.fp.slice(2)}`,
  ]);
  return (
    head +
    sections
      .map((section) =>
        [
          csvLine([]),
          csvLine([section.name]),
          csvLine(section.header),
          ...section.rows.map(csvLine),
        ].join(''),
      )
      .join('')
  );
}

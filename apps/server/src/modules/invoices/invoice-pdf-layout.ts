import PDFDocument from 'pdfkit';
import {
  formatPaise,
  formatReceiptDate,
  paiseInWords,
  stateLabel,
  type Invoice,
} from '@frameshop/contract';
import { documentFonts } from '../../pdf/document-fonts';

/**
 * An invoice or credit note drawn on one A4 page with pdfkit (ADR 55), Hind embedded (subset) for
 * Latin, Devanagari and the rupee sign. Runs in the PDF worker thread (`invoice-pdfs.ts`): the
 * layout and the font subsetting take tens of milliseconds, which no request may wait for on the
 * event loop. Each run of text carries its own words as ActualText, so a Devanagari name copied
 * from the PDF (or read by a screen reader or a text extractor that honours it) comes out in
 * logical order, not in the order its glyphs are drawn.
 */

const MARGIN = 48;
const INK = '#111827';
const MUTED = '#4b5563';
const LINE = '#d1d5db';

type Doc = InstanceType<typeof PDFDocument>;

interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
  color?: string;
}

/** Writes `value` at (x, y) inside a Span whose ActualText is the value itself. */
function write(doc: Doc, value: string, x: number, y: number, options: TextOptions = {}): number {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? INK);
  doc.markContent('Span', { actual: value });
  doc.text(value, x, y, { width: options.width, align: options.align ?? 'left', lineGap: 1 });
  doc.endMarkedContent();
  return doc.y;
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke();
}

/** A party's block: its heading, name, address, GSTIN and state; answers where it ends. */
function party(
  doc: Doc,
  heading: string,
  lines: {
    name: string;
    addressLines: string[];
    gstin: string | null;
    state: string | null;
    email?: string;
  },
  x: number,
  y: number,
  width: number,
): number {
  let at = write(doc, heading, x, y, { bold: true, size: 8, color: MUTED, width });
  at = write(doc, lines.name, x, at + 2, { bold: true, size: 10.5, width });
  for (const line of lines.addressLines) at = write(doc, line, x, at, { width });
  if (lines.email) at = write(doc, lines.email, x, at, { width });
  at = write(doc, `GSTIN: ${lines.gstin ?? 'Unregistered'}`, x, at + 2, { width });
  if (lines.state) at = write(doc, `State: ${stateLabel(lines.state)}`, x, at, { width });
  return at;
}

/** The document's PDF bytes. */
export function drawInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${invoice.title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: invoice.description,
    },
    lang: 'en-IN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.registerFont('regular', documentFonts.regular);
  doc.registerFont('bold', documentFonts.bold);

  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;
  const isNote = invoice.kind === 'credit-note';

  // Title and number.
  write(doc, invoice.title, MARGIN, MARGIN, { bold: true, size: 20 });
  write(doc, `No. ${invoice.number}`, right - 220, MARGIN + 2, {
    width: 220,
    align: 'right',
    bold: true,
    size: 11,
  });
  write(
    doc,
    `Date: ${formatReceiptDate(invoice.date, invoice.timeZone)}`,
    right - 260,
    MARGIN + 18,
    {
      width: 260,
      align: 'right',
    },
  );
  let y = MARGIN + 40;
  if (isNote && invoice.invoiceNumber) {
    const dated = invoice.invoiceDate
      ? ` dated ${formatReceiptDate(invoice.invoiceDate, invoice.timeZone)}`
      : '';
    y = write(doc, `Against tax invoice No. ${invoice.invoiceNumber}${dated}`, MARGIN, y, {
      width,
    });
    if (invoice.reason) y = write(doc, `Reason: ${invoice.reason}`, MARGIN, y, { width });
  }
  if (!invoice.seller.gstin) {
    y = write(doc, 'The seller is not registered for GST: no GST is charged.', MARGIN, y + 2, {
      width,
      color: MUTED,
    });
  }
  rule(doc, y + 8);

  // Seller and buyer side by side.
  const column = (width - 24) / 2;
  const sellerEnd = party(doc, 'SOLD BY', invoice.seller, MARGIN, y + 16, column);
  const buyerEnd = party(
    doc,
    isNote ? 'ISSUED TO' : 'BILLED TO',
    invoice.buyer,
    MARGIN + column + 24,
    y + 16,
    column,
  );
  y = Math.max(sellerEnd, buyerEnd) + 10;
  rule(doc, y);

  // The supply.
  const place = invoice.placeOfSupply ? stateLabel(invoice.placeOfSupply) : 'Not stated';
  y = write(doc, `Place of supply: ${place}`, MARGIN, y + 10, { width });
  if (invoice.seller.gstin) {
    y = write(
      doc,
      `Supply: ${invoice.interState ? 'inter-state (IGST)' : 'intra-state (CGST + SGST)'} · Reverse charge: No`,
      MARGIN,
      y,
      { width },
    );
  }
  y += 12;

  // The line and its tax.
  const columns = [
    { label: 'Description', x: MARGIN, width: 250, align: 'left' as const },
    { label: 'SAC', x: MARGIN + 258, width: 60, align: 'left' as const },
    { label: 'Qty', x: MARGIN + 322, width: 40, align: 'right' as const },
    { label: 'Taxable value', x: right - 120, width: 120, align: 'right' as const },
  ];
  for (const entry of columns) {
    write(doc, entry.label, entry.x, y, {
      bold: true,
      size: 8.5,
      color: MUTED,
      width: entry.width,
      align: entry.align,
    });
  }
  y += 14;
  rule(doc, y);
  y += 6;
  const cells = [invoice.description, invoice.sac, '1', formatPaise(invoice.taxableValue)];
  let rowEnd = y;
  cells.forEach((cell, index) => {
    const entry = columns[index]!;
    rowEnd = Math.max(
      rowEnd,
      write(doc, cell, entry.x, y, { width: entry.width, align: entry.align }),
    );
  });
  y = rowEnd + 6;
  rule(doc, y);
  y += 8;

  const half = invoice.rate / 2;
  const totals: [string, string, boolean][] = [
    ['Taxable value', formatPaise(invoice.taxableValue), false],
  ];
  if (invoice.seller.gstin) {
    if (invoice.interState)
      totals.push([`IGST @ ${invoice.rate}%`, formatPaise(invoice.igst), false]);
    else {
      totals.push([`CGST @ ${half}%`, formatPaise(invoice.cgst), false]);
      totals.push([`SGST @ ${half}%`, formatPaise(invoice.sgst), false]);
    }
  }
  totals.push([
    isNote ? `Total credited (${invoice.currency})` : `Total (${invoice.currency})`,
    formatPaise(invoice.total),
    true,
  ]);
  for (const [label, amount, strong] of totals) {
    write(doc, label, right - 300, y, {
      width: 170,
      align: 'right',
      bold: strong,
      size: strong ? 11 : 9.5,
    });
    y =
      write(doc, amount, right - 120, y, {
        width: 120,
        align: 'right',
        bold: strong,
        size: strong ? 11 : 9.5,
      }) + 3;
  }
  y = write(doc, paiseInWords(invoice.total), MARGIN, y + 6, { width, color: MUTED });
  y = write(doc, 'Prices include GST.', MARGIN, y + 2, { width, color: MUTED });

  // What it refers to, and who issued it.
  y += 16;
  rule(doc, y);
  y = write(
    doc,
    `${invoice.credits.toLocaleString('en-IN')} credits · Order ID: ${invoice.orderId}`,
    MARGIN,
    y + 8,
    {
      width,
      color: MUTED,
    },
  );
  y = write(doc, `For ${invoice.seller.name}`, right - 260, y + 24, {
    width: 260,
    align: 'right',
    bold: true,
  });
  write(doc, 'Authorised signatory · issued electronically', right - 260, y, {
    width: 260,
    align: 'right',
    color: MUTED,
    size: 8.5,
  });
  doc.end();
  return ended;
}

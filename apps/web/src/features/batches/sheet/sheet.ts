import { BatchMessage, BULK_MAX_ROWS } from '@frameshop/contract';

/** A sheet as read: its column names (the first row) and the rows under them, as text. */
export interface Sheet {
  columns: string[];
  rows: string[][];
  /** What was read differently than it looks in the sheet (a formula's value), said once each. */
  notes: string[];
}

export type SheetReading = { ok: true; sheet: Sheet } | { ok: false; message: string };

/** The largest sheet file or pasted text read: far more than 500 rows of names and file names. */
export const SHEET_MAX_BYTES = 10 * 1024 * 1024;
/** The longest cell read; the contract takes no longer text for a row. */
export const SHEET_MAX_CELL_CHARS = 100_000;

export const SheetMessage = {
  tooBig: (megabytes: number) =>
    `This sheet is larger than ${megabytes} MB, the most read. Keep only the columns the design needs, or split it.`,
  empty:
    'This sheet has no rows. Put the column names in the first row and a row per result below.',
  noDataRows:
    'This sheet has only its first row, the column names. Add a row under it for each result.',
  cellTooLong: (row: number, column: string) =>
    `The cell in row ${row}, column "${column}" has more than ${SHEET_MAX_CELL_CHARS.toLocaleString('en-US')} characters, the most a cell may have. Shorten it.`,
  unmatchedQuote: (row: number) =>
    `Row ${row} has a quote mark (") that is never closed, so everything after it would be read as one cell. Close the quote or take it out, then try again.`,
  utf16: 'This file is saved as UTF-16 text. Save it as "CSV UTF-8" and choose it again.',
  notUtf8:
    'This file is not UTF-8 text, so its letters cannot be read. Save it as "CSV UTF-8" and choose it again.',
  notASheet:
    'This file is not a spreadsheet. Choose a CSV, TSV or XLSX file, or paste cells copied from a spreadsheet.',
  oldExcel: 'This is an old Excel file (.xls). Save it as .xlsx or CSV and choose it again.',
  zipBomb: (megabytes: number) =>
    `This XLSX file unpacks to more than ${megabytes} MB, the most read. Save only the sheet you need, or save it as CSV.`,
  unreadableXlsx:
    'This XLSX file could not be read. Save it again from your spreadsheet, or as CSV.',
  formula: (count: number) =>
    `${count} ${count === 1 ? 'cell has a formula' : 'cells have formulas'}: the value last worked out by the spreadsheet is used, as text.`,
  formulaText: (count: number) =>
    `${count} ${count === 1 ? 'cell starts' : 'cells start'} with "=": ${count === 1 ? 'it is' : 'they are'} used as text, not worked out.`,
  tooManyRows: BatchMessage.tooManyRows(BULK_MAX_ROWS),
} as const;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The size guard every way in shares. */
export function tooBig(bytes: number): SheetReading | null {
  return bytes > SHEET_MAX_BYTES
    ? { ok: false, message: SheetMessage.tooBig(megabytes(SHEET_MAX_BYTES)) }
    : null;
}

/**
 * Cells read (the first row names the columns) judged as a whole: no rows, too many rows (naming
 * `BULK_MAX_ROWS`), a cell too long. Empty trailing rows are dropped; short rows padded.
 */
export function sheetOf(cells: string[][], notes: string[] = []): SheetReading {
  const rows = cells.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [header, ...body] = rows;
  if (!header) return { ok: false, message: SheetMessage.empty };
  if (body.length === 0) return { ok: false, message: SheetMessage.noDataRows };
  if (body.length > BULK_MAX_ROWS) return { ok: false, message: SheetMessage.tooManyRows };
  const width = Math.max(...rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, index) => {
    const name = (header[index] ?? '').trim();
    return name === '' ? `Column ${index + 1}` : name;
  });
  for (const [rowIndex, row] of body.entries()) {
    const long = row.findIndex((cell) => cell.length > SHEET_MAX_CELL_CHARS);
    if (long >= 0) {
      return { ok: false, message: SheetMessage.cellTooLong(rowIndex + 2, columns[long]!) };
    }
  }
  const padded = body.map((row) => columns.map((_, index) => row[index] ?? ''));
  const startsWithEquals = padded.flat().filter((cell) => cell.startsWith('=')).length;
  const allNotes =
    startsWithEquals > 0 ? [...notes, SheetMessage.formulaText(startsWithEquals)] : notes;
  return { ok: true, sheet: { columns, rows: padded, notes: allNotes } };
}

/** Bytes of a text file as text: UTF-8 (its BOM dropped), refused when UTF-16 or not UTF-8. */
export function decodeText(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; message: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { ok: false, message: SheetMessage.utf16 };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return {
      ok: false,
      message: looksBinary(bytes) ? SheetMessage.notASheet : SheetMessage.notUtf8,
    };
  }
  // A NUL is in no sheet's text: a picture or a program that happens to be valid UTF-8.
  if (text.includes('\u0000')) return { ok: false, message: SheetMessage.notASheet };
  return { ok: true, text };
}

/** Many NULs in the first bytes: a binary file, not text in another encoding. */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 512);
  return head.filter((byte) => byte === 0).length > 2;
}

import { BULK_MAX_ROWS } from '@frameshop/contract';
import Papa from 'papaparse';
import { SheetMessage, sheetOf, type SheetReading } from './sheet';

/**
 * CSV or TSV text (a file, or cells pasted from a spreadsheet, which copy as tab-separated text)
 * read into a sheet. Parsing stops one row past the most a batch may have, so a sheet of 100,000
 * rows is refused without reading it all. Nothing is worked out: "=SUM(A1)" stays that text. A
 * quote mark left open is refused naming its row (the parser would read the rest as one cell).
 */
export function readDelimited(text: string, delimiter: ',' | '\t' | 'detect'): SheetReading {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiter === 'detect' ? '' : delimiter,
    // The column names, the most rows, and one more to know there are too many.
    preview: BULK_MAX_ROWS + 2,
    skipEmptyLines: 'greedy',
  });
  // A quote left open takes the rest of the text into one cell: the sheet is not what it looks.
  const unmatched = parsed.errors.find((error) => error.type === 'Quotes');
  if (unmatched) {
    return { ok: false, message: SheetMessage.unmatchedQuote((unmatched.row ?? 0) + 1) };
  }
  return sheetOf(parsed.data);
}

/** Pasted cells: tab-separated when they came from a spreadsheet, else whatever they look like. */
export function readPastedCells(text: string): SheetReading {
  return readDelimited(text, text.includes('\t') ? '\t' : 'detect');
}

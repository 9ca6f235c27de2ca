/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted. A text
 * cell that starts like a formula (=, +, -, @) gets a leading apostrophe, so a name typed by a user
 * cannot run as a formula in the admin's spreadsheet.
 */
export type CsvValue = string | number | boolean | null;

function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A header line, then the lines of every batch as it arrives: no more than a batch in memory. */
export async function* csvLines<Row>(
  header: readonly string[],
  rows: AsyncIterable<Row[]>,
  toValues: (row: Row) => readonly CsvValue[],
): AsyncGenerator<string> {
  yield csvLine(header);
  for await (const batch of rows) {
    if (batch.length > 0) yield batch.map((row) => csvLine(toValues(row))).join('');
  }
}

/**
 * RFC 4180 CSV: fields separated by commas, quoted with `"` when they hold a comma, a quote or a
 * line break, a quote inside written twice. Lines end in LF or CRLF; a BOM is ignored.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\ufeff/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (input[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // A blank line is no row.
  return rows.filter((cells) => cells.some((cell) => cell !== ''));
}

/**
 * Written to be read back as it was: unlike the dashboard's exports (admin/csv.ts), no apostrophe
 * guards a cell that looks like a formula, as it would change the text on the way back in.
 */
const needsQuotes = /[",\r\n]|^\s|\s$/;

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((cells) =>
      cells
        .map((cell) => (needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join(','),
    )
    .join('\n')
    .concat('\n');
}

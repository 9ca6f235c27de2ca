import { unzipSync, type UnzipFileInfo } from 'fflate';
import { sheetOf, SheetMessage, type SheetReading } from './sheet';

/** The most an XLSX file's parts may unpack to, together: a ZIP bomb is refused before it is. */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

class Refused extends Error {}

/**
 * Unpacks only the parts named, after reading their unpacked sizes from the ZIP's directory: a
 * file whose parts would unpack past the limit is refused before any of it is inflated.
 */
function unpack(bytes: Uint8Array, wanted: ReadonlySet<string>): Record<string, string> {
  let total = 0;
  const files = unzipSync(bytes, {
    filter: (file: UnzipFileInfo) => {
      if (!wanted.has(file.name)) return false;
      total += file.originalSize;
      if (total > XLSX_MAX_UNPACKED_BYTES) {
        throw new Refused(SheetMessage.zipBomb(XLSX_MAX_UNPACKED_BYTES / (1024 * 1024)));
      }
      return true;
    },
  });
  const decoder = new TextDecoder();
  return Object.fromEntries(
    Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]),
  );
}

const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
const elements = (node: Document | Element, name: string) => [
  ...node.getElementsByTagNameNS('*', name),
];

/** The first sheet's part, as the workbook and its relationships name it. */
function firstSheetPath(parts: Record<string, string>): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = parts[WORKBOOK];
  const rels = parts[WORKBOOK_RELS];
  if (!workbook || !rels) return fallback;
  const first = elements(xml(workbook), 'sheet')[0];
  const relId =
    first?.getAttributeNS(
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
      'id',
    ) ?? first?.getAttribute('r:id');
  const target = elements(xml(rels), 'Relationship')
    .find((rel) => rel.getAttribute('Id') === relId)
    ?.getAttribute('Target');
  if (!target) return fallback;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** A shared string's text: its own `t`, or its runs' (phonetic guides left out). */
function stringText(item: Element): string {
  return elements(item, 't')
    .filter((t) => t.parentElement?.localName !== 'rPh')
    .map((t) => t.textContent ?? '')
    .join('');
}

/** "C12" → 2: the column's index from its letters. */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? '';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/**
 * The first sheet of an XLSX file as text cells. A formula's cell is its value as the spreadsheet
 * last worked it out (noted once); a number as the sheet stores it; TRUE/FALSE for a boolean.
 */
export function readXlsx(bytes: Uint8Array): SheetReading {
  try {
    const meta = unpack(bytes, new Set([WORKBOOK, WORKBOOK_RELS]));
    if (!meta[WORKBOOK]) return { ok: false, message: SheetMessage.notASheet };
    const sheetPath = firstSheetPath(meta);
    const parts = unpack(bytes, new Set([SHARED_STRINGS, sheetPath]));
    const sheetXml = parts[sheetPath];
    if (!sheetXml) return { ok: false, message: SheetMessage.unreadableXlsx };
    const shared = parts[SHARED_STRINGS]
      ? elements(xml(parts[SHARED_STRINGS]), 'si').map(stringText)
      : [];
    let formulas = 0;
    const rows: string[][] = [];
    for (const row of elements(xml(sheetXml), 'row')) {
      const rowNumber = Number(row.getAttribute('r') ?? rows.length + 1);
      const cells: string[] = [];
      elements(row, 'c').forEach((cell, position) => {
        const reference = cell.getAttribute('r');
        const index = reference ? columnIndex(reference) : position;
        if (index < 0 || index > 16_383) return;
        if (elements(cell, 'f').length > 0) formulas += 1;
        cells[index] = cellText(cell, shared);
      });
      rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
    }
    const notes = formulas > 0 ? [SheetMessage.formula(formulas)] : [];
    return sheetOf(
      Array.from(rows, (row) => row ?? []),
      notes,
    );
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    return { ok: false, message: SheetMessage.unreadableXlsx };
  }
}

function cellText(cell: Element, shared: readonly string[]): string {
  const type = cell.getAttribute('t');
  const value = elements(cell, 'v')[0]?.textContent ?? '';
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return elements(cell, 'is')[0] ? stringText(elements(cell, 'is')[0]!) : '';
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    default:
      return value;
  }
}

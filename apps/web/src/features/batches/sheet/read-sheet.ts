import { readDelimited, readPastedCells } from './read-delimited';
import { readXlsx } from './read-xlsx';
import { decodeText, SheetMessage, tooBig, type SheetReading } from './sheet';

export type { Sheet, SheetReading } from './sheet';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** A file's bytes; FileReader, which every browser (and the tests' jsdom) has for a File. */
function bytesOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A chosen file read as a sheet, whatever it says it is: an XLSX (a ZIP) by its first bytes, an
 * old .xls refused with what to do, anything else as CSV or TSV text. This module and the parsers
 * are loaded only when Make many is opened (the editor's own start-up never carries them).
 */
export async function readSheetFile(file: File): Promise<SheetReading> {
  const large = tooBig(file.size);
  if (large) return large;
  const bytes = await bytesOf(file);
  if (startsWith(bytes, ZIP_MAGIC)) return readXlsx(bytes);
  if (startsWith(bytes, OLE_MAGIC)) return { ok: false, message: SheetMessage.oldExcel };
  if (/\.(xlsx|xlsm|ods|numbers)$/i.test(file.name)) {
    return { ok: false, message: SheetMessage.notASheet };
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) return decoded;
  const tabs =
    /\.tsv$/i.test(file.name) || (!/\.csv$/i.test(file.name) && decoded.text.includes('\t'));
  return readDelimited(decoded.text, tabs ? '\t' : 'detect');
}

/** Cells pasted from a spreadsheet, under the same size limit as a file. */
export function readPasted(text: string): SheetReading {
  return tooBig(text.length) ?? readPastedCells(text);
}

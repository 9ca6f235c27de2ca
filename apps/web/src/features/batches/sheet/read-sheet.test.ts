import { BULK_MAX_ROWS } from '@frameshop/contract';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readPasted, readSheetFile } from './read-sheet';
import { XLSX_MAX_UNPACKED_BYTES } from './read-xlsx';
import { SHEET_MAX_BYTES, SheetMessage } from './sheet';

/** Text as bytes of this realm's Uint8Array (fflate tells files from folders by `instanceof`). */
const strToU8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

const fileOf = (content: string | Uint8Array, name: string) =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name);

/** A one-sheet workbook as Excel writes it: shared strings, a number, a formula, a boolean. */
function workbook(sheetRows: string, sharedStrings: string[]): Uint8Array {
  return zipSync({
    'xl/workbook.xml': strToU8(
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/guests.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${sharedStrings
        .map((text) => `<si><t>${text}</t></si>`)
        .join('')}</sst>`,
    ),
    'xl/worksheets/guests.xml': strToU8(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
}

describe('reading a sheet file', () => {
  it('reads a CSV: the first row names the columns, quoted commas and new lines kept', async () => {
    const reading = await readSheetFile(
      fileOf(
        'Name,Photo,Greeting\n"Sharma, Priya",priya.jpg,"Happy\nbirthday"\nArun,arun.png,Hi\n',
        'guests.csv',
      ),
    );
    expect(reading).toEqual({
      ok: true,
      sheet: {
        columns: ['Name', 'Photo', 'Greeting'],
        rows: [
          ['Sharma, Priya', 'priya.jpg', 'Happy\nbirthday'],
          ['Arun', 'arun.png', 'Hi'],
        ],
        notes: [],
      },
    });
  });

  it('reads a TSV file, and drops a UTF-8 BOM', async () => {
    const reading = await readSheetFile(fileOf('\uFEFFname\tcity\nPriya\tPune\n', 'guests.tsv'));
    expect(reading.ok && reading.sheet.columns).toEqual(['name', 'city']);
    expect(reading.ok && reading.sheet.rows).toEqual([['Priya', 'Pune']]);
  });

  it('takes a formula written in a CSV as its text, and says so', async () => {
    const reading = await readSheetFile(fileOf('name\n=HYPERLINK("x")\n', 'evil.csv'));
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.sheet.rows).toEqual([['=HYPERLINK("x")']]);
    expect(reading.sheet.notes).toEqual([SheetMessage.formulaText(1)]);
  });

  it(`refuses more rows than a batch may have, naming ${BULK_MAX_ROWS}`, async () => {
    const rows = Array.from({ length: 100_000 }, (_, index) => `Guest ${index}`).join('\n');
    const reading = await readSheetFile(fileOf(`name\n${rows}`, 'many.csv'));
    expect(reading).toEqual({ ok: false, message: SheetMessage.tooManyRows });
    expect(SheetMessage.tooManyRows).toContain(String(BULK_MAX_ROWS));
  });

  it('takes exactly the most rows a batch may have', async () => {
    const rows = Array.from({ length: BULK_MAX_ROWS }, (_, index) => `Guest ${index}`).join('\n');
    const reading = await readSheetFile(fileOf(`name\n${rows}`, 'most.csv'));
    expect(reading.ok && reading.sheet.rows).toHaveLength(BULK_MAX_ROWS);
  });

  it('refuses a file larger than the most read before reading it', async () => {
    const huge = new File([new Uint8Array(SHEET_MAX_BYTES + 1)], 'huge.csv');
    expect(await readSheetFile(huge)).toEqual({ ok: false, message: SheetMessage.tooBig(10) });
  });

  it('refuses a cell longer than the most a cell may have, naming its row and column', async () => {
    const reading = await readSheetFile(
      fileOf(`name,note\nPriya,${'x'.repeat(100_001)}\n`, 'long.csv'),
    );
    expect(reading).toEqual({ ok: false, message: SheetMessage.cellTooLong(2, 'note') });
  });

  it('refuses a quote never closed, naming its row, where the rest would be one cell', async () => {
    const sheet = 'name,photo\nPriya,a.jpg\n"Aarav,b.jpg\nMei,c.jpg\nLi,d.jpg\n';
    expect(await readSheetFile(fileOf(sheet, 'guests.csv'))).toEqual({
      ok: false,
      message: SheetMessage.unmatchedQuote(3),
    });
    expect(readPasted('name\tcity\nPriya\tPune\nMei\t"Del\tx\n')).toEqual({
      ok: false,
      message: SheetMessage.unmatchedQuote(3),
    });
    // A quote inside a cell, or a quoted cell with a line break in it, is read as written.
    const fine = await readSheetFile(fileOf('name,note\nAa"rav,"two\nlines"\n', 'ok.csv'));
    expect(fine).toMatchObject({ ok: true, sheet: { rows: [['Aa"rav', 'two\nlines']] } });
  });

  it('says a UTF-16 file must be saved as UTF-8', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]);
    expect(await readSheetFile(fileOf(utf16, 'guests.csv'))).toEqual({
      ok: false,
      message: SheetMessage.utf16,
    });
  });

  it('says text that is not UTF-8 cannot be read', async () => {
    // "Zoë" in Latin-1: 0xEB alone is not UTF-8.
    const latin1 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0x6f, 0xeb, 0x0a]);
    expect(await readSheetFile(fileOf(latin1, 'guests.csv'))).toEqual({
      ok: false,
      message: SheetMessage.notUtf8,
    });
  });

  it('says a picture is not a spreadsheet', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49,
    ]);
    expect(await readSheetFile(fileOf(png, 'photo.png'))).toEqual({
      ok: false,
      message: SheetMessage.notASheet,
    });
  });

  it('says an old .xls must be saved again', async () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await readSheetFile(fileOf(xls, 'guests.xls'))).toEqual({
      ok: false,
      message: SheetMessage.oldExcel,
    });
  });

  it('says a file named .xlsx that is no ZIP is not a spreadsheet', async () => {
    expect(await readSheetFile(fileOf('name\nPriya', 'guests.xlsx'))).toEqual({
      ok: false,
      message: SheetMessage.notASheet,
    });
  });
});

describe('reading an XLSX file', () => {
  it('reads the first sheet: shared and inline strings, numbers, booleans, gaps', async () => {
    const bytes = workbook(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="s"><v>2</v></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>Priya</t></is></c><c r="B2"><v>42</v></c><c r="D2" t="b"><v>1</v></c></row>',
      ['Name', 'Age', 'Member'],
    );
    const reading = await readSheetFile(fileOf(bytes, 'guests.xlsx'));
    expect(reading).toEqual({
      ok: true,
      sheet: {
        columns: ['Name', 'Age', 'Column 3', 'Member'],
        rows: [['Priya', '42', '', 'TRUE']],
        notes: [],
      },
    });
  });

  it('takes a formula as the value the spreadsheet last worked out, and says so', async () => {
    const bytes = workbook(
      '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' +
        '<row r="2"><c r="A2" t="str"><f>UPPER("priya")</f><v>PRIYA</v></c></row>',
      ['name'],
    );
    const reading = await readSheetFile(fileOf(bytes, 'formulas.xlsx'));
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.sheet.rows).toEqual([['PRIYA']]);
    expect(reading.sheet.notes).toEqual([SheetMessage.formula(1)]);
  });

  it('refuses a ZIP bomb from the sizes its directory declares, before inflating it', async () => {
    const bytes = workbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', ['name']);
    // The sheet's central directory entry claims 2 GB unpacked: nothing is inflated to find out.
    const view = new DataView(bytes.buffer);
    for (let at = 0; at < bytes.length - 46; at += 1) {
      if (view.getUint32(at, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(at + 28, true);
      const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
      if (name === 'xl/worksheets/guests.xml') view.setUint32(at + 24, 0x7fffffff, true);
    }
    expect(await readSheetFile(fileOf(bytes, 'bomb.xlsx'))).toEqual({
      ok: false,
      message: SheetMessage.zipBomb(XLSX_MAX_UNPACKED_BYTES / (1024 * 1024)),
    });
  });

  it('says a ZIP that is no workbook is not a spreadsheet', async () => {
    const zip = zipSync({ 'readme.txt': strToU8('hello') });
    expect(await readSheetFile(fileOf(zip, 'photos.zip'))).toEqual({
      ok: false,
      message: SheetMessage.notASheet,
    });
  });
});

describe('reading pasted cells', () => {
  it('reads cells copied from Google Sheets or Excel (tab-separated)', () => {
    expect(readPasted('Name\tPhoto\nPriya Sharma\tpriya\nArun\tARUN.JPG\n')).toEqual({
      ok: true,
      sheet: {
        columns: ['Name', 'Photo'],
        rows: [
          ['Priya Sharma', 'priya'],
          ['Arun', 'ARUN.JPG'],
        ],
        notes: [],
      },
    });
  });

  it('says what to add when only the column names are pasted, or nothing', () => {
    expect(readPasted('Name\tPhoto\n')).toEqual({ ok: false, message: SheetMessage.noDataRows });
    expect(readPasted('\n\n')).toEqual({ ok: false, message: SheetMessage.empty });
  });

  it('refuses a paste of a 50 MB cell by its size', () => {
    expect(readPasted(`name\n${'x'.repeat(50 * 1024 * 1024)}`)).toEqual({
      ok: false,
      message: SheetMessage.tooBig(10),
    });
  });
});

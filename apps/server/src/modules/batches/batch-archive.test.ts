import { BATCH_ROW_NAME_MAX_LENGTH } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { entryNames, resultsCsv, safeFileName, type ArchiveRow } from './batch-archive';

const made = (row: number, name: string | null): ArchiveRow => ({
  row,
  name,
  status: 'made',
  reason: null,
  file: { key: `private/renders/${row}.png`, format: 'png' },
});

describe('the names in a batch archive', () => {
  it('takes out right-to-left overrides, direction marks and zero-width characters', () => {
    expect(safeFileName('invoice\u202Egnp.exe', 0)).toBe('invoicegnp.exe');
    expect(safeFileName('\u200BPri\u200Bya\u2060 \uFEFFSharma\u200E\u2067x\u2069', 0)).toBe(
      'Priya Sharmax',
    );
    expect(safeFileName('a\u200Db\u200C', 0)).toBe('ab');
    expect(safeFileName('\u202E\u200B', 4)).toBe('row-005');
  });

  it('keeps the joiners a script or an emoji needs', () => {
    const hindi = 'क्\u200Dष'; // a half form: virama, zero-width joiner
    const family = '👩\u200D👩\u200D👧';
    const heart = '❤\uFE0F\u200D🔥';
    expect(safeFileName(`${hindi} ${family} ${heart}`, 0)).toBe(`${hindi} ${family} ${heart}`);
  });

  it(`keeps a name of ${BATCH_ROW_NAME_MAX_LENGTH} emoji whole, and cuts a longer one between them`, () => {
    const emoji = '😀'.repeat(BATCH_ROW_NAME_MAX_LENGTH);
    expect(safeFileName(emoji, 0)).toBe(emoji);
    expect(safeFileName(`${emoji}😀`, 0)).toBe(emoji);
  });

  it('lists the names in results.csv as the entries have them, and cleans every cell', () => {
    const rows: ArchiveRow[] = [
      made(0, 'Mei\u202Egnp.exe'),
      { ...made(1, 'Arun'), status: 'failed', file: null, reason: 'The layer "x\u202E" failed' },
    ];
    const names = entryNames(rows);
    expect([...names.values()]).toEqual(['Meignp.exe.png']);
    expect(resultsCsv(rows, names).split('\r\n')).toEqual([
      'row,name,file,status,reason',
      '"1","Meignp.exe","Meignp.exe.png","made",""',
      '"2","Arun","","failed","The layer ""x"" failed"',
      '',
    ]);
  });
});

/**
 * The characters a TrueType/OpenType font maps to glyphs, read from its `cmap` table (formats 4
 * and 12, the Unicode ones every modern font carries). Enough to check a bundled font's coverage
 * without a font library.
 */
export function mappedCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap')
      cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('The font has no cmap table');
  const mapped = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let index = 0; index < subtables; index++) {
    const offset = cmap + font.readUInt32BE(cmap + 4 + index * 8 + 4);
    const format = font.readUInt16BE(offset);
    if (format === 4) readFormat4(font, offset, mapped);
    if (format === 12) readFormat12(font, offset, mapped);
  }
  return mapped;
}

function readFormat4(font: Buffer, offset: number, mapped: Set<number>): void {
  const segments = font.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const end = font.readUInt16BE(ends + segment * 2);
    const start = font.readUInt16BE(starts + segment * 2);
    const delta = font.readInt16BE(deltas + segment * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + segment * 2);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const at = rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2;
        glyph = font.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) mapped.add(code);
    }
  }
}

function readFormat12(font: Buffer, offset: number, mapped: Set<number>): void {
  const groups = font.readUInt32BE(offset + 12);
  for (let group = 0; group < groups; group++) {
    const at = offset + 16 + group * 12;
    const start = font.readUInt32BE(at);
    const end = font.readUInt32BE(at + 4);
    for (let code = start; code <= end; code++) mapped.add(code);
  }
}

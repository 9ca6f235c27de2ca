import { inflateSync } from 'node:zlib';
import { FontRefusal, formatMegabytes } from '@frameshop/contract';
import { decompress as woff2Decompress } from 'wawoff2';

/**
 * Turns an uploaded font file into the plain OpenType file (sfnt: TrueType or CFF outlines) that is
 * kept, served to the browser's `FontFace` and drawn by the server's renderer, so both draw from the
 * very same bytes. Everything about the file's structure is checked from its table directory
 * before anything is unpacked: tables inside the file, at sane sizes, and a WOFF or WOFF2 that says
 * it unpacks to no more than `SFNT_MAX_BYTES` (a small file that inflates to gigabytes is refused
 * by what it declares, and the unpacking itself is capped at that declaration).
 */

/** The most an unpacked font may hold: the largest CJK fonts are about 20 MB. */
export const SFNT_MAX_BYTES = 24 * 1_048_576;
/** OpenType defines fewer than 60 tables; a font with more is made to be trouble. */
export const MAX_TABLES = 64;

/** Every font has these; one that outlines its glyphs has `glyf` and `loca`, or `CFF `/`CFF2`. */
const REQUIRED_TABLES = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name'] as const;

export class FontFileRefusal extends Error {
  override name = 'FontFileRefusal';
}

const refuse = (reason: string): never => {
  throw new FontFileRefusal(reason);
};

type Container = 'sfnt' | 'woff' | 'woff2';

function containerOf(bytes: Buffer): Container {
  if (bytes.length < 12) return refuse(FontRefusal.notAFont);
  const tag = bytes.toString('latin1', 0, 4);
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  // TrueType (0x00010000, or Apple's 'true') or CFF ('OTTO'); never a collection ('ttcf').
  if (tag === 'OTTO' || tag === 'true' || bytes.readUInt32BE(0) === 0x00010000) return 'sfnt';
  return refuse(FontRefusal.notAFont);
}

/** The file as the plain OpenType font it holds, or a `FontFileRefusal` saying why not. */
export async function plainFontFile(bytes: Buffer): Promise<Buffer> {
  switch (containerOf(bytes)) {
    case 'sfnt':
      checkSfntDirectory(bytes);
      return bytes;
    case 'woff':
      return checkSfntDirectory(unpackWoff(bytes));
    case 'woff2':
      return checkSfntDirectory(await unpackWoff2(bytes));
  }
}

/** Every table inside the file, no more of them than OpenType has, and the ones a font needs. */
function checkSfntDirectory(bytes: Buffer): Buffer {
  const numTables = bytes.readUInt16BE(4);
  if (numTables > MAX_TABLES) refuse(FontRefusal.tooManyTables(MAX_TABLES));
  if (12 + numTables * 16 > bytes.length) refuse(FontRefusal.truncated);
  const tags = new Set<string>();
  for (let index = 0; index < numTables; index += 1) {
    const record = 12 + index * 16;
    const tag = bytes.toString('latin1', record, record + 4);
    const offset = bytes.readUInt32BE(record + 8);
    const length = bytes.readUInt32BE(record + 12);
    if (length > SFNT_MAX_BYTES) {
      refuse(FontRefusal.tableTooLarge(tag.trim(), formatMegabytes(SFNT_MAX_BYTES)));
    }
    if (offset + length > bytes.length) refuse(FontRefusal.truncated);
    tags.add(tag);
  }
  for (const tag of REQUIRED_TABLES) if (!tags.has(tag)) refuse(FontRefusal.missingTable(tag));
  const outlined = (tags.has('glyf') && tags.has('loca')) || tags.has('CFF ') || tags.has('CFF2');
  if (!outlined) refuse(FontRefusal.missingTable('glyf'));
  return bytes;
}

const inflatesTooFar = () => refuse(FontRefusal.inflatesTooFar(formatMegabytes(SFNT_MAX_BYTES)));

/**
 * WOFF 1: each table zlib-compressed on its own. The declared sizes are checked first, and each
 * table is inflated to no more than it declared.
 */
function unpackWoff(bytes: Buffer): Buffer {
  if (bytes.length < 44) refuse(FontRefusal.truncated);
  const numTables = bytes.readUInt16BE(12);
  if (numTables > MAX_TABLES) refuse(FontRefusal.tooManyTables(MAX_TABLES));
  if (bytes.readUInt32BE(16) > SFNT_MAX_BYTES) inflatesTooFar();
  if (44 + numTables * 20 > bytes.length) refuse(FontRefusal.truncated);
  const entries = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    return {
      tag: bytes.subarray(at, at + 4),
      offset: bytes.readUInt32BE(at + 4),
      compLength: bytes.readUInt32BE(at + 8),
      origLength: bytes.readUInt32BE(at + 12),
      checksum: bytes.readUInt32BE(at + 16),
    };
  });
  const declared = entries.reduce((sum, entry) => sum + entry.origLength + 3, 0);
  if (declared > SFNT_MAX_BYTES) inflatesTooFar();
  const tables = entries.map((entry) => {
    if (entry.offset + entry.compLength > bytes.length) refuse(FontRefusal.truncated);
    const stored = bytes.subarray(entry.offset, entry.offset + entry.compLength);
    if (entry.compLength === entry.origLength) return stored;
    try {
      const data = inflateSync(stored, { maxOutputLength: Math.max(1, entry.origLength) });
      if (data.length !== entry.origLength) refuse(FontRefusal.unreadable);
      return data;
    } catch (error) {
      if (error instanceof FontFileRefusal) throw error;
      return refuse(FontRefusal.unreadable);
    }
  });
  return sfntOf(bytes.subarray(4, 8), entries, tables);
}

/** The tables laid out as a plain OpenType file, each on a four-byte boundary. */
function sfntOf(
  flavor: Buffer,
  entries: readonly { tag: Buffer; checksum: number }[],
  tables: readonly Buffer[],
): Buffer {
  const numTables = entries.length;
  const headerSize = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.length), headerSize);
  const out = Buffer.alloc(size);
  flavor.copy(out, 0);
  const power = 2 ** Math.floor(Math.log2(Math.max(1, numTables)));
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  entries.forEach((entry, index) => {
    const table = tables[index]!;
    const record = 12 + index * 16;
    entry.tag.copy(out, record);
    out.writeUInt32BE(entry.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.length, record + 12);
    table.copy(out, offset);
    offset += padded(table.length);
  });
  return out;
}

/**
 * WOFF 2: one Brotli stream of (transformed) tables. What the header and the table directory
 * declare is read first; the decoder (Google's, as WebAssembly) then writes into a buffer of the
 * declared size only, failing on a stream that says otherwise.
 */
async function unpackWoff2(bytes: Buffer): Promise<Buffer> {
  if (bytes.length < 48) refuse(FontRefusal.truncated);
  const numTables = bytes.readUInt16BE(12);
  if (numTables > MAX_TABLES) refuse(FontRefusal.tooManyTables(MAX_TABLES));
  if (bytes.readUInt32BE(16) > SFNT_MAX_BYTES) inflatesTooFar();
  if (bytes.readUInt32BE(8) > bytes.length || 48 + bytes.readUInt32BE(20) > bytes.length) {
    refuse(FontRefusal.truncated);
  }
  if (woff2DeclaredBytes(bytes, numTables) > SFNT_MAX_BYTES) inflatesTooFar();
  try {
    return Buffer.from(await woff2Decompress(bytes));
  } catch {
    return refuse(FontRefusal.unreadable);
  }
}

/** The bytes a WOFF2's table directory says its tables unpack to, summed. */
function woff2DeclaredBytes(bytes: Buffer, numTables: number): number {
  let at = 48;
  let streamed = 0;
  let unpacked = 0;
  const byte = () => {
    if (at >= bytes.length) refuse(FontRefusal.truncated);
    return bytes[at++]!;
  };
  const base128 = () => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) {
      const next = byte();
      value = value * 128 + (next & 0x7f);
      if ((next & 0x80) === 0) return value;
    }
    return refuse(FontRefusal.unreadable);
  };
  for (let index = 0; index < numTables; index += 1) {
    const flags = byte();
    const knownTag = flags & 0x3f;
    const transform = (flags >> 6) & 0x03;
    if (knownTag === 0x3f) at += 4;
    const origLength = base128();
    // glyf and loca are transformed unless marked 3; any other table only when marked.
    const isGlyfOrLoca = knownTag === 10 || knownTag === 11;
    const transformed = isGlyfOrLoca ? transform !== 3 : transform !== 0;
    streamed += transformed ? base128() : origLength;
    unpacked += origLength;
  }
  // The Brotli stream holds the transformed tables; the font is rebuilt to their full lengths.
  return Math.max(streamed, unpacked);
}

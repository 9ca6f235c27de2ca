import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync } from 'node:zlib';
import { BUNDLED_FONT_FILES } from '@frameshop/scene-renderer';
import { compress } from 'wawoff2';

/**
 * Font files for the brand kit's tests: the store's bundled faces as an account would upload them,
 * renamed to one family, packed as WOFF2, and made bad on purpose.
 */

const resolve = createRequire(import.meta.url).resolve;

/** A bundled face's TTF, as a kit font to upload. */
export const bundledFontBytes = (id: keyof typeof BUNDLED_FONT_FILES): Buffer =>
  readFileSync(resolve(BUNDLED_FONT_FILES[id].file));

/**
 * The font with its family (name IDs 1 and 16) written as `family`, in place: each name's bytes
 * are overwritten and its length shortened, so nothing else in the file moves. `family` must be
 * no longer than the names it replaces.
 */
export function withFamily(font: Buffer, family: string): Buffer {
  const bytes = Buffer.from(font);
  const tables = bytes.readUInt16BE(4);
  let name = -1;
  for (let index = 0; index < tables; index += 1) {
    if (bytes.toString('latin1', 12 + index * 16, 16 + index * 16) === 'name') {
      name = bytes.readUInt32BE(12 + index * 16 + 8);
    }
  }
  if (name < 0) throw new Error('The font has no name table');
  const count = bytes.readUInt16BE(name + 2);
  const strings = name + bytes.readUInt16BE(name + 4);
  for (let index = 0; index < count; index += 1) {
    const record = name + 6 + index * 12;
    const platform = bytes.readUInt16BE(record);
    const nameId = bytes.readUInt16BE(record + 6);
    if (nameId !== 1 && nameId !== 16) continue;
    const encoded =
      platform === 1 ? Buffer.from(family, 'latin1') : Buffer.from(family, 'utf16le').swap16();
    if (encoded.length > bytes.readUInt16BE(record + 8)) throw new Error('The family is too long');
    encoded.copy(bytes, strings + bytes.readUInt16BE(record + 10));
    bytes.writeUInt16BE(encoded.length, record + 8);
  }
  return bytes;
}

export const woff2Of = async (font: Buffer) => Buffer.from(await compress(font));

/**
 * A WOFF2 bomb: a few kilobytes declaring one table that unpacks to `megabytes` MB, its Brotli
 * stream 64 MB of zeros squeezed small.
 */
export function woff2Bomb(megabytes = 64): Buffer {
  const unpacked = megabytes * 1_048_576;
  const stream = brotliCompressSync(Buffer.alloc(unpacked));
  const base128 = (value: number) => {
    const out = [value & 0x7f];
    for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) {
      out.unshift((rest & 0x7f) | 0x80);
    }
    return Buffer.from(out);
  };
  // One table, `name` (known tag 5), not transformed, of `unpacked` bytes.
  const directory = Buffer.concat([Buffer.from([5]), base128(unpacked)]);
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(48 + directory.length + stream.length, 8);
  header.writeUInt16BE(1, 12);
  header.writeUInt32BE(12 + 16 + unpacked, 16);
  header.writeUInt32BE(stream.length, 20);
  return Buffer.concat([header, directory, stream]);
}

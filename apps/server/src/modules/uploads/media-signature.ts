import type { UploadKind, UploadMimeType } from '@frameshop/contract';

/** What the first bytes of a file say it is; the name it was sent with plays no part. */
export interface MediaSignature {
  kind: UploadKind;
  mimeType: UploadMimeType;
  /** The extension its stored copy gets. */
  extension: 'jpg' | 'png' | 'webp' | 'mp4' | 'mov' | 'webm';
}

/** Enough of the start of a file for every signature below (an ftyp box lists a few brands). */
export const SIGNATURE_BYTES = 64;

const JPEG: MediaSignature = { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
const PNG: MediaSignature = { kind: 'image', mimeType: 'image/png', extension: 'png' };
const WEBP: MediaSignature = { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
const MP4: MediaSignature = { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
const MOV: MediaSignature = { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' };
const WEBM: MediaSignature = { kind: 'video', mimeType: 'video/webm', extension: 'webm' };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The EBML DocType element's id, followed by its size and the type's name. */
const EBML_DOCTYPE_ID = Buffer.from([0x42, 0x82]);

/**
 * Brands of the ISO base media family that are movies (MP4, its M4V and 3GP cousins). The same
 * box starts HEIF and AVIF photos too, which the store does not take, so a brand must be known.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'dash',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
]);

/** The type the first bytes of a file show, or undefined for anything the store does not take. */
export function sniffMediaSignature(head: Buffer): MediaSignature | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (head.subarray(0, 8).equals(PNG_MAGIC)) return PNG;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return WEBP;
  if (ascii(head, 4, 8) === 'ftyp') return isoMediaSignature(head);
  if (head.subarray(0, 4).equals(EBML_MAGIC))
    return ebmlDocType(head) === 'webm' ? WEBM : undefined;
  return undefined;
}

/** MOV names QuickTime as its major brand; an MP4 lists one of the movie brands. */
function isoMediaSignature(head: Buffer): MediaSignature | undefined {
  const boxSize = head.readUInt32BE(0);
  const major = ascii(head, 8, 12);
  if (major === 'qt  ') return MOV;
  const brands = [major];
  // Compatible brands follow the major brand and its minor version, four bytes each.
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) {
    brands.push(ascii(head, offset, offset + 4));
  }
  return brands.some((brand) => MP4_BRANDS.has(brand)) ? MP4 : undefined;
}

/** Matroska and WebM share the EBML header; its DocType tells them apart. */
function ebmlDocType(head: Buffer): string | undefined {
  const at = head.indexOf(EBML_DOCTYPE_ID, EBML_MAGIC.length);
  if (at < 0 || at + 3 > head.length) return undefined;
  // A one-byte EBML size (the usual 0x84 for "webm") has its top bit set; longer ones are not used.
  const sizeByte = head[at + 2] ?? 0;
  if ((sizeByte & 0x80) === 0) return undefined;
  const size = sizeByte & 0x7f;
  return ascii(head, at + 3, at + 3 + size);
}

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.toString('latin1', start, Math.min(end, buffer.length));
}

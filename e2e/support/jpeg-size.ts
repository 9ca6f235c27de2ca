/**
 * A JPEG's width and height, read from the bytes themselves: from its frame header, the first
 * start-of-frame segment (markers C0 to CF but C4, C8 and CC, which are tables and reserved),
 * which keeps the height and then the width, big-endian, after the precision byte. Throws on
 * bytes that are not a JPEG.
 */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG file');
  let at = 2;
  while (at + 9 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    // Every other segment says its length (its two length bytes included) after its marker.
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('a JPEG file without a frame header');
}

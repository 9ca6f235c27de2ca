/**
 * A PNG's width and height, read from the bytes themselves: PNG keeps them in its header,
 * big-endian, at bytes 16 and 20. Throws on bytes that are not a PNG.
 */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

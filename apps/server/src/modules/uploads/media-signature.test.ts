import { describe, expect, it } from 'vitest';
import { sniffMediaSignature } from './media-signature';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

/** An ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 2, 0], ...compatible, 'moov');
};

describe('deciding a file type from its first bytes', () => {
  it('knows JPEG, PNG and WebP photos', () => {
    expect(sniffMediaSignature(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.mimeType).toBe(
      'image/jpeg',
    );
    expect(sniffMediaSignature(bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'))?.mimeType).toBe('image/png');
    expect(sniffMediaSignature(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mimeType).toBe(
      'image/webp',
    );
  });

  it('tells MOV from MP4 by the brands of the ftyp box', () => {
    expect(sniffMediaSignature(ftyp('qt  ', 'qt  '))).toMatchObject({
      mimeType: 'video/quicktime',
      extension: 'mov',
    });
    expect(sniffMediaSignature(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'))?.mimeType).toBe(
      'video/mp4',
    );
    expect(sniffMediaSignature(ftyp('mp42', 'mp42', 'isom'))?.mimeType).toBe('video/mp4');
    // A camera's own major brand, with a standard one among the compatible brands.
    expect(sniffMediaSignature(ftyp('XAVC', 'XAVC', 'mp42'))?.mimeType).toBe('video/mp4');
  });

  it('refuses HEIF and AVIF photos and M4A-only sound, which share the ftyp box', () => {
    expect(sniffMediaSignature(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
    expect(sniffMediaSignature(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBeUndefined();
    expect(sniffMediaSignature(ftyp('M4A ', 'M4A '))).toBeUndefined();
  });

  it('takes WebM but not other Matroska files', () => {
    const ebml = (docType: string) =>
      bytes(
        [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length],
        docType,
      );
    expect(sniffMediaSignature(ebml('webm'))?.mimeType).toBe('video/webm');
    expect(sniffMediaSignature(ebml('matroska'))).toBeUndefined();
  });

  it('refuses text, empty and unknown files whatever they are called', () => {
    expect(sniffMediaSignature(Buffer.from('<html><body>hello</body></html>'))).toBeUndefined();
    expect(sniffMediaSignature(Buffer.alloc(0))).toBeUndefined();
    expect(sniffMediaSignature(bytes('GIF89a', [1, 0, 1, 0]))).toBeUndefined();
  });
});

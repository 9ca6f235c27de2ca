import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode, negotiateEncoding } from './content-encoding';

const zstd = typeof (zlib as { zstdCompressSync?: unknown }).zstdCompressSync === 'function';

describe('negotiateEncoding', () => {
  it('answers identity without an Accept-Encoding header', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
  });

  it("prefers the server's order among equally acceptable encodings", () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe(zstd ? 'zstd' : 'br');
    expect(negotiateEncoding('deflate, gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
  });

  it('follows quality values, and never picks an encoding ruled out with q=0', () => {
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, *')).toBe(zstd ? 'zstd' : 'gzip');
    expect(negotiateEncoding('br; q=0.8, gzip; q=0.9')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0, deflate;q=0, zstd;q=0')).toBeUndefined();
  });

  it('answers identity when only unknown encodings are offered or identity is preferred', () => {
    expect(negotiateEncoding('compress')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('identity, gzip;q=0.5')).toBeUndefined();
    expect(negotiateEncoding('identity;q=0.5, gzip')).toBe('gzip');
    // Identity not named is acceptable but least preferred.
    expect(negotiateEncoding('gzip;q=0.2')).toBe('gzip');
  });

  it('treats * as any encoding not named', () => {
    expect(negotiateEncoding('*')).toBe(zstd ? 'zstd' : 'br');
    expect(negotiateEncoding('gzip, *;q=0.1')).toBe('gzip');
  });
});

describe('encode', () => {
  const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => i) }));

  it('produces bytes that decode back to the body', () => {
    expect(zlib.brotliDecompressSync(encode(body, 'br'))).toEqual(body);
    expect(zlib.gunzipSync(encode(body, 'gzip'))).toEqual(body);
    expect(zlib.inflateSync(encode(body, 'deflate'))).toEqual(body);
  });
});

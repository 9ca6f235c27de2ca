import zlib from 'node:zlib';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'zstd' | 'br' | 'gzip' | 'deflate';

type Encoder = (body: Buffer) => Buffer;

// Brotli at quality 4, as @fastify/compress uses for every other response (11 is far slower).
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const zstdCompressSync = (zlib as { zstdCompressSync?: Encoder }).zstdCompressSync;

/** The encodings this Node.js can produce, most preferred first (the order @fastify/compress uses). */
const encoders = new Map<ContentEncoding, Encoder>([
  ...(zstdCompressSync ? [['zstd', (body: Buffer) => zstdCompressSync(body)] as const] : []),
  ['br', (body) => zlib.brotliCompressSync(body, brotliOptions)],
  ['gzip', (body) => zlib.gzipSync(body)],
  ['deflate', (body) => zlib.deflateSync(body)],
]);

export function encode(body: Buffer, encoding: ContentEncoding): Buffer {
  const encoder = encoders.get(encoding);
  if (!encoder) throw new Error(`Cannot encode as ${encoding}.`);
  return encoder(body);
}

// Clients send a handful of distinct Accept-Encoding values, so each is parsed once.
const negotiated = new Map<string, ContentEncoding | undefined>();
const MAX_REMEMBERED = 256;

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the highest q
 * wins, ties go to the server's preference (zstd, br, gzip, deflate), `*` stands for any encoding
 * not named and q=0 rules one out. Identity (`undefined`) is the answer when no encoding is
 * acceptable, or when the client prefers it outright.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  const choice = negotiate(header);
  if (negotiated.size >= MAX_REMEMBERED) negotiated.clear();
  negotiated.set(header, choice);
  return choice;
}

function negotiate(header: string): ContentEncoding | undefined {
  const qualities = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    let name = rawName.trim();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let quality = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((token) => token.trim());
      if (key === 'q') quality = Number(value);
    }
    if (!Number.isFinite(quality)) quality = 0;
    // A repeated name keeps its best quality.
    qualities.set(name, Math.max(qualities.get(name) ?? 0, Math.min(1, Math.max(0, quality))));
  }
  const qualityOf = (name: string) => qualities.get(name) ?? qualities.get('*');
  let best: ContentEncoding | undefined;
  let bestQuality = 0;
  for (const encoding of encoders.keys()) {
    const quality = qualityOf(encoding) ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  // Identity is the fallback when nothing else is acceptable; it wins over an encoding only when
  // named (or covered by `*`) with a strictly higher quality.
  const identity = qualityOf('identity');
  return best && (identity === undefined || bestQuality >= identity) ? best : undefined;
}

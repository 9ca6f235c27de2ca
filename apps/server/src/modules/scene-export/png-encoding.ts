import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);

/** Straight (not premultiplied) RGBA rows, as `getImageData` gives them. */
export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG's "Up" filter: each byte less the one above it, cheap and good on photos and gradients. */
const FILTER_UP = 2;

/**
 * A PNG of straight RGBA pixels, compressed for speed. Skia's encoder (`canvas.encode('png')`)
 * compresses at a level of its own choosing and took 0.6–1.7 s for a 1080×1920 export on two
 * cores, most of the export's time; this one takes about a third of that for files a fifth
 * larger, and deflates on libuv's pool instead of the event loop.
 */
export async function encodePng(pixels: RgbaPixels): Promise<Buffer> {
  const { width, height } = pixels;
  const stride = width * 4;
  const differences = upFiltered(pixels);
  const filtered = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    filtered[out] = FILTER_UP;
    filtered.set(differences.subarray(y * stride, (y + 1) * stride), out + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflate(filtered, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HIGH_BITS = 0x80808080;
const LOW_BITS = 0x7f7f7f7f;

/**
 * Each byte less the byte a row above it (the first row as it is), four bytes at a time: the
 * filter runs on the event loop, and byte by byte it held it for 20 ms of a 1080×1920 picture,
 * while other requests and the other render worker waited. Subtracting the bytes of a 32-bit
 * word with no borrow between them (Hacker's Delight, 2-18) takes a quarter of the steps.
 */
function upFiltered({ width, data }: RgbaPixels): Uint8Array {
  const aligned = data.byteOffset % 4 === 0 ? data : Uint8Array.from(data);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  const out = new Uint32Array(words.length);
  out.set(words.subarray(0, width));
  for (let i = width; i < words.length; i++) {
    const a = words[i]!;
    const b = words[i - width]!;
    out[i] = ((a | HIGH_BITS) - (b & LOW_BITS)) ^ ((a ^ ~b) & HIGH_BITS);
  }
  return new Uint8Array(out.buffer);
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, body, crc]);
}

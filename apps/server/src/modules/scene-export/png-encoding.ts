import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);

/** Straight (not premultiplied) RGBA rows, as `getImageData` gives them. */
export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/**
 * How much compressed output zlib hands back at a time. Its default, 16 kB, made a 1080×1920
 * picture's deflate 200 round trips between the thread pool and this thread: each waited for the
 * event loop, so whatever else the process did (the other render worker, the database) held the
 * compression up between pieces. In 1 MB pieces it is a handful, and a batch of pictures ran
 * 0.84 → 0.92 of the bare renderer's rate (`npm run bench:bulk`).
 */
const DEFLATE_CHUNK_BYTES = 1 << 20;

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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const compressed = await deflate(upFilteredRows(pixels), {
    level: 1,
    chunkSize: DEFLATE_CHUNK_BYTES,
  });
  // Each chunk's parts copied once, into the file.
  return Buffer.concat([
    SIGNATURE,
    ...chunk('IHDR', header),
    ...chunk('IDAT', compressed),
    ...chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HIGH_BITS = 0x80808080;
const LOW_BITS = 0x7f7f7f7f;

/**
 * The rows as PNG stores them: each its filter byte, then each byte less the byte a row above it
 * (the first row as it is), four bytes at a time. The filter runs on the event loop, and byte by
 * byte it held it for 20 ms of a 1080×1920 picture, while other requests and the other render
 * worker waited. Subtracting the bytes of a 32-bit word with no borrow between them (Hacker's
 * Delight, 2-18) takes a quarter of the steps. A row is worked out in a buffer of its own (a row
 * behind its filter byte is not aligned for 32-bit words) and copied in: no second picture-sized
 * buffer, which a batch of pictures would otherwise leave to the garbage collector every row.
 */
function upFilteredRows({ width, height, data }: RgbaPixels): Buffer {
  const aligned = data.byteOffset % 4 === 0 ? data : Uint8Array.from(data);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const stride = width * 4;
  const rows = Buffer.allocUnsafe((stride + 1) * height);
  const row = new Uint32Array(width);
  const rowBytes = new Uint8Array(row.buffer);
  for (let y = 0; y < height; y++) {
    const start = y * width;
    if (y === 0) row.set(words.subarray(0, width));
    for (let x = y === 0 ? width : 0; x < width; x++) {
      const a = words[start + x]!;
      const b = words[start + x - width]!;
      row[x] = ((a | HIGH_BITS) - (b & LOW_BITS)) ^ ((a ^ ~b) & HIGH_BITS);
    }
    const out = y * (stride + 1);
    rows[out] = FILTER_UP;
    rows.set(rowBytes, out + 1);
  }
  return rows;
}

/** A PNG chunk's parts: its length and type, its body, its CRC. */
function chunk(type: string, body: Buffer): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body, zlib.crc32(head.subarray(4))), 0);
  return [head, body, crc];
}

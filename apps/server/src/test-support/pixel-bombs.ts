import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { locateFfmpeg, runFfmpeg } from '../modules/media';

/**
 * Small files that declare huge pictures, made from ordinary ones by rewriting the size in their
 * headers (a PNG's IHDR with its checksum, a JPEG's frame header, a WebP's key frame), and a real
 * 8192 × 8192 video frame, which compresses to a few hundred kilobytes.
 */
export async function makePixelBombs(
  dir: string,
  photos: { png: string; jpeg: string; webp: string },
  side = 16_000,
) {
  const png = await pngDeclaring(photos.png, { width: side, height: side });

  const jpeg = Buffer.from(await fs.readFile(photos.jpeg));
  const frameHeader = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (frameHeader < 0) throw new Error('the JPEG has no baseline frame header');
  jpeg.writeUInt16BE(side, frameHeader + 5);
  jpeg.writeUInt16BE(side, frameHeader + 7);

  const webp = Buffer.from(await fs.readFile(photos.webp));
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('the WebP is not lossy');
  webp.writeUInt16LE(Math.min(side, 0x3fff), 26);
  webp.writeUInt16LE(Math.min(side, 0x3fff), 28);

  const files = {
    png: path.join(dir, 'bomb.png'),
    jpeg: path.join(dir, 'bomb.jpg'),
    webp: path.join(dir, 'bomb.webp'),
    video: path.join(dir, 'huge-frame.mp4'),
  };
  await Promise.all([
    fs.writeFile(files.png, png),
    fs.writeFile(files.jpeg, jpeg),
    fs.writeFile(files.webp, webp),
    // prettier-ignore
    runFfmpeg([
      '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=blue:s=8192x8192:r=1',
      '-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      files.video,
    ], { ffmpegPath: locateFfmpeg().path, timeoutMs: 60_000 }),
  ]);
  return files;
}

/** A PNG's bytes with the size its header (IHDR) declares rewritten, its checksum made to match. */
export async function pngDeclaring(
  source: string,
  size: { width: number; height: number },
): Promise<Buffer> {
  const png = Buffer.from(await fs.readFile(source));
  png.writeUInt32BE(size.width, 16);
  png.writeUInt32BE(size.height, 20);
  // The chunk's CRC covers its type and data: 17 bytes from offset 12.
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

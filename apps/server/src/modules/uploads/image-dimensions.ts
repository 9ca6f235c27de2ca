import type { FileHandle } from 'node:fs/promises';
import { JPEG_END, JPEG_SCAN, jpegSegments } from './jpeg-segments';
import type { MediaSignature } from './media-signature';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a photo declares in its header, read without decoding a pixel, so that a small file
 * declaring a huge picture (a pixel bomb) is turned away before ffmpeg allocates it. Undefined when
 * the header says no size: such a file would not decode either.
 */
export async function declaredImageSize(
  file: FileHandle,
  signature: MediaSignature,
): Promise<PixelSize | undefined> {
  switch (signature.mimeType) {
    case 'image/png':
      return pngSize(await readAt(file, 0, 24));
    case 'image/webp':
      return webpSize(await readAt(file, 0, 30));
    case 'image/jpeg':
      return jpegSize(file);
    default:
      return undefined;
  }
}

/** The first chunk of a PNG is IHDR: width and height right after its type. */
export function pngSize(head: Buffer): PixelSize | undefined {
  if (head.length < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return positive({ width: head.readUInt32BE(16), height: head.readUInt32BE(20) });
}

/** WebP's first chunk after the RIFF header is one of three kinds, each with its own layout. */
export function webpSize(head: Buffer): PixelSize | undefined {
  if (head.length < 30) return undefined;
  switch (head.toString('latin1', 12, 16)) {
    case 'VP8 ':
      // A lossy key frame: 14 bits each, after the frame tag and start code.
      return positive({
        width: head.readUInt16LE(26) & 0x3fff,
        height: head.readUInt16LE(28) & 0x3fff,
      });
    case 'VP8L': {
      // Lossless: after the signature byte, 14 bits each of width − 1 and height − 1.
      const bits = head.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      // Extended: the canvas, 24 bits each of width − 1 and height − 1.
      return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
    default:
      return undefined;
  }
}

/** Walks the JPEG's segments to its frame header (SOFn), which holds the height, then the width. */
async function jpegSize(file: FileHandle): Promise<PixelSize | undefined> {
  for await (const { marker, head } of jpegSegments(file)) {
    if (isFrameHeader(marker)) {
      if (head.length < 9) return undefined;
      return positive({ width: head.readUInt16BE(7), height: head.readUInt16BE(5) });
    }
    // The picture data starts, or the file ends, before any frame header.
    if (marker === JPEG_SCAN || marker === JPEG_END) return undefined;
  }
  return undefined;
}

/** SOF0–SOF15, but not DHT (C4), JPG (C8) or DAC (CC), which share the range. */
function isFrameHeader(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function positive(size: PixelSize): PixelSize | undefined {
  return size.width > 0 && size.height > 0 ? size : undefined;
}

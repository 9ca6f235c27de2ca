import fs from 'node:fs/promises';
import type { UploadsConfig } from '../../config/env';
import { declaredImageSize, type PixelSize } from './image-dimensions';
import { SIGNATURE_BYTES, sniffMediaSignature } from './media-signature';

/** The limits every file taken into the store is held to, whoever sends it. */
export type MediaLimits = Pick<
  UploadsConfig,
  'maxImagePixels' | 'maxVideoDimension' | 'maxVideoSeconds'
>;

/** Which limit a file passed, with what it measured; each caller words it for its own people. */
export type LimitPassed =
  | { limit: 'image-pixels'; size: PixelSize }
  | { limit: 'video-dimension'; size: PixelSize }
  | { limit: 'video-seconds'; seconds: number };

/** A picture declaring more pixels than a photo may have. */
export function imageLimitPassed(size: PixelSize, limits: MediaLimits): LimitPassed | undefined {
  return size.width * size.height > limits.maxImagePixels
    ? { limit: 'image-pixels', size }
    : undefined;
}

/**
 * A video wider or taller than a video may be, or longer (a length not known yet is checked once
 * it is: decoding finds it).
 */
export function videoLimitPassed(
  size: PixelSize,
  durationSeconds: number | null,
  limits: MediaLimits,
): LimitPassed | undefined {
  if (size.width > limits.maxVideoDimension || size.height > limits.maxVideoDimension) {
    return { limit: 'video-dimension', size };
  }
  if (durationSeconds !== null && durationSeconds > limits.maxVideoSeconds) {
    return { limit: 'video-seconds', seconds: durationSeconds };
  }
  return undefined;
}

/**
 * The decoder's own cap on a video frame's pixels: it refuses a larger frame instead of
 * allocating it, even where a stream's header lies about its size.
 */
export const videoDecodePixels = (limits: MediaLimits) => limits.maxVideoDimension ** 2;

/**
 * The size a file on disk declares in its header if it is a photo (PNG, JPEG, WebP), read without
 * decoding a pixel: a pixel bomb is measured here, never by a decoder. Undefined for anything
 * else, and for a photo whose header says no size.
 */
export async function declaredPictureSize(file: string): Promise<PixelSize | undefined> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(SIGNATURE_BYTES);
    const { bytesRead } = await handle.read(head, 0, SIGNATURE_BYTES, 0);
    const signature = sniffMediaSignature(head.subarray(0, bytesRead));
    return signature?.kind === 'image' ? await declaredImageSize(handle, signature) : undefined;
  } finally {
    await handle.close();
  }
}

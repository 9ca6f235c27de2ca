import { previewWatermarkFilter } from '../renders';
import type { PictureSize } from './preview-size';

/**
 * The ffmpeg arguments that make an image template's public overlay from its full-size one:
 * reduced to `size` and carrying the store's watermark, which also shows across the transparent
 * window, so the preview is no use as the real thing.
 */
export function overlayPreviewArgs(
  input: string,
  output: string,
  size: PictureSize,
  font: string | undefined,
): string[] {
  const filters =
    `scale=${size.width}:${size.height}:flags=bicubic,format=rgba,` +
    previewWatermarkFilter(size, font);
  // prettier-ignore
  return ['-i', input, '-vf', filters, '-frames:v', '1', '-y', output];
}

/**
 * A video template's mask at preview size, for the editors' live preview. No watermark: the mask
 * only says where the window is, and text drawn into it would show through the customer's media.
 */
export function maskPreviewArgs(input: string, output: string, size: PictureSize): string[] {
  const filters = `format=gray,scale=${size.width}:${size.height}:flags=area`;
  return ['-i', input, '-vf', filters, '-frames:v', '1', '-y', output];
}

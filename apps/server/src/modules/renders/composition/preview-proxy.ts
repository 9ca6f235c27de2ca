import { PREVIEW_HEIGHT } from './encoding';

/**
 * An upload's proxy fits in a square this size: the widest 540-line preview frame of a 16:9
 * template, so the upload shows in a preview's window at or below the proxy's size unless it is
 * zoomed into a window as large as the frame. A 1080p upload is decoded at a quarter of its pixels.
 */
export const UPLOAD_PROXY_SIDE = (PREVIEW_HEIGHT * 16) / 9;

/**
 * The ffmpeg arguments that make a template source's preview proxy: the clip at the free
 * preview's height, made once, so a preview decodes 540 lines instead of 1080 and scales nothing.
 */
export function previewProxyArgs(sourcePath: string, outputPath: string): string[] {
  return proxyArgs(sourcePath, outputPath, `scale=-2:${PREVIEW_HEIGHT}:flags=bicubic`);
}

/**
 * The ffmpeg arguments that make an upload's preview proxy: the video shrunk to fit in
 * `UPLOAD_PROXY_SIDE` (never enlarged), its shape, frame rate and length kept, so a placement puts
 * it where it puts the upload itself. Decoding the full-size upload was most of a preview's work.
 */
export function uploadPreviewProxyArgs(uploadPath: string, outputPath: string): string[] {
  const side = UPLOAD_PROXY_SIDE;
  // The longer side becomes `side` at most; both end on even pixels, as 4:2:0 needs.
  const longer = (size: string) => `trunc(min(${size},${side})/2)*2`;
  const fit =
    `scale=w='if(gte(iw,ih),${longer('iw')},-2)':h='if(gte(iw,ih),-2,${longer('ih')})':` +
    'flags=bicubic';
  return proxyArgs(uploadPath, outputPath, fit);
}

/**
 * Tuned for decoding (no CABAC, no deblocking: a third of the decode time) at a quality well above
 * the preview's own CRF 26, and with the audio copied as it is, so a preview looks and sounds as
 * it did when it was cut from the full-size file.
 */
function proxyArgs(inputPath: string, outputPath: string, scale: string): string[] {
  // prettier-ignore
  return [
    '-y', '-i', inputPath,
    '-map', '0:v:0', '-map', '0:a:0?',
    '-vf', scale,
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'fastdecode', '-crf', '18',
    '-pix_fmt', 'yuv420p',
    '-c:a', 'copy',
    '-movflags', '+faststart',
    '-f', 'mp4', outputPath,
  ];
}

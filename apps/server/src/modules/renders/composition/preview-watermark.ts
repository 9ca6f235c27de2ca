import type { PlacementSize } from '@frameshop/contract';

export const PREVIEW_WATERMARK_TEXT = 'Frameshop preview';

/** Characters that ffmpeg's filter syntax would need escaped in a font path. */
const NEEDS_ESCAPING = /[':\\,;[\]]/;

/**
 * The mark on a free preview: the words large across the middle and again small in a corner, white
 * at part opacity with a dark outline, so they show on light and dark pictures alike and cannot be
 * cropped away without losing the picture. Without a usable font, a translucent band across the
 * middle marks the video instead. Ends without a comma, ready to be followed by one.
 */
export function previewWatermarkFilter(size: PlacementSize, font: string | undefined): string {
  if (!font || NEEDS_ESCAPING.test(font)) {
    const band = 2 * Math.round(size.height * 0.06);
    return `drawbox=x=0:y=${Math.round(size.height / 2 - band / 2)}:w=iw:h=${band}:color=white@0.45:t=fill`;
  }
  const text = (fontSize: number, x: string, y: string) =>
    `drawtext=fontfile='${font}':text='${PREVIEW_WATERMARK_TEXT}':fontsize=${fontSize}:` +
    `fontcolor=white@0.6:borderw=${Math.max(1, Math.round(fontSize / 24))}:` +
    `bordercolor=black@0.4:x=${x}:y=${y}`;
  // About 70% of the width for the large line, at most a sixth of the height.
  const large = Math.round(Math.min(size.width * 0.07, size.height / 6));
  const small = Math.max(10, Math.round(large / 2.5));
  const margin = Math.round(small * 0.8);
  return (
    `${text(large, '(w-text_w)/2', '(h-text_h)/2')},` +
    text(small, `w-text_w-${margin}`, `h-text_h-${margin}`)
  );
}

/** The longest side of any public preview of a paid asset (ADR 13). */
export const PAID_PREVIEW_MAX_SIDE = 960;

export interface PictureSize {
  width: number;
  height: number;
}

/** A picture's size shrunk to fit the preview limit, keeping its shape; smaller ones stay as they are. */
export function previewSizeOf(size: PictureSize): PictureSize {
  const scale = Math.min(1, PAID_PREVIEW_MAX_SIDE / Math.max(size.width, size.height));
  // Even sides, as video encoders want; never past the limit.
  const side = (value: number) =>
    Math.min(PAID_PREVIEW_MAX_SIDE, Math.max(2, 2 * Math.round((value * scale) / 2)));
  return { width: side(size.width), height: side(size.height) };
}

/** The colour of a template's green-screen window. */
export const GREEN_SCREEN_HEX = '0x00FF00';

/**
 * How close to pure green a pixel must be to count as window. Loose enough for the colour shifts of
 * H.264 and 4:2:0 chroma, tight enough that the palettes of real templates are left alone.
 */
const KEY_SIMILARITY = 0.3;

/**
 * The filter chain that keys a frame of a template clip into its mask: white where the customer's
 * media shows, black elsewhere.
 */
export const GREEN_SCREEN_MASK_FILTER =
  `format=rgb24,colorkey=${GREEN_SCREEN_HEX}:${KEY_SIMILARITY}:0,` +
  'format=rgba,alphaextract,negate,format=gray';

/**
 * ffmpeg arguments that key the green-screen window of a template clip, once, at ingest, into a
 * grey-scale PNG mask. An order render then needs only `alphamerge` + `overlay` with this mask,
 * instead of a chroma key on every frame. The window is static, so the first frame describes it.
 */
export function greenScreenMaskArgs(clipPath: string, maskPath: string): string[] {
  return ['-i', clipPath, '-frames:v', '1', '-vf', GREEN_SCREEN_MASK_FILTER, '-y', maskPath];
}

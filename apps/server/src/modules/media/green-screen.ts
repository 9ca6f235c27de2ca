/** The colour of a template's green-screen window. */
export const GREEN_SCREEN_HEX = '0x00FF00';

/**
 * How far each channel may stray from pure green (0, 255, 0) for a pixel to count as window: wide
 * enough for the colour shifts of H.264 and 4:2:0 chroma (a few units, some twenty at its edges at
 * high compression), narrow enough that only what the README promises is keyed: a dark green
 * (#008000) bar, 127 below on green, stays part of the template.
 */
const KEY_TOLERANCE = 64;

/**
 * The filter chain that keys a frame of a template clip into its mask: white where the customer's
 * media shows (every channel within KEY_TOLERANCE of #00FF00), black elsewhere. Each channel is
 * tested by a lookup (0 within its range, 255 outside), and the grey of the three is black only
 * where all three are within it. Lookups and a conversion, the same in every ffmpeg: `colorkey`'s
 * similarity is scaled differently from one version to the next (the bundled ffmpeg and a
 * system's would key different colours).
 */
export const GREEN_SCREEN_MASK_FILTER =
  'format=rgb24,' +
  `lutrgb=r='255*gt(val,${KEY_TOLERANCE})':g='255*lt(val,${255 - KEY_TOLERANCE})':` +
  `b='255*gt(val,${KEY_TOLERANCE})',` +
  // Outside on any channel is at least ~29 grey (blue alone); within on all three is 0 (16 where
  // a conversion keeps studio range).
  "format=gray,lut=c0='255*lt(val,24)'";

/**
 * ffmpeg arguments that key the green-screen window of a template clip, once, at ingest, into a
 * grey-scale PNG mask. An order render then needs only `alphamerge` + `overlay` with this mask,
 * instead of a chroma key on every frame. The window is static, so the first frame describes it.
 */
export function greenScreenMaskArgs(clipPath: string, maskPath: string): string[] {
  return ['-i', clipPath, '-frames:v', '1', '-vf', GREEN_SCREEN_MASK_FILTER, '-y', maskPath];
}

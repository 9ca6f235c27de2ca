import { formatLimitDuration, TEMPLATE_MAX_SIDE } from '@frameshop/contract';
import { GREEN_SCREEN_HEX } from '../media';

/** Why the owner's files could not be made into a template's media; one code per remedy. */
export type TemplateMediaErrorCode =
  /** Not a file ffmpeg can read at all. */
  | 'unreadable-file'
  /** A still picture where a clip belongs. */
  | 'not-a-video'
  /** A clip where the overlay picture belongs. */
  | 'not-an-image'
  /** A picture, but not a PNG: no other format the owner would export carries the window. */
  | 'not-a-png'
  | 'no-green-screen'
  | 'no-transparent-area'
  | 'mask-not-a-video'
  | 'mask-size-mismatch'
  | 'mask-length-mismatch'
  | 'mask-has-no-window'
  /** Over the upload limits: a picture's pixels or sides, a video's sides. */
  | 'too-many-pixels'
  /** Longer than a video may be. */
  | 'too-long'
  /** ffmpeg failed on files it could read: the server's problem, worth another try. */
  | 'ffmpeg-failed'
  | 'timed-out';

/** The message is shown to the owner as it is; what ffmpeg said is kept in `cause`, for the logs. */
export class TemplateMediaError extends Error {
  override name = 'TemplateMediaError';

  constructor(
    readonly code: TemplateMediaErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Which of the owner's files a message is about, in the owner's words. */
export type OwnerFileRole = 'video' | 'mask' | 'overlay';

const NAMES: Record<OwnerFileRole, string> = {
  video: 'The video',
  mask: 'The mask clip',
  overlay: 'The overlay',
};

/** `0x00FF00` as people who use image editors write it. */
const KEY_COLOUR = `#${GREEN_SCREEN_HEX.replace(/^0x/i, '').toUpperCase()}`;

/** ffmpeg's decoder names that are not the names people know the formats by. */
const PICTURE_FORMATS: Record<string, string> = { mjpeg: 'JPEG', webp: 'WebP', tiff: 'TIFF' };

const seconds = (value: number) => `${Number(value.toFixed(2))} s`;
/** A clip's length as a person says it: seconds for a short one, minutes or hours for a long one. */
const length = (value: number) =>
  value < 120
    ? seconds(value)
    : value < 7200
      ? `${Math.round(value / 60)} minutes`
      : `${Number((value / 3600).toFixed(1))} hours`;
const pixels = (size: { width: number; height: number }) => `${size.width} × ${size.height} pixels`;

export const TemplateMediaMessage = {
  unreadable: (role: OwnerFileRole) =>
    `${NAMES[role]} could not be read: it is damaged, or not a video or picture. Export it again ` +
    '(MP4 or MOV for videos, PNG for overlays) and upload it once more.',
  notAVideo: (role: 'video' | 'mask') =>
    `${NAMES[role]} is a still picture, not a video. Upload the clip itself (MP4 or MOV).`,
  noLength: (role: 'video' | 'mask') =>
    `${NAMES[role]} has no length that could be read. Export it again as MP4 or MOV.`,
  notAnImage:
    'The overlay is a video. An image template needs a still PNG with the window cut out; for a ' +
    'clip, make a video template instead.',
  notAPng: (codec: string) =>
    `The overlay is a ${PICTURE_FORMATS[codec] ?? codec.toUpperCase()} picture, not a PNG. Export it as PNG with the window ` +
    'cut out (alpha 0): other formats lose the transparent window.',
  noGreenScreen: (posterAt: number, otherFrames: number) =>
    `This video has no green-screen window: key colour ${KEY_COLOUR} was not found at ` +
    `${seconds(posterAt)}${otherFrames > 0 ? ` or in ${otherFrames} other frames across the clip` : ''}. ` +
    `Fill the window with pure green (${KEY_COLOUR}), or upload a mask clip with it ` +
    "(white where the buyer's video goes, black elsewhere).",
  noTransparentArea:
    "This PNG has no transparent area for the buyer's photo. Export it with the window cut out " +
    '(alpha 0).',
  maskNotAVideo:
    'The mask is a still picture; it must be a clip of the same size and length as the video ' +
    "(white where the buyer's video goes, black elsewhere). Export the mask as a video.",
  maskSize: (mask: string, video: string) =>
    `The mask clip is ${mask} pixels but the video is ${video}. Export the mask at the video's size.`,
  maskLength: (mask: number, video: number) =>
    `The mask clip is ${seconds(mask)} long but the video is ${seconds(video)}. Export the mask ` +
    "with the video's length.",
  maskNoWindow: (posterAt: number, otherFrames: number) =>
    `The mask clip has no white area (the window for the buyer's video) at ${seconds(posterAt)}` +
    `${otherFrames > 0 ? ` or in ${otherFrames} other frames across the clip` : ''}. Make the ` +
    'window white and everything else black.',
  pictureTooLarge: (
    role: OwnerFileRole,
    size: { width: number; height: number },
    maxPixels: number,
  ) =>
    `${NAMES[role]} is ${pixels(size)}; a picture can be at most ` +
    `${Number((maxPixels / 1_000_000).toFixed(1))} megapixels and ${TEMPLATE_MAX_SIDE} pixels a side. ` +
    'Export it smaller and upload it again.',
  videoTooLarge: (role: OwnerFileRole, size: { width: number; height: number }, maxSide: number) =>
    `${NAMES[role]} is ${pixels(size)}; a video can be at most ${maxSide} pixels a side. ` +
    'Export it smaller and upload it again.',
  tooLong: (role: OwnerFileRole, actualSeconds: number, maxSeconds: number) =>
    `${NAMES[role]} is ${length(actualSeconds)} long; a video can be at most ` +
    `${formatLimitDuration(maxSeconds)}. Trim it and upload it again.`,
  ffmpegFailed:
    'The media could not be prepared because of a problem on our side. Please try again; the ' +
    'details are in the server log.',
  timedOut: (timeoutMs: number) =>
    `Preparing the media took longer than ${Math.round(timeoutMs / 1000)} s and was stopped. ` +
    'Try again when the server is less busy, or upload a shorter clip.',
} as const;

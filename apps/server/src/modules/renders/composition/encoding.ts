/** The finished order, or the free watermarked preview. */
export type CompositionVariant = 'final' | 'preview';

/** A preview is 540 pixels high: enough to judge the placement by, quick to make and to load. */
export const PREVIEW_HEIGHT = 540;

/** A preview's fragments are this long: the first can play once a second is encoded. */
export const PREVIEW_FRAGMENT_SECONDS = 1;

/**
 * Encoder settings per variant, measured on 2 cores with a 10 s 1080p template and upload (see
 * `npm run bench:render`). The final video is what was paid for, at CRF 20; its preset leaves room
 * for footage harder than the bench's: `veryfast` took 0.6 of the video's length, `faster` 0.83 and
 * `fast` 0.96. The preview is for judging a placement and must come back in seconds: `superfast`
 * at CRF 26 (2.8 s, where `ultrafast` took 3.0 s and `veryfast` 3.1 s, both with more bytes to
 * write or more to compute), scaled with bilinear filtering, which took it to 2.5 s.
 */
// prettier-ignore
const VIDEO: Record<CompositionVariant, string[]> = {
  final: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
  preview: ['-c:v', 'libx264', '-preset', 'superfast', '-crf', '26', '-pix_fmt', 'yuv420p'],
};
const AUDIO: Record<CompositionVariant, string[]> = {
  final: ['-c:a', 'aac', '-b:a', '160k'],
  preview: ['-c:a', 'aac', '-b:a', '96k'],
};
/**
 * Decoder options for the video inputs. A preview shrinks every picture by half or more, where
 * skipping H.264's deblocking and taking the decoder's fast paths cannot be seen, and decoding
 * two 1080p streams is most of its cost (about 15% less with these).
 */
export const DECODING: Record<CompositionVariant, string[]> = {
  final: [],
  preview: ['-skip_loop_filter', 'all', '-flags2', 'fast'],
};
export const SCALE_FLAGS: Record<CompositionVariant, string> = {
  final: 'bicubic',
  preview: 'bilinear',
};

/**
 * How the MP4 is laid out. The order's index goes first (`+faststart`): it plays while it
 * downloads. The preview is fragmented: an empty index first, then a self-contained fragment per
 * keyframe, forced every second, so a player holds the first second of picture and sound as soon
 * as the encoder has written it, not when the whole file is done, and no second pass moves the
 * index to the front. A keyframe a second costs the bench's 540p preview a sixth more bytes
 * (912 KB against 776 KB).
 */
const LAYOUT: Record<CompositionVariant, string[]> = {
  final: ['-movflags', '+faststart'],
  // prettier-ignore
  preview: [
    '-force_key_frames', `expr:gte(t,n_forced*${PREVIEW_FRAGMENT_SECONDS})`,
    '-movflags', '+frag_keyframe+empty_moov+default_base_moof',
  ],
};

export function encodingArgs(variant: CompositionVariant, withAudio: boolean): string[] {
  return [...VIDEO[variant], ...(withAudio ? AUDIO[variant] : ['-an']), ...LAYOUT[variant]];
}

/**
 * What every composition ends with: its filter graph, the video (and audio, when there is a
 * track) it maps, cut to the template's length, encoded into an MP4 at `partialPath`.
 */
export function outputArgs(options: {
  video: string;
  audio: string | null;
  durationSeconds: number;
  variant: CompositionVariant;
  partialPath: string;
}): string[] {
  const { video, audio } = options;
  // prettier-ignore
  return [
    '-filter_complex', audio ? `${video};${audio}` : video,
    '-map', '[video]', ...(audio ? ['-map', '[audio]'] : []),
    '-t', String(options.durationSeconds),
    ...encodingArgs(options.variant, audio !== null),
    '-f', 'mp4', options.partialPath,
  ];
}

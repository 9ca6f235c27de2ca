/** The finished order, or the free watermarked preview. */
export type CompositionVariant = 'final' | 'preview';

/** A preview is 540 pixels high: enough to judge the placement by, quick to make and to load. */
export const PREVIEW_HEIGHT = 540;

/**
 * Encoder settings per variant, chosen with `npm run bench:render` on 2 cores. The final video is
 * what was paid for: `veryfast` at CRF 20 keeps a 1080p render faster than real time, where
 * `faster` and slower presets did not, and CRF 20 shows no blocking on moving footage. The preview
 * is for judging a placement and must come back in seconds: `superfast` at CRF 26; scaling with
 * bilinear filtering, as its pictures are shrunk rather than enlarged.
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
export const SCALE_FLAGS: Record<CompositionVariant, string> = {
  final: 'bicubic',
  preview: 'bilinear',
};

export function encodingArgs(variant: CompositionVariant, withAudio: boolean): string[] {
  return [
    ...VIDEO[variant],
    ...(withAudio ? AUDIO[variant] : ['-an']),
    // The moov atom first: the video starts playing before it has finished downloading.
    '-movflags',
    '+faststart',
  ];
}

import type { OwnerFileProbe } from './owner-file-probe';

export type ClipContainer = 'mp4' | 'mov';

/** Streams MP4 carries (as ffmpeg writes it without experimental flags). */
const MP4_VIDEO = new Set(['h264', 'hevc', 'av1', 'vp9', 'mpeg4']);
const MP4_AUDIO = new Set(['aac', 'mp3', 'opus', 'ac3', 'eac3', 'alac']);

/**
 * The container the owner's clip is kept in: MP4 when its streams fit, else QuickTime, which carries
 * the masters that editors export (ProRes, DNxHD, PCM sound).
 */
export function containerFor(probe: OwnerFileProbe): ClipContainer {
  const fits =
    MP4_VIDEO.has(probe.codec) && (probe.audioCodec === null || MP4_AUDIO.has(probe.audioCodec));
  return fits ? 'mp4' : 'mov';
}

/**
 * The owner's clip as it was made, picture and sound copied, not encoded again: only the container
 * is rewritten, with its index first and without the data and subtitle tracks editors add. It costs
 * a read of the file, not a decode.
 */
export function remuxArgs(input: string, output: string): string[] {
  // prettier-ignore
  return [
    '-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-movflags', '+faststart',
    '-y', output,
  ];
}

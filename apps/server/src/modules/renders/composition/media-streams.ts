import { parseProbe, runFfmpeg } from '../../media';

/** What a composition needs to know of a template's source or of an upload. */
export interface MediaStreams {
  kind: 'image' | 'video';
  /** As the picture is shown: a phone video recorded upright is decoded upright by ffmpeg. */
  width: number;
  height: number;
  /** Null for still images. */
  durationSeconds: number | null;
  /** Frames per second of the video stream; null when ffmpeg does not know (stills). */
  fps: number | null;
  hasAudio: boolean;
}

/** Still images are read by ffmpeg's image demuxers: `image2`, `png_pipe`, `webp_pipe`, … */
const IMAGE_DEMUXER = /^Input #0, (image2|\w+_pipe),/m;

/**
 * Parses what `ffmpeg -i` prints about its first input. Only the input section is read: the output
 * section that follows names streams too.
 */
export function parseMediaStreams(stderr: string, file = 'the file'): MediaStreams {
  const input = stderr.split(/^(?:Stream mapping:|Output #0)/m)[0] ?? '';
  const { width, height, durationSeconds } = parseProbe(input, file);
  const kind = IMAGE_DEMUXER.test(input) ? 'image' : 'video';
  const videoLine = /Stream #0:\d+.*?: Video: .*/.exec(input)?.[0] ?? '';
  const fps = Number(/, (\d+(?:\.\d+)?) fps/.exec(videoLine)?.[1]);
  const rotation = Number(/displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees/.exec(input)?.[1]);
  // ffmpeg turns the frames of a rotated video as it decodes them (autorotate).
  const sideways = Number.isFinite(rotation) && Math.abs(Math.round(rotation / 90)) % 2 === 1;
  return {
    kind,
    width: sideways ? height : width,
    height: sideways ? width : height,
    durationSeconds: kind === 'image' ? null : durationSeconds,
    fps: kind === 'video' && fps > 0 ? fps : null,
    hasAudio: /Stream #0:\d+.*?: Audio: /.test(input),
  };
}

/** Probes a file with ffmpeg itself (the npm-shipped ffmpeg has no ffprobe), decoding one frame. */
export async function probeMediaStreams(ffmpegPath: string, file: string): Promise<MediaStreams> {
  const { stderr } = await runFfmpeg(
    ['-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'],
    { ffmpegPath, timeoutMs: 30_000 },
  );
  return parseMediaStreams(stderr, file);
}

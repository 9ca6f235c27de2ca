import { runFfmpeg } from './ffmpeg';

export interface MediaProbe {
  /** Null for still images. */
  durationSeconds: number | null;
  codec: string;
  pixelFormat: string;
  width: number;
  height: number;
}

/**
 * Reads a media file's first video stream with ffmpeg itself, so no separate ffprobe binary is
 * needed (the npm-shipped ffmpeg comes without one). Decodes a single frame: proof the file plays.
 */
export async function probeMedia(ffmpegPath: string, file: string): Promise<MediaProbe> {
  const { stderr } = await runFfmpeg(
    ['-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'],
    { ffmpegPath, timeoutMs: 30_000 },
  );
  return parseProbe(stderr, file);
}

export function parseProbe(stderr: string, file = 'the file'): MediaProbe {
  const stream = /Stream #\d+:\d+.*?: Video: (\w+).*?, ([a-z0-9]+)(?:\([^)]*\))?, (\d+)x(\d+)/.exec(
    stderr,
  );
  if (!stream) throw new Error(`No video stream found in ${file}.`);
  const [, codec = '', pixelFormat = '', width = '0', height = '0'] = stream;
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  const durationSeconds = duration
    ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
    : null;
  return { durationSeconds, codec, pixelFormat, width: Number(width), height: Number(height) };
}

import { probeMedia, runFfmpeg } from '../modules/media';

export interface Pixels {
  width: number;
  height: number;
  channels: number;
  data: Buffer;
  /** The value of one channel at (x, y). */
  at(x: number, y: number, channel?: number): number;
}

export interface ReadPixelsOptions {
  /** The frame shown at this time of a video, instead of the first. */
  atSeconds?: number;
  /** Scaled to this size first, to compare pictures of different sizes. */
  scaleTo?: { width: number; height: number };
}

/**
 * The first frame of an image or video, decoded by ffmpeg into raw grey or RGBA bytes. A known size
 * saves probing the file first.
 */
export async function readPixels(
  ffmpegPath: string,
  file: string,
  format: 'gray' | 'rgba',
  size?: { width: number; height: number },
  options: ReadPixelsOptions = {},
): Promise<Pixels> {
  const { width, height } = options.scaleTo ?? size ?? (await probeMedia(ffmpegPath, file));
  const seek = options.atSeconds === undefined ? [] : ['-ss', String(options.atSeconds)];
  const scale = options.scaleTo ? ['-vf', `scale=${width}:${height}`] : [];
  const { stdout } = await runFfmpeg(
    [...seek, '-i', file, ...scale, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', format, '-'],
    { ffmpegPath, timeoutMs: 30_000 },
  );
  const channels = format === 'gray' ? 1 : 4;
  if (stdout.length !== width * height * channels) {
    throw new Error(
      `Expected ${width}x${height}x${channels} bytes from ${file}, got ${stdout.length}`,
    );
  }
  return {
    width,
    height,
    channels,
    data: stdout,
    at: (x, y, channel = 0) => stdout[(y * width + x) * channels + channel] as number,
  };
}

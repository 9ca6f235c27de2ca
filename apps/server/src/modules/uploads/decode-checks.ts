import { runFfmpeg } from '../media';
import { parseFfmpegInfo } from './stream-info';

/**
 * Decoding with these flags stops at the first damaged packet instead of papering over it, as
 * players do: a JPEG cut in half otherwise decodes "successfully" with a grey bottom.
 */
const STRICT_INPUT = ['-err_detect', 'explode', '-xerror'];
/** What ffmpeg says, without failing, when a file ends before its own index says it should. */
const CUT_SHORT = /File ended prematurely|partial file|Truncat|moov atom not found|EOI missing/i;
const CHECK_TIMEOUT_MS = 60_000;

/**
 * The decoder refuses a picture over this many pixels instead of allocating it: the uploads check
 * the declared size from the headers first, and this holds even where a header lies.
 */
const pixelCap = (maxPixels: number) => ['-max_pixels', String(maxPixels)];

export class UndecodableMediaError extends Error {
  override name = 'UndecodableMediaError';
}

/** Decodes a photo whole; answers its size, or throws when it is cut short or damaged. */
export async function decodeImage(
  ffmpegPath: string,
  file: string,
  maxPixels: number,
): Promise<{ width: number; height: number }> {
  const { stderr } = await strictRun(ffmpegPath, [
    ...STRICT_INPUT,
    ...pixelCap(maxPixels),
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'null',
    '-',
  ]);
  const video = parseFfmpegInfo(stderr).video;
  if (!video) throw new UndecodableMediaError('No picture was decoded.');
  return { width: video.width, height: video.height };
}

/**
 * Decodes the last second of a video: a file cut off on its way here ends early, so there is
 * nothing there to decode (or its packets are corrupt). A container without a duration is decoded
 * whole instead, and answers how long it really is.
 */
export async function checkVideoEnd(
  ffmpegPath: string,
  file: string,
  durationSeconds: number | null,
  maxPixels: number,
): Promise<number | null> {
  const seek = durationSeconds === null ? [] : ['-sseof', `-${Math.min(1, durationSeconds)}`];
  const { stdout } = await strictRun(ffmpegPath, [
    ...STRICT_INPUT,
    ...pixelCap(maxPixels),
    ...seek,
    '-i',
    file,
    '-map',
    '0:v:0',
    '-f',
    'null',
    '-progress',
    'pipe:1',
    '-',
  ]);
  const progress = stdout.toString('utf8');
  const frames = Math.max(0, ...[...progress.matchAll(/^frame=(\d+)/gm)].map((m) => Number(m[1])));
  if (frames === 0) throw new UndecodableMediaError('The end of the video holds no pictures.');
  if (durationSeconds !== null) return durationSeconds;
  const microseconds = [...progress.matchAll(/^out_time_us=(\d+)/gm)].at(-1)?.[1];
  return microseconds ? Number(microseconds) / 1e6 : null;
}

/** One frame of a video, upright and at most 640 pixels wide, as a JPEG: the editor's poster. */
export async function writePoster(
  ffmpegPath: string,
  file: string,
  atSeconds: number,
  output: string,
  /** For an upload; a render's own output is the store's and needs no cap. */
  maxPixels?: number,
): Promise<void> {
  await strictRun(ffmpegPath, [
    '-ss',
    atSeconds.toFixed(3),
    ...STRICT_INPUT,
    ...(maxPixels === undefined ? [] : pixelCap(maxPixels)),
    '-i',
    file,
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    "scale='min(640,iw)':-2",
    '-q:v',
    '4',
    '-y',
    output,
  ]);
}

/** Runs ffmpeg; a failure or a warning that the input was cut short becomes UndecodableMediaError. */
async function strictRun(ffmpegPath: string, args: string[]) {
  let result;
  try {
    result = await runFfmpeg(args, { ffmpegPath, timeoutMs: CHECK_TIMEOUT_MS });
  } catch (error) {
    throw new UndecodableMediaError((error as Error).message, { cause: error });
  }
  if (CUT_SHORT.test(result.stderr)) throw new UndecodableMediaError('The file ends too early.');
  return result;
}

import fs from 'node:fs/promises';
import type { UploadMimeType } from '@frameshop/contract';
import { runFfmpeg } from '../media';
import { jpegReachesItsEnd } from './jpeg-segments';
import { parseFfmpegInfo } from './stream-info';

/**
 * Decoding with these flags stops at the first damaged packet instead of papering over it, as
 * players do, and fails the run: a JPEG cut in half otherwise decodes "successfully" with a grey
 * bottom. A photo is judged by whether it decodes, never by ffmpeg's words about it: ffmpeg 5.1
 * says "EOI missing, emulating" of whole JPEGs of a plain colour, ffmpeg's own and Chrome's.
 */
const STRICT_INPUT = ['-err_detect', 'explode', '-xerror'];
/**
 * What ffmpeg says, without failing, when a video ends before its own index says it should: the
 * last second of an MP4 with its index first, cut at 60 %, still has a few frames to decode.
 */
const VIDEO_CUT_SHORT = /File ended prematurely|partial file|Truncat|moov atom not found/i;
const CHECK_TIMEOUT_MS = 60_000;

/**
 * The decoder refuses a picture over this many pixels instead of allocating it: the uploads check
 * the declared size from the headers first, and this holds even where a header lies.
 */
const pixelCap = (maxPixels: number) => ['-max_pixels', String(maxPixels)];

export class UndecodableMediaError extends Error {
  override name = 'UndecodableMediaError';
}

/**
 * Decodes a photo whole; answers its size, or throws when it is cut short or damaged. A JPEG must
 * also run to its end marker: cut between two scans of a progressive JPEG, or within the last
 * blocks of a baseline one, it still decodes without an error.
 */
export async function decodeImage(
  ffmpegPath: string,
  file: string,
  maxPixels: number,
  mimeType: UploadMimeType,
): Promise<{ width: number; height: number }> {
  if (mimeType === 'image/jpeg' && !(await jpegFileReachesItsEnd(file))) {
    throw new UndecodableMediaError('The JPEG ends before its end marker.');
  }
  const { stdout, stderr } = await strictRun(ffmpegPath, [
    ...STRICT_INPUT,
    ...pixelCap(maxPixels),
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'null',
    '-progress',
    'pipe:1',
    '-',
  ]);
  if (framesDecoded(stdout) === 0) throw new UndecodableMediaError('No picture was decoded.');
  const video = parseFfmpegInfo(stderr).video;
  if (!video) throw new UndecodableMediaError('No picture size was read.');
  return { width: video.width, height: video.height };
}

async function jpegFileReachesItsEnd(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    return await jpegReachesItsEnd(handle);
  } finally {
    await handle.close();
  }
}

/** The frames a run decoded, from its `-progress` report. */
function framesDecoded(progress: Buffer): number {
  const lines = progress.toString('utf8').matchAll(/^frame=(\d+)/gm);
  return Math.max(0, ...[...lines].map((match) => Number(match[1])));
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
  const { stdout } = await videoRun(ffmpegPath, [
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
  if (framesDecoded(stdout) === 0) {
    throw new UndecodableMediaError('The end of the video holds no pictures.');
  }
  if (durationSeconds !== null) return durationSeconds;
  const progress = stdout.toString('utf8');
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
  await videoRun(ffmpegPath, [
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

/** Runs ffmpeg strictly; a failed run becomes UndecodableMediaError. */
async function strictRun(ffmpegPath: string, args: string[]) {
  try {
    return await runFfmpeg(args, { ffmpegPath, timeoutMs: CHECK_TIMEOUT_MS });
  } catch (error) {
    throw new UndecodableMediaError((error as Error).message, { cause: error });
  }
}

/** A video's strict run, also refused when ffmpeg warns that the file was cut short. */
async function videoRun(ffmpegPath: string, args: string[]) {
  const result = await strictRun(ffmpegPath, args);
  if (VIDEO_CUT_SHORT.test(result.stderr)) {
    throw new UndecodableMediaError('The video ends too early.');
  }
  return result;
}

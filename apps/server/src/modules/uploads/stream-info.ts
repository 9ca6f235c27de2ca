import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runFfmpeg } from '../media';

/** What a media file holds, as ffprobe or `ffmpeg -i` describes it. */
export interface StreamInfo {
  /** The container's duration; null when it does not say (a live recording's WebM). */
  durationSeconds: number | null;
  /** The first video stream; null when there is none (an audio file). */
  video: {
    codec: string;
    /** As coded, before rotation. */
    width: number;
    height: number;
    /** Clockwise degrees a player turns the pictures: 0, 90, 180 or 270. */
    rotation: number;
  } | null;
  hasAudio: boolean;
}

export interface MediaTools {
  ffmpegPath: string;
  /** Used when present; the npm-shipped ffmpeg comes without one. */
  ffprobePath?: string;
}

const execFileAsync = promisify(execFile);
const PROBE_TIMEOUT_MS = 30_000;
/**
 * Probing a stream otherwise decodes its first frames to learn what the headers already say: a
 * clip declaring 8192 × 8192 would cost hundreds of megabytes before its size could be refused.
 * Skipping every frame leaves the sizes, codecs and durations read from the headers.
 */
const HEADERS_ONLY = ['-skip_frame', 'all'];

/** Reads a file's streams with ffprobe when there is one, else from `ffmpeg -i`'s description. */
export async function readStreamInfo(tools: MediaTools, file: string): Promise<StreamInfo> {
  if (tools.ffprobePath) {
    const { stdout } = await execFileAsync(
      tools.ffprobePath,
      [
        ...HEADERS_ONLY,
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        file,
      ],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 4 * 1_048_576 },
    );
    return parseFfprobeJson(stdout);
  }
  // Stream copy opens no decoder and `-t 0` writes nothing; ffmpeg needs an output to run.
  const { stderr } = await runFfmpeg(
    [...HEADERS_ONLY, '-i', file, '-c', 'copy', '-t', '0', '-f', 'null', '-'],
    {
      ffmpegPath: tools.ffmpegPath,
      timeoutMs: PROBE_TIMEOUT_MS,
    },
  );
  return parseFfmpegInfo(stderr);
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
  disposition?: { attached_pic?: number };
}

export function parseFfprobeJson(json: string): StreamInfo {
  const parsed = JSON.parse(json) as {
    streams?: FfprobeStream[];
    format?: { duration?: string };
  };
  const streams = parsed.streams ?? [];
  // Cover art inside an MP4 is a one-picture "video" stream; the film is the other one.
  const video = streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const displayMatrix = video?.side_data_list?.find((data) => data.rotation !== undefined);
  const rotateTag = video?.tags?.rotate;
  return {
    durationSeconds: positiveNumber(parsed.format?.duration),
    video:
      video?.codec_name && video.width && video.height
        ? {
            codec: video.codec_name,
            width: video.width,
            height: video.height,
            rotation:
              displayMatrix?.rotation !== undefined
                ? clockwiseFromDisplayMatrix(displayMatrix.rotation)
                : normaliseDegrees(Number(rotateTag ?? 0)),
          }
        : null,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/**
 * Reads the input's description that ffmpeg prints on stderr:
 * `Duration: 00:00:02.00, …`, `Stream #0:0…: Video: h264 (High) …, yuv420p(progressive), 320x240 …`,
 * then either a `displaymatrix: rotation of -90.00 degrees` side data line (ffmpeg 5 and later) or
 * a `rotate : 90` tag (older builds, such as the npm-shipped one).
 */
export function parseFfmpegInfo(stderr: string): StreamInfo {
  const input = stderr.split(/^Output #|^Stream mapping:/m)[0] ?? '';
  const sections = input.split(/^(?=\s*Stream #)/m);
  const videoSection = sections.find(
    (section) => /^\s*Stream #.*: Video: /.test(section) && !/\(attached pic\)/.test(section),
  );
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(input);
  return {
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) || null
      : null,
    video: videoSection ? videoOf(videoSection) : null,
    hasAudio: sections.some((section) => /^\s*Stream #.*: Audio: /.test(section)),
  };
}

function videoOf(section: string): StreamInfo['video'] {
  const line = /: Video: (\w+)[^\n]*?, (\d+)x(\d+)/.exec(section);
  if (!line) return null;
  const matrix = /displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees/.exec(section);
  const tag = /^\s*rotate\s*: (-?\d+)/m.exec(section);
  return {
    codec: line[1] ?? '',
    width: Number(line[2]),
    height: Number(line[3]),
    rotation: matrix
      ? clockwiseFromDisplayMatrix(Number(matrix[1]))
      : normaliseDegrees(Number(tag?.[1] ?? 0)),
  };
}

/** The display matrix counts degrees anticlockwise; the old `rotate` tag and players clockwise. */
function clockwiseFromDisplayMatrix(degrees: number): number {
  return normaliseDegrees(-degrees);
}

/** 0, 90, 180 or 270: the nearest quarter turn, which is all cameras write. */
function normaliseDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

function positiveNumber(text: string | undefined): number | null {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

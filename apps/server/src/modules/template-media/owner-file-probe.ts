import { parseProbe, runFfmpeg } from '../media';
import { videoDecodePixels, type MediaLimits } from '../uploads';
import {
  TemplateMediaError,
  TemplateMediaMessage,
  type OwnerFileRole,
} from './template-media-error';

/** What the checks and the derivations need to know of one of the owner's files. */
export interface OwnerFileProbe {
  kind: 'image' | 'video';
  codec: string;
  pixelFormat: string;
  /** As the picture is shown: after the rotation a phone records, which ffmpeg applies as it decodes. */
  width: number;
  height: number;
  /** Null for still images, and for a clip whose length ffmpeg cannot tell. */
  durationSeconds: number | null;
  /** Null when ffmpeg does not know it. */
  fps: number | null;
  audioCodec: string | null;
}

/** Still images are read by ffmpeg's image demuxers: `image2`, `png_pipe`, `webp_pipe`, … */
const IMAGE_DEMUXER = /^Input #0, (image2|\w+_pipe),/m;

/**
 * Reads a file's first video stream with ffmpeg itself (decoding one frame: proof it plays). The
 * decoder refuses a frame over the limits' pixels rather than allocating it, even where a header
 * lied to the limits' checks (`assertOwnerFilesWithinLimits`, which come first).
 */
export async function probeOwnerFile(
  tools: { ffmpeg: { ffmpegPath: string }; limits: MediaLimits },
  file: string,
  role: OwnerFileRole,
): Promise<OwnerFileProbe> {
  const maxPixels = Math.max(tools.limits.maxImagePixels, videoDecodePixels(tools.limits));
  const { stderr } = await runFfmpeg(
    [
      ...['-max_pixels', String(maxPixels), '-i', file],
      ...['-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'],
    ],
    { ffmpegPath: tools.ffmpeg.ffmpegPath, timeoutMs: 30_000 },
  ).catch((error: unknown) => {
    throw new TemplateMediaError('unreadable-file', TemplateMediaMessage.unreadable(role), {
      cause: error,
    });
  });
  try {
    return parseOwnerFileProbe(stderr);
  } catch (error) {
    throw new TemplateMediaError('unreadable-file', TemplateMediaMessage.unreadable(role), {
      cause: error,
    });
  }
}

/**
 * Reads what `ffmpeg -i … -f null -` printed. The input section describes the file; the output
 * section describes the frames as decoded, which are turned upright already, so the shown size is
 * read there and no rotation needs working out.
 */
export function parseOwnerFileProbe(stderr: string): OwnerFileProbe {
  const [input = '', output = ''] = stderr.split(/^Output #0/m);
  const file = parseProbe(input);
  const shown = /: Video: /.test(output) ? parseProbe(output) : file;
  const kind = IMAGE_DEMUXER.test(input) ? 'image' : 'video';
  const videoLine = /Stream #0:\d+.*?: Video: .*/.exec(input)?.[0] ?? '';
  const fps = Number(/, (\d+(?:\.\d+)?) fps/.exec(videoLine)?.[1]);
  return {
    kind,
    codec: file.codec,
    pixelFormat: file.pixelFormat,
    width: shown.width,
    height: shown.height,
    durationSeconds:
      kind === 'video' && file.durationSeconds && file.durationSeconds > 0
        ? file.durationSeconds
        : null,
    fps: kind === 'video' && fps > 0 ? fps : null,
    audioCodec: /Stream #0:\d+.*?: Audio: (\w+)/.exec(input)?.[1] ?? null,
  };
}

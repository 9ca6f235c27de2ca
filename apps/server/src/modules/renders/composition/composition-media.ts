import type { PlacementBox } from '@frameshop/contract';
import { CompositionError, CompositionMessage } from './composition-error';
import { type MediaStreams, probeMediaStreams } from './media-streams';
import { rememberedPerFile } from './remembered-per-file';
import { windowBoxOf } from './window-box';

/** A video template as a render uses it: its full-size source and the mask keyed at ingest. */
export interface TemplateMedia {
  sourcePath: string;
  maskPath: string;
  width: number;
  height: number;
  fps: number;
  durationSeconds: number;
  hasAudio: boolean;
  /** The box around the mask's white area, in the source's pixels. */
  window: PlacementBox;
}

/** A user's photo or video. */
export interface UploadMedia {
  path: string;
  kind: 'image' | 'video';
  /** As shown, after any rotation recorded by the camera. */
  width: number;
  height: number;
  /** Null for a photo. */
  durationSeconds: number | null;
  hasAudio: boolean;
}

/** Template sources probed in this process: a batch renders one template for every row. */
const probedSources = rememberedPerFile<MediaStreams>(
  500,
  (sourcePath) => new CompositionError('bad-template', CompositionMessage.badTemplate, sourcePath),
);

/**
 * Probes a template's source and measures its window, each once per file (`rememberedPerFile`):
 * neither changes between one render of a template and the next.
 */
export async function loadTemplateMedia(
  ffmpegPath: string,
  files: { sourcePath: string; maskPath: string },
): Promise<TemplateMedia> {
  const [source, window] = await Promise.all([
    probedSources(files.sourcePath, () =>
      probeMediaStreams(ffmpegPath, files.sourcePath).catch((error: Error) => {
        throw new CompositionError('bad-template', CompositionMessage.badTemplate, error.message);
      }),
    ),
    windowBoxOf(ffmpegPath, files.maskPath),
  ]);
  if (source.kind !== 'video' || !source.durationSeconds || !source.fps) {
    throw new CompositionError(
      'bad-template',
      CompositionMessage.badTemplate,
      `${files.sourcePath} is not a video with a known duration and frame rate`,
    );
  }
  // A mask keyed from a smaller copy of the clip (a preview) still marks the same place.
  const scaleX = source.width / window.mask.width;
  const scaleY = source.height / window.mask.height;
  return {
    ...files,
    width: source.width,
    height: source.height,
    fps: source.fps,
    durationSeconds: source.durationSeconds,
    hasAudio: source.hasAudio,
    window: {
      x: window.box.x * scaleX,
      y: window.box.y * scaleY,
      width: window.box.width * scaleX,
      height: window.box.height * scaleY,
    },
  };
}

/** Probes an upload; one ffmpeg cannot read is the user's to replace. */
export async function loadUploadMedia(ffmpegPath: string, path: string): Promise<UploadMedia> {
  const streams = await probeMediaStreams(ffmpegPath, path).catch((error: Error) => {
    throw new CompositionError('bad-upload', CompositionMessage.badUpload, error.message);
  });
  return {
    path,
    kind: streams.kind,
    width: streams.width,
    height: streams.height,
    durationSeconds: streams.durationSeconds,
    hasAudio: streams.hasAudio,
  };
}

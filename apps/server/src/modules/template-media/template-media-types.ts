import type { SceneBox } from '@frameshop/contract';
import type { TemplateMediaKeys } from '../catalogue';
import type { MediaStorage } from '../media';
import type { MediaLimits } from '../uploads';

/** The owner's own files for one template, as local paths. */
export type OwnerMediaFiles =
  /** The template clip with a green-screen window, or with a grey-scale mask clip (white = window). */
  | { kind: 'video'; video: string; mask?: string }
  /** A PNG, transparent where the buyer's photo goes. */
  | { kind: 'image'; overlay: string }
  /** A finished video, sold as it is. */
  | { kind: 'direct-sell'; video: string };

/** The window in template pixels: the box a template's scene names (`templateJson.window`). */
export type WindowBox = SceneBox;

export interface PreparedTemplateMedia {
  media: TemplateMediaKeys;
  /** Of the template: the clip, the overlay or the finished video, as it is shown. */
  width: number;
  height: number;
  /** Null for an image template. */
  durationSeconds: number | null;
  /**
   * Video: the box around the mask's white area; image: around the overlay's transparent area;
   * direct-sell: null.
   */
  window: WindowBox | null;
  /** `${width}x${height}` of the window, for video templates only. */
  greenScreenDimensions: string | null;
}

export interface PrepareTemplateMediaOptions {
  storage: MediaStorage;
  ffmpegPath: string;
  /** The upload limits the owner's files are held to, as every file the store takes is. */
  limits: MediaLimits;
  /** The poster's time in seconds (the spec's `thumbnailFrame`); kept inside the clip. */
  thumbnailFrame?: number;
  /** 0 to 1 with the step being done, for the dashboard's progress bar. */
  onProgress?: (fraction: number, step: string) => void;
  /** The longest any one ffmpeg run may take. */
  timeoutMs?: number;
  /** The watermark's font; `findSystemFont()` when not given, as the renders use. */
  font?: string;
}

import type { MediaStorage } from '../media';
import type { MediaLimits } from '../uploads';
import type { PreparationHashes } from './content-hash';
import type { FfmpegStepOptions } from './ffmpeg-steps';
import type { PreparedTemplateMedia } from './template-media-types';

/** What each kind's derivation works with. */
export interface DerivationContext {
  /** The content hashes that name the outputs. */
  hashes: PreparationHashes;
  /** Scratch folder of this preparation, removed after it. */
  dir: string;
  storage: MediaStorage;
  ffmpeg: FfmpegStepOptions;
  limits: MediaLimits;
  font: string | undefined;
  thumbnailFrame: number | undefined;
  report(fraction: number, step: string): void;
}

/** What a derivation made: the answer, and the local files to store under its keys. */
export interface Derived {
  prepared: PreparedTemplateMedia;
  /** Key and local file, in the order they are to be stored: the private files first. */
  files: (readonly [key: string, file: string])[];
}

/**
 * Why a composition failed. The render job shows the message to the person who ordered it and uses
 * `transient` to decide between a retry with back-off and failing at once (refunding the hold).
 */
export type CompositionFailure =
  /** The user's photo or video cannot be read: retrying cannot help. */
  | 'bad-upload'
  /** The template's source or mask is missing or damaged: the store's fault, not the user's. */
  | 'bad-template'
  /** The placement asks for something the media cannot give (a trim past the video's end). */
  | 'bad-placement'
  /** ffmpeg died or failed for a reason outside the inputs (killed, out of disk, a crash). */
  | 'ffmpeg-failed'
  | 'timed-out'
  | 'cancelled';

const TRANSIENT: Record<CompositionFailure, boolean> = {
  'bad-upload': false,
  'bad-template': false,
  'bad-placement': false,
  'ffmpeg-failed': true,
  // A loaded machine renders slowly; another attempt, perhaps on another worker, may finish.
  'timed-out': true,
  cancelled: false,
};

export class CompositionError extends Error {
  override name = 'CompositionError';
  /** True when the same render may succeed if tried again later. */
  readonly transient: boolean;

  constructor(
    readonly failure: CompositionFailure,
    message: string,
    /** What ffmpeg said, for the logs; never shown to the user. */
    readonly detail?: string,
  ) {
    super(message);
    this.transient = TRANSIENT[failure];
  }
}

export const CompositionMessage = {
  badUpload:
    'Your photo or video could not be read: the file is damaged or in a format we cannot use. ' +
    'Please upload it again or choose another file.',
  badTemplate:
    "This template's video could not be read, so it cannot be rendered right now. Please try " +
    'another template or contact support.',
  noWindow: "This template's mask has no window for your photo or video.",
  trimPastEnd: (durationSeconds: number) =>
    `The trim starts after the end of your video (${durationSeconds.toFixed(1)} s long). ` +
    'Please choose an earlier start.',
  ffmpegFailed: 'The video could not be rendered because of a problem on our side.',
  ffmpegNotStarted: 'The video renderer could not be started on this server.',
  timedOut: (timeoutMs: number) =>
    `The render did not finish within its time limit of ${Math.round(timeoutMs / 1000)} s.`,
  cancelled: 'The render was cancelled.',
} as const;

/** ffmpeg's words for an input it cannot open, demux or decode. */
const UNREADABLE_INPUT =
  /(Invalid data found when processing input|moov atom not found|No such file or directory|does not contain any stream|could not find codec parameters|Invalid argument|Permission denied|End of file|Decoder \(codec [^)]*\) not found|unsupported|Unknown input format)/i;

export interface CompositionInputs {
  uploadPath: string;
  templatePaths: readonly string[];
}

/**
 * Tells from ffmpeg's stderr which input made it fail, if any: ffmpeg prefixes an input's error
 * with that input's path (`/data/up.mp4: Invalid data found when processing input`).
 */
export function classifyFfmpegFailure(stderr: string, inputs: CompositionInputs): CompositionError {
  const detail = stderr.trim().split('\n').slice(-12).join('\n');
  const blames = (file: string) =>
    stderr.split('\n').some((line) => line.includes(`${file}: `) && UNREADABLE_INPUT.test(line));
  if (blames(inputs.uploadPath)) {
    return new CompositionError('bad-upload', CompositionMessage.badUpload, detail);
  }
  if (inputs.templatePaths.some(blames)) {
    return new CompositionError('bad-template', CompositionMessage.badTemplate, detail);
  }
  return new CompositionError('ffmpeg-failed', CompositionMessage.ffmpegFailed, detail);
}

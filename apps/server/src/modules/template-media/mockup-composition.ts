import { DEFAULT_RENDER_PLACEMENT } from '@frameshop/contract';
import {
  compositionArgs,
  outputSizeOf,
  type CompositionCommand,
  type CompositionVariant,
  type TemplateMedia,
} from '../renders';
import { POSTER_QUALITY } from './preview-encoding';
import type { SampleFootage } from './sample-footage';
import { sharePictureGraph, sharePictureOutput } from './share-picture';

export interface MockupInput {
  /** The template's clip and mask, as a render takes them. */
  template: TemplateMedia;
  sample: SampleFootage;
  samplePath: string;
  /** The hover preview, and the poster and share picture cut from the same composed frames. */
  outputPath: string;
  posterPath: string;
  sharePicturePath: string;
  /**
   * `final` composes at the template's own size (a clip already at preview size); `preview`
   * shrinks a full-size clip as a render's free preview does, watermark included.
   */
  variant: CompositionVariant;
  watermarkFont?: string;
  /** Filters for the hover preview's branch after the split (`null` for none). */
  moving: string;
  /** Filters that pick the poster's frame. */
  still: string;
  /** Filters that shape the poster from that frame (`null` for none). */
  posterShape: string;
}

/**
 * The mock-up hover preview, its poster and its share picture: the sample footage composed into the
 * template's window by the render pipeline itself, so the catalogue shows what a render of the
 * template looks like.
 */
export function mockupComposition(input: MockupInput): CompositionCommand {
  const { sample } = input;
  const command = compositionArgs({
    template: input.template,
    upload: {
      path: input.samplePath,
      kind: 'video',
      ...sample.size,
      durationSeconds: sample.seconds,
      hasAudio: false,
    },
    placement: { ...DEFAULT_RENDER_PLACEMENT, audio: 'none' },
    outputPath: input.outputPath,
    variant: input.variant,
    watermarkFont: input.watermarkFont,
  });
  return {
    ...command,
    args: withStills(asHoverPreview(command.args), input),
  };
}

/**
 * A composition encodes for what it is ordered as (a paid download at CRF 20, a preview to judge a
 * placement by); a 4 s hover preview is encoded like the catalogue's other previews, which took a
 * third off the demo mock-up's run.
 */
function asHoverPreview(args: readonly string[]): string[] {
  const copy = [...args];
  for (const [option, value] of [
    ['-preset', 'ultrafast'],
    ['-crf', '27'],
  ] as const) {
    const at = copy.indexOf(option);
    if (at < 0) throw new Error(`The composition has no ${option} to set for a mock-up`);
    copy[at + 1] = value;
  }
  return copy;
}

/**
 * Adds the poster and the share picture as outputs of the same run (a run of its own costs more
 * than the pictures): the composed video is split before it is encoded and one frame is kept, at
 * the size it was composed at, of which the poster is shrunk and the share picture cut.
 */
function withStills(args: readonly string[], input: MockupInput): string[] {
  const copy = [...args];
  const graphAt = copy.indexOf('-filter_complex') + 1;
  const graph = copy[graphAt];
  if (graphAt === 0 || !graph?.endsWith('[video]')) {
    throw new Error('The composition graph does not end in [video]; the mock-up poster needs it');
  }
  copy[graphAt] =
    `${graph.slice(0, -'[video]'.length)},split=2[moving][still];` +
    `[moving]${input.moving}[video];` +
    `[still]${input.still},split=2[posterframe][shareframe];` +
    `[posterframe]${input.posterShape}[poster];` +
    sharePictureGraph('shareframe', 'share', outputSizeOf(input.template, input.variant));
  // prettier-ignore
  copy.push(
    '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', input.posterPath,
    ...sharePictureOutput('share', input.sharePicturePath),
  );
  return copy;
}

/**
 * Reads only `span` of the given inputs: ffmpeg seeks before it decodes, so a preview from the
 * middle of a long clip costs no more than one from its start, and stops decoding at the span's
 * end. The output's own length limit does not stop it: ffmpeg 5 went on decoding (and dropping)
 * the rest of a 30 s clip, which took three quarters of the run.
 */
export function limitInputs(
  command: CompositionCommand,
  paths: readonly string[],
  span: { start: number; length: number },
): CompositionCommand {
  const args = [...command.args];
  for (const file of paths) {
    const at = args.findIndex((arg, index) => arg === '-i' && args[index + 1] === file);
    if (at < 0) throw new Error(`The composition does not read ${file}`);
    // prettier-ignore
    args.splice(at, 0, ...(span.start > 0 ? ['-ss', String(span.start)] : []), '-t', String(span.length));
  }
  return { ...command, args };
}

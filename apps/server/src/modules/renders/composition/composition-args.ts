import type { PlacementSize, RenderPlacement } from '@frameshop/contract';
import { audioTrackFilter } from './audio-track';
import { burnLayerFilter, scaledLayerFilter } from './burnt-layer';
import { CompositionError, CompositionMessage, type CompositionInputs } from './composition-error';
import type { TemplateMedia, UploadMedia } from './composition-media';
import {
  DECODING,
  outputArgs,
  PREVIEW_HEIGHT,
  SCALE_FLAGS,
  type CompositionVariant,
} from './encoding';
import { previewWatermarkFilter } from './preview-watermark';
import { planUploadLayer, uploadLayerFilter } from './upload-layer';

export interface CompositionInput {
  template: TemplateMedia;
  upload: UploadMedia;
  placement: RenderPlacement;
  /** Where the finished MP4 goes; ffmpeg writes `partialPath` beside it first. */
  outputPath: string;
  variant?: CompositionVariant;
  /** A TrueType font for the preview's watermark (`findSystemFont`); without one, a plain band. */
  watermarkFont?: string;
  /**
   * A transparent PNG of the buyer's texts at the comp's size (`exportBuyerLayers`), burnt in over
   * the composed picture and under a preview's watermark; none for a design without text.
   */
  layerPath?: string;
}

/** One ffmpeg run, ready for `runComposition` or to be run by hand. */
export interface CompositionCommand {
  /** ffmpeg's arguments, without the progress reporting the runner adds. */
  args: string[];
  outputPath: string;
  partialPath: string;
  /** Of the output: the template's. */
  durationSeconds: number;
  inputs: CompositionInputs;
}

/**
 * The scaled mask is made hard again. At the template's own size the window's edge stays where the
 * template's green ends (a mask keyed from a smaller copy is blurred by enlarging). A preview shrinks
 * the template, blending its green into the pixels around the window: those count as window too, so
 * the upload covers them instead of a green line showing.
 */
const MASK_THRESHOLD: Record<CompositionVariant, number> = { final: 128, preview: 16 };

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/** The output's frame: the template's own, or 540 pixels high for a preview. */
export function outputSizeOf(template: PlacementSize, variant: CompositionVariant): PlacementSize {
  if (variant === 'final') return { width: even(template.width), height: even(template.height) };
  return {
    width: even((PREVIEW_HEIGHT * template.width) / template.height),
    height: PREVIEW_HEIGHT,
  };
}

/** The partial file beside the output; a finished file is only ever renamed into place. */
export const partialPathOf = (outputPath: string) => `${outputPath}.partial`;

/**
 * The ffmpeg arguments that put the upload into the template's window. Inputs: 0 the template's
 * source, 1 its mask, 2 the upload, 3 the layer of the buyer's texts when there is one. The
 * template stays the base layer, untouched outside its window, so the output has its size, frame
 * rate and duration; over it goes a window-sized layer of the upload (cropped, scaled and placed,
 * black where `fit` leaves bars) whose alpha is the mask (`alphamerge`), through one `overlay`.
 * Where the mask is black the template's pixels stay on top, exactly as with the upload underneath
 * and the keyed template over it, but only the window's pixels are blended instead of the whole
 * frame's. The mask was keyed once at ingest: no chroma key runs per frame. A photo is one frame,
 * which the overlay holds for the whole video; a video shorter than the template holds its last
 * frame. The texts are burnt in over both, as a scene export burns its layer (burnt-layer.ts).
 */
export function compositionArgs(input: CompositionInput): CompositionCommand {
  const { template, upload, placement } = input;
  const variant = input.variant ?? 'final';
  const output = outputSizeOf(template, variant);
  const sx = output.width / template.width;
  const sy = output.height / template.height;
  const window = {
    x: template.window.x * sx,
    y: template.window.y * sy,
    width: template.window.width * sx,
    height: template.window.height * sy,
  };
  const plan = planUploadLayer(window, output, upload, placement);
  const scaleFlags = SCALE_FLAGS[variant];
  const resized = output.width !== template.width || output.height !== template.height;
  const box = plan.box;
  // Over the composed picture, under a preview's watermark.
  const texts = input.layerPath
    ? `[composed];${scaledLayerFilter('3:v:0', output, scaleFlags, 'texts')};` +
      burnLayerFilter('composed', 'texts')
    : '';

  const video =
    `[1:v:0]format=gray,scale=${output.width}:${output.height},` +
    `lut=c0='if(gte(val,${MASK_THRESHOLD[variant]}),255,0)',` +
    `crop=${box.width}:${box.height}:${box.x}:${box.y}[alpha];` +
    `${uploadLayerFilter(plan, '2:v:0', 'layer', {
      fps: upload.kind === 'video' ? template.fps : null,
      scaleFlags,
    })};` +
    `[layer][alpha]alphamerge[window];` +
    `[0:v:0]${resized ? `scale=${output.width}:${output.height}:flags=${scaleFlags}` : 'null'}[base];` +
    `[base][window]overlay=${box.x}:${box.y}:format=yuv420${texts},` +
    (variant === 'preview' ? `${previewWatermarkFilter(output, input.watermarkFont)},` : '') +
    'format=yuv420p[video]';
  const audio = audioTrackFilter(
    placement.audio,
    {
      template: template.hasAudio ? '0:a:0' : null,
      upload: upload.kind === 'video' && upload.hasAudio ? '2:a:0' : null,
    },
    'audio',
  );

  const partialPath = partialPathOf(input.outputPath);
  // prettier-ignore
  const args = [
    '-y',
    ...DECODING[variant], '-i', template.sourcePath,
    '-i', template.maskPath,
    ...(upload.kind === 'video' ? DECODING[variant] : []),
    ...uploadInputArgs(upload, placement), '-i', upload.path,
    ...(input.layerPath ? ['-i', input.layerPath] : []),
    ...outputArgs({
      video,
      audio,
      durationSeconds: template.durationSeconds,
      variant: variant,
      partialPath,
    }),
  ];
  return {
    args,
    outputPath: input.outputPath,
    partialPath,
    durationSeconds: template.durationSeconds,
    inputs: { uploadPath: upload.path, templatePaths: [template.sourcePath, template.maskPath] },
  };
}

/** A video upload's trim, as input options: ffmpeg seeks before decoding, which is fast. */
function uploadInputArgs(upload: UploadMedia, placement: RenderPlacement): string[] {
  if (upload.kind === 'image') return [];
  const start = placement.trimStart ?? 0;
  if (upload.durationSeconds !== null && start >= upload.durationSeconds) {
    throw new CompositionError(
      'bad-placement',
      CompositionMessage.trimPastEnd(upload.durationSeconds),
    );
  }
  return [
    ...(start > 0 ? ['-ss', String(start)] : []),
    ...(placement.trimEnd !== null ? ['-t', String(placement.trimEnd - start)] : []),
  ];
}

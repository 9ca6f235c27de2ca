import { audioTrackFilter } from './audio-track';
import { burnLayerFilter, scaledLayerFilter } from './burnt-layer';
import { partialPathOf, outputSizeOf, type CompositionCommand } from './composition-args';
import type { TemplateMedia } from './composition-media';
import { outputArgs, SCALE_FLAGS } from './encoding';

export interface LayerCompositionInput {
  /** The template's full-size source; its mask is not needed, the layer carries its own alpha. */
  template: Pick<TemplateMedia, 'sourcePath' | 'width' | 'height' | 'durationSeconds' | 'hasAudio'>;
  /** A transparent PNG of the buyer's layers at the comp's size (`exportBuyerLayers`). */
  layerPath: string;
  outputPath: string;
}

/**
 * The ffmpeg arguments that burn a still, transparent layer into every frame of a video template
 * (see burnt-layer.ts): inputs 0 the template's source, 1 the layer. The template's soundtrack is
 * kept as it is.
 */
export function layerCompositionArgs(input: LayerCompositionInput): CompositionCommand {
  const { template } = input;
  const output = outputSizeOf(template, 'final');
  const video =
    `${scaledLayerFilter('1:v:0', output, SCALE_FLAGS.final, 'layer')};` +
    `[0:v:0]scale=${output.width}:${output.height}:flags=${SCALE_FLAGS.final}[base];` +
    `${burnLayerFilter('base', 'layer')},format=yuv420p[video]`;
  const audio = audioTrackFilter(
    'template',
    { template: template.hasAudio ? '0:a:0' : null, upload: null },
    'audio',
  );
  const partialPath = partialPathOf(input.outputPath);
  // prettier-ignore
  const args = [
    '-y',
    '-i', template.sourcePath,
    '-i', input.layerPath,
    ...outputArgs({
      video,
      audio,
      durationSeconds: template.durationSeconds,
      variant: 'final',
      partialPath,
    }),
  ];
  return {
    args,
    outputPath: input.outputPath,
    partialPath,
    durationSeconds: template.durationSeconds,
    inputs: { uploadPath: input.layerPath, templatePaths: [template.sourcePath] },
  };
}

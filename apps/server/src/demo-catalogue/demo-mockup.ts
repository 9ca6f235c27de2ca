import {
  mockupComposition,
  PREVIEW_SECONDS,
  SAMPLE_FOOTAGE,
  type SampleFootage,
} from '../modules/template-media';
import { previewWatermarkFilter, type CompositionCommand } from '../modules/renders';
import { FPS, PREVIEW, windowPixels } from './demo-look';
import { nameNumber, POSTER_FRAME, windowOf } from './demo-media-recipes';
import type { DemoVideoTemplate } from './demo-templates';

export type { SampleFootage };

/** The sample a template's mock-up shows: varied across the catalogue, fixed per template. */
export function sampleFootageFor(template: DemoVideoTemplate): SampleFootage {
  return SAMPLE_FOOTAGE[nameNumber(template.name) % SAMPLE_FOOTAGE.length] as SampleFootage;
}

export interface MockupPaths {
  /** The template's green preview and the mask keyed from it. */
  greenPreview: string;
  mask: string;
  sample: string;
  output: string;
  poster: string;
  sharePicture: string;
}

/**
 * The mock-up preview, its poster and its share picture (see `mockupComposition`), at the recipe's
 * preview size, so the window and sizes are the recipe's, known without probing the files. The
 * hover preview carries the store's watermark, as every public preview of a paid file; the poster,
 * a small still for the catalogue's cards, stays clean, and so does the share picture cut from it.
 */
export function mockupCommand(
  template: DemoVideoTemplate,
  paths: MockupPaths,
  font: string | undefined,
): CompositionCommand {
  const size = PREVIEW[template.layout];
  return mockupComposition({
    template: {
      sourcePath: paths.greenPreview,
      maskPath: paths.mask,
      ...size,
      fps: FPS,
      durationSeconds: PREVIEW_SECONDS,
      hasAudio: false,
      window: windowPixels(windowOf(template), size),
    },
    sample: sampleFootageFor(template),
    samplePath: paths.sample,
    outputPath: paths.output,
    posterPath: paths.poster,
    sharePicturePath: paths.sharePicture,
    variant: 'final',
    moving: previewWatermarkFilter(size, font),
    still: `select='eq(n,${POSTER_FRAME})'`,
    posterShape: 'null',
  });
}

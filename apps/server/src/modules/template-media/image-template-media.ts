import path from 'node:path';
import type { PlacementSize } from '@frameshop/contract';
import { overlayPreviewArgs, previewSizeOf } from '../paid-media';
import { previewWatermarkFilter } from '../renders';
import type { DerivationContext, Derived } from './derivation';
import { expectOutputs, runStep, settleAll } from './ffmpeg-steps';
import { expectPngOverlay } from './owner-file-checks';
import { probeOwnerFile } from './owner-file-probe';
import { posterSizeOf, scaleTo } from './picture-size';
import { POSTER_QUALITY } from './preview-encoding';
import { NEUTRAL_SAMPLE } from './sample-footage';
import { sampleFootagePath } from './sample-footage-store';
import { sharePictureGraph, sharePictureOutput, shareSourceSizeOf } from './share-picture';
import { TemplateMediaError, TemplateMediaMessage } from './template-media-error';
import { imageTemplateKeys } from './template-media-keys';
import { whiteBox } from './window-finder';

/**
 * An image template from the owner's PNG: the PNG itself, private, as a buyer's download and the
 * renders need it; a reduced, watermarked copy for the editors (as the demo's, ADR 13); and a
 * poster and a share picture of the frame over sample footage, which shows through its transparent
 * window. The window is measured from the same run as the pictures.
 */
export async function deriveImageTemplate(
  files: { overlay: string },
  context: DerivationContext,
): Promise<Derived> {
  const { dir, ffmpeg } = context;
  const scratch = (name: string) => path.join(dir, name);
  context.report(0.05, 'Checking the overlay');
  const overlay = await probeOwnerFile(context, files.overlay, 'overlay');
  expectPngOverlay(overlay);

  context.report(0.2, 'Making the preview and pictures');
  const keys = imageTemplateKeys(context.hashes);
  const transparency = scratch('transparency.png');
  const poster = scratch('poster.jpg');
  const sharePicture = scratch('share.jpg');
  const overlayPreview = scratch('overlay-preview.png');
  const samplePath = await sampleFootagePath(NEUTRAL_SAMPLE, context.storage, dir, ffmpeg);
  await settleAll([
    runStep(
      stillsArgs({
        overlay: files.overlay,
        sample: samplePath,
        size: overlay,
        font: context.font,
        poster,
        sharePicture,
        transparency,
      }),
      ffmpeg,
    ),
    runStep(
      overlayPreviewArgs(files.overlay, overlayPreview, previewSizeOf(overlay), context.font),
      ffmpeg,
    ),
  ]);
  const window = await whiteBox(transparency, ffmpeg.ffmpegPath);
  if (!window) {
    throw new TemplateMediaError('no-transparent-area', TemplateMediaMessage.noTransparentArea);
  }
  await expectOutputs([poster, sharePicture, overlayPreview]);

  return {
    prepared: {
      media: keys,
      width: overlay.width,
      height: overlay.height,
      durationSeconds: null,
      window,
      greenScreenDimensions: null,
    },
    files: [
      [keys.overlay, files.overlay],
      [keys.overlayPreview, overlayPreview],
      [keys.poster, poster],
      [keys.sharePicture, sharePicture],
    ],
  };
}

/**
 * One run for the pictures (the frame over the sample footage, watermarked, at the share picture's
 * size, of which the poster is shrunk) and the overlay's transparency as a full-size grey-scale
 * picture (white where it is see-through), which the window is measured from as a video
 * template's mask is.
 */
function stillsArgs(paths: {
  overlay: string;
  sample: string;
  /** The overlay's. */
  size: PlacementSize;
  font: string | undefined;
  poster: string;
  sharePicture: string;
  transparency: string;
}): string[] {
  const framedSize = shareSourceSizeOf(paths.size);
  const { width, height } = framedSize;
  const graph =
    '[0:v:0]format=rgba,split=2[full][small];' +
    '[full]alphaextract,negate,format=gray[transparency];' +
    // The footage covers the whole picture; the frame hides all of it but its window.
    `[1:v:0]scale=${width}:${height}:force_original_aspect_ratio=increase:flags=bicubic,` +
    `crop=${width}:${height},setsar=1[photo];` +
    `[small]${scaleTo(framedSize)},setsar=1[framed];` +
    `[photo][framed]overlay=0:0:format=auto,${previewWatermarkFilter(framedSize, paths.font)},` +
    'format=yuv420p,split=2[posterframe][shareframe];' +
    `[posterframe]${scaleTo(posterSizeOf(paths.size))}[poster];` +
    sharePictureGraph('shareframe', 'share', framedSize);
  // prettier-ignore
  return [
    '-i', paths.overlay, '-i', paths.sample, '-filter_complex', graph,
    '-map', '[transparency]', '-frames:v', '1', '-y', paths.transparency,
    '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', paths.poster,
    ...sharePictureOutput('share', paths.sharePicture),
  ];
}

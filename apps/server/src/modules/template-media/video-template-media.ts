import path from 'node:path';
import { maskPreviewArgs } from '../paid-media';
import { outputSizeOf } from '../renders';
import { posterTime, previewSpan, sampledTimes } from './clip-times';
import type { DerivationContext, Derived } from './derivation';
import { expectOutputs, runCompositionStep, runStep, settleAll } from './ffmpeg-steps';
import { limitInputs, mockupComposition } from './mockup-composition';
import { expectClip, expectMaskOf } from './owner-file-checks';
import { probeOwnerFile } from './owner-file-probe';
import { hoverSizeOf, posterSizeOf, scaleTo } from './picture-size';
import { containerFor, remuxArgs } from './remux';
import { NEUTRAL_SAMPLE } from './sample-footage';
import { sampleFootagePath } from './sample-footage-store';
import { TemplateMediaError, TemplateMediaMessage } from './template-media-error';
import { videoTemplateKeys } from './template-media-keys';
import { findWindow } from './window-finder';

/** For a clip whose frame rate ffmpeg cannot tell: the sample is converted to it. */
const DEFAULT_FPS = 25;

/**
 * A video template from the owner's clip (and mask clip, if any): the clip and its full-size mask,
 * both private, as renders need them; the mask at preview size for the editors; and a mock-up
 * (sample footage in the window, watermarked) as hover preview, poster and share picture. The clip
 * is decoded for a frame to find the window and for the preview's few seconds, never whole; it is
 * copied into its container meanwhile, not encoded.
 */
export async function deriveVideoTemplate(
  files: { video: string; mask?: string },
  context: DerivationContext,
): Promise<Derived> {
  const { dir, ffmpeg } = context;
  const scratch = (name: string) => path.join(dir, name);
  context.report(0.05, 'Checking the video');
  const [video, mask] = await settleAll([
    probeOwnerFile(context, files.video, 'video').then((probe) => expectClip(probe, 'video')),
    files.mask === undefined
      ? undefined
      : probeOwnerFile(context, files.mask, 'mask').then((probe) => expectClip(probe, 'mask')),
  ]);
  if (mask) expectMaskOf(mask, video);

  const keys = videoTemplateKeys(
    context.hashes,
    containerFor(video),
    mask ? containerFor(mask) : 'png',
  );
  const posterAt = posterTime(video.durationSeconds, context.thumbnailFrame);
  const otherTimes = sampledTimes(video.durationSeconds, posterAt);
  const source = scratch(path.posix.basename(keys.source));
  const maskPreview = scratch('mask-preview.png');
  const poster = scratch('poster.jpg');
  const sharePicture = scratch('share.jpg');
  const maskClip = mask && scratch(path.posix.basename(keys.mask));
  context.report(0.1, files.mask ? 'Reading the mask' : 'Finding the green-screen window');
  const [window, samplePath] = await settleAll([
    findWindow(
      files.mask ? { maskClip: files.mask } : { greenScreen: files.video },
      posterAt,
      otherTimes,
      dir,
      ffmpeg,
    ),
    sampleFootagePath(NEUTRAL_SAMPLE, context.storage, dir, ffmpeg),
    runStep(remuxArgs(files.video, source), ffmpeg),
    files.mask && maskClip ? runStep(remuxArgs(files.mask, maskClip), ffmpeg) : undefined,
  ]);
  if (!window) {
    throw files.mask
      ? new TemplateMediaError(
          'mask-has-no-window',
          TemplateMediaMessage.maskNoWindow(posterAt, otherTimes.length),
        )
      : new TemplateMediaError(
          'no-green-screen',
          TemplateMediaMessage.noGreenScreen(posterAt, otherTimes.length),
        );
  }

  const step = 'Making the preview and pictures';
  context.report(0.3, step);
  const span = previewSpan(video.durationSeconds, posterAt);
  const hover = hoverSizeOf(video);
  const composed = outputSizeOf(video, 'preview');
  const mockup = limitInputs(
    mockupComposition({
      template: {
        sourcePath: files.video,
        maskPath: files.mask ?? window.maskFrame,
        width: video.width,
        height: video.height,
        fps: video.fps ?? DEFAULT_FPS,
        durationSeconds: span.length,
        hasAudio: false,
        window: window.box,
      },
      sample: NEUTRAL_SAMPLE,
      samplePath,
      outputPath: scratch('preview.mp4'),
      posterPath: poster,
      sharePicturePath: sharePicture,
      // A render's free preview: shrunk to 540 px high and watermarked, stills included.
      variant: 'preview',
      watermarkFont: context.font,
      moving:
        hover.width === composed.width && hover.height === composed.height
          ? 'null'
          : scaleTo(hover),
      still: `select='gte(t,${span.posterOffset})'`,
      posterShape: scaleTo(posterSizeOf(video)),
    }),
    // A mask clip draws the window frame by frame, so it is read in step with the clip.
    files.mask ? [files.video, files.mask] : [files.video],
    span,
  );
  await settleAll([
    runCompositionStep(mockup, {
      ...ffmpeg,
      onProgress: (percent) => context.report(0.3 + (0.6 * percent) / 100, step),
    }),
    runStep(maskPreviewArgs(window.maskFrame, maskPreview, hover), ffmpeg),
  ]);
  await expectOutputs([source, mockup.outputPath, poster, sharePicture, maskPreview]);

  return {
    prepared: {
      media: keys,
      width: video.width,
      height: video.height,
      durationSeconds: video.durationSeconds,
      window: window.box,
      greenScreenDimensions: `${window.box.width}x${window.box.height}`,
    },
    files: [
      [keys.source, source],
      [keys.mask, maskClip ?? window.maskFrame],
      [keys.maskPreview, maskPreview],
      [keys.preview, mockup.outputPath],
      [keys.poster, poster],
      [keys.sharePicture, sharePicture],
    ],
  };
}

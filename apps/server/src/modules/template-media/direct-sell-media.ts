import path from 'node:path';
import { previewWatermarkFilter } from '../renders';
import { posterTime, previewSpan, type PreviewSpan } from './clip-times';
import type { DerivationContext, Derived } from './derivation';
import { expectOutputs, runStep, settleAll } from './ffmpeg-steps';
import { expectClip } from './owner-file-checks';
import { probeOwnerFile, type OwnerFileProbe } from './owner-file-probe';
import { hoverSizeOf, posterSizeOf, scaleTo } from './picture-size';
import { POSTER_QUALITY, PREVIEW_ENCODING } from './preview-encoding';
import { containerFor, remuxArgs } from './remux';
import { sharePictureGraph, sharePictureOutput } from './share-picture';
import { directSellKeys } from './template-media-keys';

/**
 * A ready-made video from the owner's film: the film itself, private, copied into its container
 * (not encoded again); a short public teaser, reduced and watermarked as every public preview of a
 * paid file (its seconds are part of the film); and a watermarked poster and share picture cut from
 * the same frames.
 */
export async function deriveDirectSell(
  files: { video: string },
  context: DerivationContext,
): Promise<Derived> {
  const { dir, ffmpeg } = context;
  const scratch = (name: string) => path.join(dir, name);
  context.report(0.05, 'Checking the video');
  const video = expectClip(await probeOwnerFile(context, files.video, 'video'), 'video');

  context.report(0.2, 'Making the preview and pictures');
  const keys = directSellKeys(context.hashes, containerFor(video));
  const compiled = scratch(path.posix.basename(keys.compiled));
  const preview = scratch('preview.mp4');
  const poster = scratch('poster.jpg');
  const sharePicture = scratch('share.jpg');
  const span = previewSpan(
    video.durationSeconds,
    posterTime(video.durationSeconds, context.thumbnailFrame),
  );
  await settleAll([
    runStep(remuxArgs(files.video, compiled), ffmpeg),
    runStep(
      teaserArgs(files.video, video, span, context.font, { preview, poster, sharePicture }),
      ffmpeg,
    ),
  ]);
  await expectOutputs([compiled, preview, poster, sharePicture]);

  return {
    prepared: {
      media: keys,
      width: video.width,
      height: video.height,
      durationSeconds: video.durationSeconds,
      window: null,
      greenScreenDimensions: null,
    },
    files: [
      [keys.compiled, compiled],
      [keys.preview, preview],
      [keys.poster, poster],
      [keys.sharePicture, sharePicture],
    ],
  };
}

/**
 * The teaser, the poster and the share picture from one decode of the teaser's seconds; the
 * pictures are cut from the teaser's frames, so they show no more of the film than it does.
 */
function teaserArgs(
  input: string,
  video: OwnerFileProbe,
  span: PreviewSpan,
  font: string | undefined,
  outputs: { preview: string; poster: string; sharePicture: string },
): string[] {
  const hover = hoverSizeOf(video);
  const graph =
    `[0:v:0]${scaleTo(hover)},setsar=1,${previewWatermarkFilter(hover, font)},` +
    'split=2[teaser][still];' +
    `[still]select='gte(t,${span.posterOffset})',split=2[posterframe][shareframe];` +
    `[posterframe]${scaleTo(posterSizeOf(video))}[poster];` +
    sharePictureGraph('shareframe', 'share', hover);
  // prettier-ignore
  return [
    // Only the teaser's seconds are read: an output's length alone does not stop the decoding.
    ...(span.start > 0 ? ['-ss', String(span.start)] : []), '-t', String(span.length), '-i', input,
    '-filter_complex', graph,
    '-map', '[teaser]', '-t', String(span.length), ...PREVIEW_ENCODING, '-y', outputs.preview,
    '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', outputs.poster,
    ...sharePictureOutput('share', outputs.sharePicture),
  ];
}

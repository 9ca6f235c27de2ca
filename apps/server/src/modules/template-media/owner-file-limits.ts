import { TEMPLATE_MAX_SIDE } from '@frameshop/contract';
import {
  declaredPictureSize,
  imageLimitPassed,
  readStreamInfo,
  videoLimitPassed,
  type LimitPassed,
  type MediaLimits,
} from '../uploads';
import {
  TemplateMediaError,
  TemplateMediaMessage,
  type OwnerFileRole,
} from './template-media-error';
import type { OwnerMediaFiles } from './template-media-types';

/** The roles of a kind's files, with their paths. */
function filesByRole(files: OwnerMediaFiles): [OwnerFileRole, string][] {
  switch (files.kind) {
    case 'image':
      return [['overlay', files.overlay]];
    case 'direct-sell':
      return [['video', files.video]];
    case 'video':
      return files.mask === undefined
        ? [['video', files.video]]
        : [
            ['video', files.video],
            ['mask', files.mask],
          ];
  }
}

/**
 * Holds the owner's files to the limits buyers' uploads are held to (a picture's pixels, a video's
 * sides and length), read from their headers before anything decodes them, and to the largest
 * template: a 16000 × 16000 overlay or an 8K clip is refused here with what to export instead,
 * never handed to a decoder. Checked on every preparation, whatever was stored before, so the
 * limits in force decide.
 */
export async function assertOwnerFilesWithinLimits(
  files: OwnerMediaFiles,
  tools: { ffmpegPath: string; limits: MediaLimits },
): Promise<void> {
  for (const [role, file] of filesByRole(files)) {
    const passed = await limitPassedBy(file, tools);
    if (passed) throw refusal(role, passed, tools.limits);
  }
}

async function limitPassedBy(
  file: string,
  { ffmpegPath, limits }: { ffmpegPath: string; limits: MediaLimits },
): Promise<LimitPassed | undefined> {
  const picture = await declaredPictureSize(file);
  if (picture) {
    return (
      imageLimitPassed(picture, limits) ??
      (Math.max(picture.width, picture.height) > TEMPLATE_MAX_SIDE
        ? { limit: 'image-pixels', size: picture }
        : undefined)
    );
  }
  // Anything else is read as a video from its stream headers; what cannot be read at all is
  // refused by the probe that follows, with its own words.
  const info = await readStreamInfo({ ffmpegPath }, file).catch(() => undefined);
  if (!info?.video) return undefined;
  return videoLimitPassed(info.video, info.durationSeconds, limits);
}

function refusal(role: OwnerFileRole, passed: LimitPassed, limits: MediaLimits) {
  switch (passed.limit) {
    case 'image-pixels':
      return new TemplateMediaError(
        'too-many-pixels',
        TemplateMediaMessage.pictureTooLarge(role, passed.size, limits.maxImagePixels),
      );
    case 'video-dimension':
      return new TemplateMediaError(
        'too-many-pixels',
        TemplateMediaMessage.videoTooLarge(role, passed.size, limits.maxVideoDimension),
      );
    case 'video-seconds':
      return new TemplateMediaError(
        'too-long',
        TemplateMediaMessage.tooLong(role, passed.seconds, limits.maxVideoSeconds),
      );
  }
}

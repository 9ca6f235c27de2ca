import type { OwnerFileProbe } from './owner-file-probe';
import { TemplateMediaError, TemplateMediaMessage } from './template-media-error';

/** A probe of a clip: it has a length. */
export type ClipProbe = OwnerFileProbe & { kind: 'video'; durationSeconds: number };

/**
 * Clips exported separately from one project differ by a frame or two (and a container's length
 * counts its audio too): more than this is another clip.
 */
const LENGTH_TOLERANCE_SECONDS = 0.2;

/** The template clip, or the finished video of a direct sale. */
export function expectClip(probe: OwnerFileProbe, role: 'video' | 'mask'): ClipProbe {
  if (probe.kind !== 'video') {
    if (role === 'mask') {
      throw new TemplateMediaError('mask-not-a-video', TemplateMediaMessage.maskNotAVideo);
    }
    throw new TemplateMediaError('not-a-video', TemplateMediaMessage.notAVideo(role));
  }
  if (probe.durationSeconds === null) {
    throw new TemplateMediaError('unreadable-file', TemplateMediaMessage.noLength(role));
  }
  return probe as ClipProbe;
}

/** A mask clip draws the window of its video frame by frame: the same frames, the same length. */
export function expectMaskOf(mask: ClipProbe, video: ClipProbe): void {
  if (mask.width !== video.width || mask.height !== video.height) {
    throw new TemplateMediaError(
      'mask-size-mismatch',
      TemplateMediaMessage.maskSize(
        `${mask.width}x${mask.height}`,
        `${video.width}x${video.height}`,
      ),
    );
  }
  if (Math.abs(mask.durationSeconds - video.durationSeconds) > LENGTH_TOLERANCE_SECONDS) {
    throw new TemplateMediaError(
      'mask-length-mismatch',
      TemplateMediaMessage.maskLength(mask.durationSeconds, video.durationSeconds),
    );
  }
}

/** An image template's overlay: a still PNG (its transparency is measured as it is made). */
export function expectPngOverlay(probe: OwnerFileProbe): void {
  if (probe.kind !== 'image') {
    throw new TemplateMediaError('not-an-image', TemplateMediaMessage.notAnImage);
  }
  if (probe.codec !== 'png') {
    throw new TemplateMediaError('not-a-png', TemplateMediaMessage.notAPng(probe.codec));
  }
}

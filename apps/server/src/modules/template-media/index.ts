/**
 * Template media from the owner's own files: every file a template needs (its private originals,
 * masks, public previews and posters) derived with ffmpeg, stored under content-hashed keys, and
 * the owner's files refused, in words the owner can act on, when they cannot make a template.
 * Also the builders the demo catalogue's media share with it: sample footage, the mock-up, sizes,
 * preview encoding and the share picture.
 */
export { prepareTemplateMedia } from './prepare-template-media';
export {
  TemplateMediaError,
  TemplateMediaMessage,
  type TemplateMediaErrorCode,
} from './template-media-error';
export type { OwnerMediaFiles, PreparedTemplateMedia, WindowBox } from './template-media-types';

export { mockupComposition } from './mockup-composition';
export { even, fitWithin } from './picture-size';
export { POSTER_QUALITY, PREVIEW_ENCODING, PREVIEW_SECONDS } from './preview-encoding';
export { NEUTRAL_SAMPLE, SAMPLE_FOOTAGE, type SampleFootage } from './sample-footage';
export { sharePictureGraph, sharePictureOutput, shareSourceSizeOf } from './share-picture';

/**
 * Media files: where they are stored and how browsers reach them (`/media/*`, signed links), the
 * video links of the detail page, and ffmpeg for making media.
 */
export { createMediaStorage } from './create-media-storage';
export { locateFfmpeg, runFfmpeg, type FfmpegLocation } from './ffmpeg';
export { probeMedia, type MediaProbe } from './ffmpeg-probe';
export { GREEN_SCREEN_HEX, GREEN_SCREEN_MASK_FILTER } from './green-screen';
export { LocalDiskStorage } from './local-disk-storage';
export { mediaRoutes } from './media.routes';
export { MediaUrlSigner } from './media-url-signer';
export type { MediaStorage } from './storage';
export { videoUrlRoutes } from './video-url.routes';

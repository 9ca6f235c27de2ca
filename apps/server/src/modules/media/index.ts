import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createCatalogueService } from '../catalogue';
import { createCommerceService } from '../commerce';
import { UsersService } from '../users';
import { mediaRoutes } from './media.routes';
import { MediaUrlSigner } from './media-url-signer';
import { videoUrlRoutes } from './video-url.routes';

export { createLocalDiskStorage, createMediaStorage } from './create-media-storage';
export { locateFfmpeg, locateFfprobe, runFfmpeg } from './ffmpeg';
export { parseProbe, probeMedia } from './ffmpeg-probe';
export { GREEN_SCREEN_HEX, GREEN_SCREEN_MASK_FILTER, greenScreenMaskArgs } from './green-screen';
export { LocalDiskStorage } from './local-disk-storage';
export { accountMediaKey } from './media-key';
export { MediaMessage } from './media.routes';
export { MediaUrlSigner } from './media-url-signer';
export { contentDisposition } from './content-disposition';
export { S3Storage } from './s3-storage';
export { copyMedia, readMediaBytes, withScratchDir } from './scratch';
export { type DirectUploads, type LocalMediaFile, type MediaStorage } from './storage';

/**
 * Media files: the video links of the detail page (the full film for its owners, else the preview)
 * and local media at `/media/*`, openly or through signed links.
 */
export const mediaModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const commerce = createCommerceService(deps);
  await app.register(async (viewerScope) => {
    // Open to visitors; a valid session is recognised, so owners get the full film.
    createSessionHooks(deps).optionalSignIn(viewerScope);
    await viewerScope.register(videoUrlRoutes, {
      catalogue: createCatalogueService(deps),
      storage: deps.storage,
      ownsTemplate: (userId, templateId) => commerce.owns(userId, templateId),
    });
  });
  const users = new UsersService(deps.db);
  await app.register(mediaRoutes, {
    storage: deps.storage,
    signer: new MediaUrlSigner(deps.secrets.urlSigningSecret),
    accountIsClosed: (userId) => users.isClosed(userId),
  });
};
export { findSystemFont } from './system-font';

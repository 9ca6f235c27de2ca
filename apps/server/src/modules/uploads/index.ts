import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { locateFfmpeg, locateFfprobe } from '../media';
import { removeStaleTempFiles } from './stale-temp-files';
import type { MediaTools } from './stream-info';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

export { writePoster } from './decode-checks';
export { sanitiseFileName } from './file-name';
export { asUploadError, writePart } from './receive-file';
export { removeStaleTempFiles } from './stale-temp-files';
export {
  declaredPictureSize,
  imageLimitPassed,
  videoDecodePixels,
  videoLimitPassed,
  type LimitPassed,
  type MediaLimits,
} from './media-limits';
export { readStreamInfo } from './stream-info';
export { uploadPreviewProxyKey } from './upload-preview-proxy-key';
export { uploadRecords } from './upload-records';
export { sniffMediaSignature, SIGNATURE_BYTES, type MediaSignature } from './media-signature';
export type { UploadIntake } from './upload-intake';
export type { UploadsService } from './uploads.service';
export { createUploadsPersonalData } from './uploads-personal-data';
export type { UploadHold } from './upload-holds';

type UploadsDependencies = Pick<SharedDependencies, 'config' | 'db' | 'storage' | 'jobs'> &
  Partial<Pick<SharedDependencies, 'metrics' | 'uploadHolds'>>;

/** The uploads service, for the routes and for the modules that place uploads into templates. */
export function createUploadsService(deps: UploadsDependencies): UploadsService {
  let tools: MediaTools | undefined;
  return new UploadsService({
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    limits: deps.config.uploads,
    tools: () => {
      if (!tools) {
        const ffmpeg = locateFfmpeg({ configuredPath: deps.config.ffmpegPath });
        tools = { ffmpegPath: ffmpeg.path, ffprobePath: locateFfprobe(ffmpeg) };
      }
      return tools;
    },
    metrics: deps.metrics,
    holds: deps.uploadHolds,
  });
}

/** A signed-in user's own photos and videos, for the video editors. */
export const uploadsModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const uploads = createUploadsService(deps);
  await removeStaleTempFiles(deps.config.uploads.tempDir, app.log);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    // Multipart is parsed in this scope only; every other route still takes JSON alone.
    await scope.register(multipart, {
      limits: {
        // One byte above the largest type's limit: the upload's own check, which knows the
        // type and says which limit was passed, always fires first.
        fileSize:
          Math.max(deps.config.uploads.maxImageBytes, deps.config.uploads.maxVideoBytes) + 1,
        // A second file is refused by name; a third never gets that far.
        files: 2,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
        headerPairs: 50,
      },
    });
    // Any other body type reaches the route, which answers what an upload needs.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    await scope.register(uploadsRoutes, { uploads });
  });
};

import { ErrorCode, uploadEndpoints, UploadMessage, type ApiKeyScope } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import { payerOf } from '../auth';
import { idempotencyKeyOf } from '../commerce';
import type { UploadsService } from './uploads.service';

export interface UploadsRoutesOptions {
  uploads: UploadsService;
}

/** Every route here takes an API key with the scope named first (ADR 47). */
const docs = (apiKeyScope: ApiKeyScope, summary: string, description?: string) => ({
  tags: ['uploads'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
  apiKeyScope,
});

/** A signed-in user's uploads (the scope's hook admits no one else). */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { uploads },
) => {
  app.route({
    ...routeOf(uploadEndpoints.createUpload, {
      ...docs(
        'create',
        'Upload a photo or a video',
        'multipart/form-data with one file part. JPEG, PNG or WebP photos; MP4, MOV or WebM ' +
          'videos. The type is read from the content, never the name; a file that is cut short, ' +
          'damaged, too large, too long or over the account’s allowance is refused and not kept.',
      ),
      idempotencyKey: true,
    }),
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(ErrorCode.UnsupportedMediaType, 415, UploadMessage.notMultipart);
      }
      const upload = await uploads.intake.create(
        (await payerOf(request)).accountId,
        request.parts(),
        request.log,
        idempotencyKeyOf(request),
      );
      // 200: these bytes were uploaded before, and that upload is answered; 201: a new one.
      return reply.code(upload.alreadyUploaded ? 200 : 201).send(upload);
    },
  });
  app.route({
    ...routeOf(
      uploadEndpoints.listUploads,
      docs('read', "The caller's uploads, newest first, with signed links and the allowance"),
    ),
    handler: async (request) => uploads.list((await payerOf(request)).accountId),
  });
  app.route({
    ...routeOf(
      uploadEndpoints.deleteUpload,
      docs('create', 'Delete one of the caller’s uploads and its files'),
    ),
    handler: async (request) => {
      await uploads.remove(
        (await payerOf(request)).accountId,
        request.params.uploadId,
        request.log,
      );
      return { deleted: true as const };
    },
  });
};

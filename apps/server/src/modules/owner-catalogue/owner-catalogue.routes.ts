import {
  adminBucketUploadEndpoints,
  adminCatalogueEndpoints,
  ErrorCode,
} from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import { currentAdmin } from '../admin';
import type { OwnerCatalogueService } from './owner-catalogue.service';
import type { Actor } from './template-audit';
import type { SamplePreviews } from './sample-previews';

const OCTET_STREAM = 'application/octet-stream';

const docs = (summary: string, description?: string) => ({
  tags: ['admin'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

const actorOf = (request: FastifyRequest): Actor => ({
  adminUserId: currentAdmin(request).id,
  address: request.ip,
});

/** The owner's catalogue, for an admin token only (the scope's guard admits no one else). */
export const ownerCatalogueRoutes: FastifyPluginAsyncZod<{
  owner: OwnerCatalogueService;
  samplePreviews: SamplePreviews;
}> = async (app, { owner, samplePreviews }) => {
  // A media chunk is the raw body, streamed to its staging file as it arrives, never buffered.
  app.addContentTypeParser(OCTET_STREAM, (_request, _payload, done) => done(null));

  app.route({
    ...routeOf(adminCatalogueEndpoints.create, docs('Make a template, as a draft')),
    handler: async (request, reply) =>
      reply.code(201).send(await owner.create(actorOf(request), request.body.fields)),
  });
  app.route({
    ...routeOf(adminCatalogueEndpoints.get, docs('A template as its owner edits it')),
    handler: (request) => owner.get(Number(request.params.templateId)),
  });
  app.route({
    ...routeOf(
      adminCatalogueEndpoints.save,
      docs(
        "Save a template's fields",
        'Over the revision it was read at: a save from an older revision answers 409 with the current template.',
      ),
    ),
    handler: (request) =>
      owner.save(
        actorOf(request),
        Number(request.params.templateId),
        request.body.fields,
        request.body.revision,
      ),
  });
  app.route({
    ...routeOf(
      adminCatalogueEndpoints.changeStatus,
      docs('Publish, retire or re-publish a template'),
    ),
    handler: (request) =>
      owner.changeStatus(
        actorOf(request),
        Number(request.params.templateId),
        request.body.status,
        request.body.revision,
      ),
  });
  app.route({
    ...routeOf(adminCatalogueEndpoints.remove, docs('Delete a draft nobody ever bought')),
    handler: async (request) => {
      await owner.remove(actorOf(request), Number(request.params.templateId));
      return { deleted: true as const };
    },
  });
  app.route({
    ...routeOf(
      adminCatalogueEndpoints.getScene,
      docs('A template as the canvas editor opens it to design its starting scene'),
    ),
    handler: (request) => owner.getScene(Number(request.params.templateId)),
  });
  app.route({
    ...routeOf(
      adminCatalogueEndpoints.saveScene,
      docs(
        "Save a template's starting scene",
        'The scene every buyer without a draft starts from; its photo slots are empty. Over the revision it was read at: a save from an older revision answers 409 with the current template.',
      ),
    ),
    handler: (request) =>
      owner.saveScene(
        actorOf(request),
        Number(request.params.templateId),
        request.body.scene,
        request.body.revision,
      ),
  });
  app.route({
    ...routeOf(
      adminCatalogueEndpoints.samplePreview,
      docs(
        'Render a free preview of a template with the sample photo, before publishing it',
        'In any status, a draft included, for a video template whose media are prepared. ' +
          "The render is the admin's own, as a buyer's free preview is (540p, watermarked, " +
          'free, within the hourly limit of previews): follow it with ' +
          '`GET /api/renders/{renderId}` or its events.',
      ),
    ),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await samplePreviews.order(
            actorOf(request).adminUserId,
            request.params.templateId,
            request.log,
          ),
        ),
  });
  app.route({
    ...routeOf(adminCatalogueEndpoints.uploadState, docs('How much of a media file has arrived')),
    handler: (request) =>
      owner.uploadState(
        Number(request.params.templateId),
        request.params.role,
        request.query.uploadId,
      ),
  });
  app.route({
    ...routeOf(
      adminCatalogueEndpoints.uploadChunk,
      docs(
        'Send one chunk of a media file',
        'The raw bytes (application/octet-stream) from `offset`; `last=true` on the final chunk stores the file and prepares the media again.',
      ),
    ),
    handler: (request) => {
      // Any other body was parsed already and is not the file's bytes.
      if (!request.headers['content-type']?.startsWith(OCTET_STREAM)) {
        throw new AppError(
          ErrorCode.UnsupportedMediaType,
          415,
          `Send the chunk's bytes as ${OCTET_STREAM}.`,
        );
      }
      return owner.uploadChunk(
        actorOf(request),
        Number(request.params.templateId),
        request.params.role,
        { ...request.query, body: request.raw },
      );
    },
  });

  app.route({
    ...routeOf(
      adminBucketUploadEndpoints.start,
      docs(
        'Start sending a media file straight to the bucket',
        'A multipart upload under private/originals/; 409 when media are not in a bucket (then the file goes in chunks through the API).',
      ),
    ),
    handler: (request) =>
      owner.startBucketUpload(Number(request.params.templateId), request.params.role, request.body),
  });
  app.route({
    ...routeOf(adminBucketUploadEndpoints.partUrls, docs('Presigned PUT URLs for parts of a file')),
    handler: (request) => {
      const { size, partNumbers, ...session } = request.body;
      return owner.bucketPartUrls(Number(request.params.templateId), request.params.role, session, {
        size,
        partNumbers,
      });
    },
  });
  app.route({
    ...routeOf(adminBucketUploadEndpoints.parts, docs('The parts of a file already in the bucket')),
    handler: (request) =>
      owner.bucketParts(Number(request.params.templateId), request.params.role, request.query),
  });
  app.route({
    ...routeOf(
      adminBucketUploadEndpoints.complete,
      docs(
        'Join the parts into the file and prepare the media again',
        'The file must be of its role’s type, or it is removed (415).',
      ),
    ),
    handler: (request) => {
      const { parts, ...session } = request.body;
      return owner.completeBucketUpload(
        actorOf(request),
        Number(request.params.templateId),
        request.params.role,
        session,
        parts,
      );
    },
  });
  app.route({
    ...routeOf(adminBucketUploadEndpoints.abort, docs('Drop a file being sent to the bucket')),
    handler: (request) =>
      owner.abortBucketUpload(
        Number(request.params.templateId),
        request.params.role,
        request.query,
      ),
  });
};

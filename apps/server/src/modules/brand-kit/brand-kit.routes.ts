import { brandKitEndpoints, ErrorCode, UploadMessage, type ApiKeyScope } from '@frameshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import type { BrandKitService } from './brand-kit.service';
import { kitAccountOf } from './kit-account';

/** Every route here takes an API key with the scope named (ADR 47). */
const docs = (apiKeyScope: ApiKeyScope, summary: string, description?: string) => ({
  tags: ['brand kit'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
  apiKeyScope,
});

/** A file's parts, or 415 when the request is not multipart. */
function partsOf(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, UploadMessage.notMultipart);
  }
  return request.parts();
}

/** The kit of the account `kitAccountOf` names (the scope's hook admits signed-in callers only). */
export const brandKitRoutes: FastifyPluginAsyncZod<{ kits: BrandKitService }> = async (
  app,
  { kits },
) => {
  app.route({
    ...routeOf(brandKitEndpoints.getBrandKit, docs('read', "The account's brand kit")),
    handler: async (request) => kits.kit(await kitAccountOf(request)),
  });
  app.route({
    ...routeOf(
      brandKitEndpoints.updateBrandKit,
      docs('create', "Save the kit's colours and its heading and body fonts"),
    ),
    handler: async (request) => kits.update(await kitAccountOf(request, 'edit'), request.body),
  });
  app.route({
    ...routeOf(
      brandKitEndpoints.addBrandFont,
      docs(
        'create',
        'Add a font file to the kit',
        'multipart/form-data with one file part: a TTF, OTF, WOFF or WOFF2 font of at most 5 MB. ' +
          'The file is parsed before it is kept; one that is not a font, is cut short, has tables ' +
          'past sane sizes or unpacks too far is refused with the reason, and nothing is kept.',
      ),
    ),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ font: await kits.addFont(await kitAccountOf(request, 'edit'), partsOf(request)) }),
  });
  app.route({
    ...routeOf(brandKitEndpoints.deleteBrandFont, docs('create', 'Delete a font of the kit')),
    handler: async (request) => {
      await kits.deleteFont(await kitAccountOf(request, 'edit'), request.params.fontId);
      return { deleted: true as const };
    },
  });
  app.route({
    ...routeOf(
      brandKitEndpoints.brandFontFile,
      docs('read', "A kit font's file, to its own account only"),
    ),
    handler: async (request, reply) => {
      const { bytes, row } = await kits.fontFile(
        await kitAccountOf(request),
        request.params.fontId,
      );
      // The file under an id never changes: a new file is a new font.
      // Bytes, not the JSON the contract's schemas answer (its `byteAnswers`).
      return (reply as FastifyReply)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .type(row.storageKey.endsWith('.otf') ? 'font/otf' : 'font/ttf')
        .send(bytes);
    },
  });
  app.route({
    ...routeOf(
      brandKitEndpoints.addBrandLogo,
      docs(
        'create',
        'Add a logo to the kit',
        'multipart/form-data with one file part: a PNG, JPEG or WebP picture of at most 10 MB.',
      ),
    ),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ logo: await kits.addLogo(await kitAccountOf(request, 'edit'), partsOf(request)) }),
  });
  app.route({
    ...routeOf(brandKitEndpoints.deleteBrandLogo, docs('create', 'Delete a logo of the kit')),
    handler: async (request) => {
      await kits.deleteLogo(await kitAccountOf(request, 'edit'), request.params.logoId);
      return { deleted: true as const };
    },
  });
};

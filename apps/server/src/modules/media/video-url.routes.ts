import { CatalogueMessage, mediaEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import { viewerOf, viewingPayerOf } from '../auth';
import type { CatalogueService } from '../catalogue';
import { mayHaveFullVideo, type OwnsTemplate } from './full-video-access';
import type { MediaStorage } from './storage';

/**
 * How long a handed-out video link works at least. The expiry is rounded up to the hour, so a page
 * left open that long still plays, and reloads within the hour reuse the cached file.
 */
export const VIDEO_URL_TTL_SECONDS = 2 * 3600;

/** Registered in a scope under `optionalSignIn`, which lets visitors through (see index.ts). */
export interface VideoUrlRoutesOptions {
  catalogue: CatalogueService;
  storage: MediaStorage;
  ownsTemplate: OwnsTemplate;
}

/**
 * The video of a direct-sell template for the detail page. The full film is what people pay for:
 * its owners (and admins) get a signed, expiring link to it, so the file never has a permanent
 * public address; everyone else gets the public preview, which the page plays instead.
 */
export const videoUrlRoutes: FastifyPluginAsyncZod<VideoUrlRoutesOptions> = async (
  app,
  { catalogue, storage, ownsTemplate },
) => {
  app.route({
    ...routeOf(mediaEndpoints.videoUrl, {
      tags: ['catalogue'],
      summary: 'The video of a ready-made template: the full film for its owners, else the preview',
      description:
        'The file name is always `{templateId}compiled.mp4`. With the bearer token of an owner (or ' +
        'an admin) the answer is a signed, expiring link to the full film; visitors and everyone ' +
        'else get the link of the public preview.',
      // Open to visitors; a session token, when sent, is read.
      security: [{}, { bearerAuth: [] }],
      apiKeyScope: 'read',
    }),
    handler: async (request, reply) => {
      const { templateId, fileName } = request.params;
      const expected = `${templateId}compiled.mp4`;
      if (fileName !== expected) {
        throw AppError.notFound(
          `There is no video called ${fileName} for template ${templateId}; ask for ${expected}.`,
        );
      }
      const media = await catalogue.mediaOf(Number(templateId));
      if (!media) throw AppError.notFound(CatalogueMessage.templateNotFound);
      // The answer depends on who asks: no shared cache may keep one person's link for another.
      reply.header('cache-control', 'private, no-store').header('vary', 'authorization');

      const { compiled, preview } = media;
      const person = viewerOf(request)?.user;
      // A team's member sees what the team owns while paying as it.
      const payer = await viewingPayerOf(request);
      const viewer = person && payer ? { ...person, id: payer.accountId } : person;
      if (compiled && (await mayHaveFullVideo(viewer, Number(templateId), ownsTemplate))) {
        if (!(await storage.exists(compiled))) {
          throw AppError.notFound(CatalogueMessage.videoFileMissing);
        }
        return { videoUrl: await storage.signedUrl(compiled, VIDEO_URL_TTL_SECONDS) };
      }
      if (!compiled || !preview || !(await storage.exists(preview))) {
        throw AppError.notFound(CatalogueMessage.videoFileMissing);
      }
      return { videoUrl: storage.publicUrl(preview) };
    },
  });
};

import {
  apiErrorSchema,
  CatalogueMessage,
  templateIdSchema,
  videoUrlResponseSchema,
} from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findTemplateById } from '../catalogue/catalogue.repository';
import type { MediaStorage } from './storage';

/**
 * How long a handed-out video link works at least. The expiry is rounded up to the hour, so a page
 * left open that long still plays, and reloads within the hour reuse the cached file.
 */
export const VIDEO_URL_TTL_SECONDS = 2 * 3600;

const videoUrlParams = z.object({
  templateId: templateIdSchema,
  fileName: z.string().max(120),
});

/**
 * The finished video of a direct-sell template as a signed, expiring link: the detail page plays it
 * without the file ever having a permanent public address.
 */
export const videoUrlRoutes: FastifyPluginAsyncZod<{ db: Db; storage: MediaStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/api/video-url/:templateId/:fileName',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A signed, expiring link to the full video of a ready-made template',
        description: 'The file name is always `{templateId}compiled.mp4`.',
        params: videoUrlParams,
        response: { 200: videoUrlResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { templateId, fileName } = request.params;
      const expected = `${templateId}compiled.mp4`;
      if (fileName !== expected) {
        throw AppError.notFound(
          `There is no video called ${fileName} for template ${templateId}; ask for ${expected}.`,
        );
      }
      const template = await findTemplateById(db, Number(templateId));
      if (!template) throw AppError.notFound(CatalogueMessage.templateNotFound);
      const key = template.media.compiled;
      if (!key || !(await storage.exists(key))) {
        throw AppError.notFound(CatalogueMessage.videoFileMissing);
      }
      return { videoUrl: storage.signedUrl(key, VIDEO_URL_TTL_SECONDS) };
    },
  );
};

import { z } from 'zod';
import { templateIdSchema } from './catalogue';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';
import { text } from './fields';

/** The media module's call: the link to a ready-made template's video. */

export const videoUrlResponseSchema = z.object({ videoUrl: z.string() });

export const mediaEndpoints = defineEndpoints({
  videoUrl: {
    method: 'GET',
    path: '/api/video-url/:templateId/:fileName',
    params: z.object({ templateId: templateIdSchema, fileName: text().max(120) }),
    response: { 200: videoUrlResponseSchema, 404: apiErrorSchema },
  },
});

import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** The generated-videos module's call: the signed-in user's rendered videos. */

export const generatedVideoStatusSchema = z.enum(['queued', 'processing', 'completed', 'failed']);
export const generatedVideoSchema = z.object({
  jobId: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  status: generatedVideoStatusSchema,
  createdAt: z.string(),
  signedUrl: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type GeneratedVideo = z.infer<typeof generatedVideoSchema>;
export const generatedVideosResponseSchema = z.object({ videos: z.array(generatedVideoSchema) });

export const generatedVideosEndpoints = defineEndpoints({
  userGeneratedVideos: {
    method: 'GET',
    path: '/api/user-generated-videos',
    response: { 200: generatedVideosResponseSchema },
  },
});

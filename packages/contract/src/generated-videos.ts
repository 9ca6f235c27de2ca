import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** The generated-videos module's call: the signed-in user's rendered videos. */

export const generatedVideoStatusSchema = z.enum([
  'queued',
  'processing',
  'completed',
  'failed',
  'cancelled',
]);
export type GeneratedVideoStatus = z.infer<typeof generatedVideoStatusSchema>;
/** The statuses a render can still leave: it is waiting or running. */
export const ACTIVE_RENDER_STATUSES = ['queued', 'processing'] as const;

/** What Generated Videos lists: videos (renders and video exports) or images (picture exports). */
export const exportKindSchema = z.enum(['video', 'image']);
export type ExportKind = z.infer<typeof exportKindSchema>;
/** The finished file: a video, or a picture exported from an image template. */
export const outputFormatSchema = z.enum(['mp4', 'png', 'jpeg']);
export type OutputFormat = z.infer<typeof outputFormatSchema>;

export const generatedVideoSchema = z.object({
  jobId: z.string(),
  kind: exportKindSchema,
  format: outputFormatSchema,
  templateId: z.string(),
  templateName: z.string(),
  status: generatedVideoStatusSchema,
  createdAt: z.string(),
  /** A signed, expiring link to the finished video (completed only). */
  signedUrl: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** 0–100 while processing; 100 once completed. */
  progress: z.number().min(0).max(100),
  /** 1 is next to start; null unless queued. */
  queuePosition: z.number().int().positive().nullable(),
  /** Seconds until it is expected to finish, from measured render speed; null when unknown or done. */
  etaSeconds: z.number().nonnegative().nullable(),
  /**
   * A still shown until the video plays: once completed, a frame of the video itself (null for a
   * video without one); before, the template's poster.
   */
  posterUrl: z.string().nullable(),
  /** Credits its order held and gave back (failed, cancelled, or bought meanwhile); else 0. */
  refundedCredits: z.number().int().nonnegative(),
});
export type GeneratedVideo = z.infer<typeof generatedVideoSchema>;
export const generatedVideosResponseSchema = z.object({ videos: z.array(generatedVideoSchema) });

export const generatedVideosEndpoints = defineEndpoints({
  userGeneratedVideos: {
    method: 'GET',
    path: '/api/user-generated-videos',
    /** `kind` lists only videos or only images; without it, both. */
    querystring: z.object({ kind: exportKindSchema.optional() }),
    response: { 200: generatedVideosResponseSchema },
  },
});

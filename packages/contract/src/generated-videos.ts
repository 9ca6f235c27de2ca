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
/** The extension a saved file needs for systems to open it: `.jpg`, the usual spelling of JPEG. */
export const OUTPUT_FILE_EXTENSIONS: Record<OutputFormat, string> = {
  mp4: '.mp4',
  png: '.png',
  jpeg: '.jpg',
};

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
  /** Credits its order holds while queued or processing: what cancelling it returns; else 0. */
  heldCredits: z.number().int().nonnegative(),
  /**
   * The batch ("Make many") this result is a row of, and the row (from 0); null for a single
   * order. Its credits are the batch's: see /api/batches/{batchId}.
   */
  batchId: z.string().nullable().optional(),
  batchRow: z.number().int().nonnegative().nullable().optional(),
  /**
   * Who made it, for a team's result: the member's name, shown to the team's members (ADR 59); null
   * for a person's own and a team key's.
   */
  madeBy: z.string().nullable().optional(),
});
export type GeneratedVideo = z.infer<typeof generatedVideoSchema>;

/**
 * The name a finished file is saved under, the same in the link's `download` attribute and in the
 * server's Content-Disposition: the template's name made safe for every file system, the start of
 * the job id so two results of one template do not overwrite each other, and the extension of what
 * the file really is (a picture saved as `.mp4` opens nowhere).
 */
export function resultFileName(
  result: Pick<GeneratedVideo, 'templateName' | 'templateId' | 'jobId' | 'format'>,
): string {
  const base =
    fileNameSlug(result.templateName) ||
    fileNameSlug(result.templateId && `template-${result.templateId}`) ||
    (result.format === 'mp4' ? 'video' : 'picture');
  const job = result.jobId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
  return `${job ? `${base}-${job}` : base}${OUTPUT_FILE_EXTENSIONS[result.format]}`;
}

/** Lower-case ASCII letters and digits joined by dashes, accents dropped, at most 60 characters. */
function fileNameSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
}
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

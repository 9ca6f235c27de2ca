import { z } from 'zod';
import { adminTemplateSchema } from './admin';
import type { templateKindSchema } from './template-kind';
import { templateStatusSchema } from './template-status';
import { templateFieldsSchema } from './template-fields';

/** A template as the owner's dashboard edits it: its fields, status, revision and media. */

/** Where a template's media stand: nothing uploaded, being prepared, ready, or failed with why. */
export const mediaStateSchema = adminTemplateSchema.shape.mediaState;
export type MediaState = z.infer<typeof mediaStateSchema>;

/** The owner's files a kind takes: the clip (and an optional mask clip), the overlay, the video. */
export const templateMediaRoleSchema = z.enum(['video', 'mask', 'overlay']);
export type TemplateMediaRole = z.infer<typeof templateMediaRoleSchema>;

export const TEMPLATE_MEDIA_ROLES: Record<
  z.infer<typeof templateKindSchema>,
  readonly TemplateMediaRole[]
> = {
  video: ['video', 'mask'],
  image: ['overlay'],
  'direct-sell': ['video'],
};

export const ownerTemplateSchema = z.object({
  templateId: z.string(),
  status: templateStatusSchema,
  /** Changes with every save: a save names the revision it started from. */
  revision: z.number().int(),
  fields: templateFieldsSchema,
  media: z.object({
    state: mediaStateSchema,
    /** 0 to 1 while preparing. */
    progress: z.number(),
    /** What failed, in words for the owner; the step being done while preparing. */
    message: z.string().nullable(),
    /** The uploaded originals, by role. */
    uploaded: z.array(templateMediaRoleSchema),
    posterUrl: z.string().nullable(),
    previewUrl: z.string().nullable(),
    /**
     * Where the browser sends a media file: in chunks through the API, or straight to the bucket
     * in presigned multipart parts (`adminBucketUploadEndpoints`). Absent: through the API.
     */
    uploadsTo: z.enum(['api', 'bucket']).optional(),
  }),
  /** Buyers who own it (then it can be retired, never deleted). */
  owners: z.number().int(),
  /** What the owner should know: a templateJson that did not parse, a label that contradicts. */
  warnings: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnerTemplate = z.infer<typeof ownerTemplateSchema>;

export const saveTemplateRequestSchema = z
  .object({ fields: templateFieldsSchema, revision: z.number().int().min(1) })
  .strict();
export type SaveTemplateRequest = z.input<typeof saveTemplateRequestSchema>;

export const changeTemplateStatusRequestSchema = z
  .object({ status: templateStatusSchema, revision: z.number().int().min(1) })
  .strict();

/** Largest chunk of a media upload; a file is sent in as many as it takes, and resumed by offset. */
export const TEMPLATE_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export const templateUploadStateSchema = z.object({
  role: templateMediaRoleSchema,
  /** Bytes received so far: where a resumed upload continues. */
  received: z.number().int(),
  complete: z.boolean(),
});
export type TemplateUploadState = z.infer<typeof templateUploadStateSchema>;

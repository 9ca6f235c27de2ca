import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';

/**
 * The uploads module's calls: a signed-in user's own photos and videos, which the video editors
 * place into templates. The file is sent as multipart/form-data with one file part; its type is
 * decided from its content, never from its name.
 */

export const uploadKindSchema = z.enum(['image', 'video']);
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** The types the store takes, by what the content turned out to be. */
export const uploadMimeTypeSchema = z.enum([
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'video/webm',
]);
export type UploadMimeType = z.infer<typeof uploadMimeTypeSchema>;

/** What the file picker offers; the server still decides from the content. */
export const UPLOAD_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.mp4,.mov,.webm,' + uploadMimeTypeSchema.options.join(',');

export const uploadSchema = z.object({
  uploadId: z.uuid(),
  kind: uploadKindSchema,
  /** As displayed: a video recorded on its side reports the size it is shown at. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Null for photos. */
  durationSeconds: z.number().nonnegative().nullable(),
  mimeType: uploadMimeTypeSchema,
  sizeBytes: z.number().int().positive(),
  /** The name it was sent with, cleaned, for display only. */
  fileName: z.string(),
  /** Clockwise degrees the video's pictures are turned when played (0, 90, 180 or 270). */
  rotation: z.number().int(),
  hasAudio: z.boolean(),
  /** A signed link to the file, valid for a while. */
  url: z.string(),
  /** A signed link to one frame of a video (JPEG); null for photos. */
  posterUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** An upload's answer: the new upload, or the user's earlier upload of the very same bytes. */
export const createdUploadSchema = uploadSchema.extend({
  /** The same file was uploaded before: that upload is answered, and nothing is kept twice. */
  alreadyUploaded: z.boolean(),
});
export type CreatedUpload = z.infer<typeof createdUploadSchema>;

/** The account's allowance, so a page can say what fits before sending anything. */
export const uploadLimitsSchema = z.object({
  maxImageBytes: z.number().int().positive(),
  maxVideoBytes: z.number().int().positive(),
  maxVideoSeconds: z.number().positive(),
  quotaBytes: z.number().int().positive(),
  usedBytes: z.number().int().nonnegative(),
  maxUploads: z.number().int().positive(),
});

export const uploadListSchema = z.object({
  /** Newest first. */
  uploads: z.array(uploadSchema),
  limits: uploadLimitsSchema,
});
export type UploadList = z.infer<typeof uploadListSchema>;

export const deleteUploadResponseSchema = z.object({ deleted: z.literal(true) });

/** The multipart field the file travels in (any field name is taken; this is what the app sends). */
export const UPLOAD_FILE_FIELD = 'file';

export const UploadMessage = {
  notMultipart: 'Send the file as multipart/form-data.',
  noFile: 'Choose a photo or video to upload.',
  oneFileOnly: 'Send one file per upload.',
  unsupportedType:
    'This file is not a photo or video we can use. Upload a JPEG, PNG or WebP photo, or an MP4, ' +
    'MOV or WebM video.',
  tooLarge: 'This file is too large to upload.',
  noPicture: 'This file has no picture in it. Upload a photo or a video.',
  unreadable:
    'This file is damaged or incomplete and cannot be read. Export it again and upload the new copy.',
  cutOff: 'The upload stopped before the whole file arrived. Please try again.',
  notFound: 'Upload not found',
  usedByBatch:
    'This photo is used by a batch that is still being made. Delete it once the batch has finished, or cancel the batch first.',
  cancelled: 'Upload cancelled.',
  failed: 'The upload failed. Please try again.',
} as const;

/** "Photos can be at most 25 MB." */
export function tooLargeMessage(kind: UploadKind, maxBytes: number): string {
  return `${kind === 'image' ? 'Photos' : 'Videos'} can be at most ${formatMegabytes(maxBytes)}.`;
}

/** "This photo is 16000 × 16000 pixels. Photos can be at most 40 megapixels." */
export function tooManyPixelsMessage(
  kind: UploadKind,
  size: { width: number; height: number },
  limit: { maxImagePixels: number; maxVideoDimension: number },
): string {
  const actual = `${size.width} × ${size.height} pixels`;
  if (kind === 'image') {
    const megapixels = Number((limit.maxImagePixels / 1_000_000).toFixed(1));
    return `This photo is ${actual}. Photos can be at most ${megapixels} megapixels.`;
  }
  const side = limit.maxVideoDimension;
  return `This video is ${actual}. Videos can be at most ${side} × ${side} pixels.`;
}

export function tooLongMessage(maxSeconds: number): string {
  return `Videos can be at most ${formatLimitDuration(maxSeconds)} long. Trim it and upload it again.`;
}

export function quotaBytesMessage(quotaBytes: number): string {
  return (
    `This file does not fit in your ${formatMegabytes(quotaBytes)} of uploads. ` +
    'Delete some uploads to make room.'
  );
}

export function quotaCountMessage(maxUploads: number): string {
  return `You have ${maxUploads} uploads, the most an account can keep. Delete some to upload more.`;
}

/** Whole megabytes (1 MB = 1,048,576 bytes), or gigabytes from 1 GB up. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1_048_576;
  if (megabytes >= 1024) return `${Number((megabytes / 1024).toFixed(1))} GB`;
  return `${Number(megabytes.toFixed(megabytes < 1 ? 2 : 0))} MB`;
}

/** A limit's length in words: "10 minutes", "90 seconds". */
export function formatLimitDuration(seconds: number): string {
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

// Any text: an id that names no upload of the caller's, well formed or not, is simply not found.
const uploadIdParams = z.object({ uploadId: z.string().max(100) });

export const uploadEndpoints = defineEndpoints({
  createUpload: {
    method: 'POST',
    path: '/api/uploads',
    multipartBody: z.object({
      [UPLOAD_FILE_FIELD]: z
        .string()
        .meta({ format: 'binary' })
        .describe('The photo or video: one file part (any field name is taken)'),
    }),
    response: {
      200: createdUploadSchema,
      409: apiErrorSchema,
      201: createdUploadSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
      422: apiErrorSchema,
    },
  },
  listUploads: {
    method: 'GET',
    path: '/api/uploads',
    response: { 200: uploadListSchema },
  },
  deleteUpload: {
    method: 'DELETE',
    path: '/api/uploads/:uploadId',
    params: uploadIdParams,
    response: { 200: deleteUploadResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
});

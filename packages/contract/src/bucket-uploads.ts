import { z } from 'zod';

/**
 * With media in a bucket the browser sends an original straight to it in presigned multipart parts
 * of `partBytes` (the last may be shorter), not through the API; without one these calls answer
 * 409 and the file goes in chunks through `uploadChunk`.
 */
export const BUCKET_UPLOAD_MAX_PARTS = 10_000;

export const BucketUploadMessage = {
  notOnThisStore: 'uploads go through the API on this store',
  partMissing: (partNumber: number) =>
    `Part ${partNumber} has not arrived in the bucket; send it again.`,
  notThisUpload: 'This upload belongs to another template or file.',
  partBeyondFile: (partNumber: number, parts: number) =>
    `Part ${partNumber} is past the end of the file, which has ${parts} ${parts === 1 ? 'part' : 'parts'}.`,
} as const;

/**
 * How long part `partNumber` of a file of `size` bytes is: every part `partBytes` long but the last,
 * which holds the rest (0 past the end). The browser cuts the file so, and the server signs each
 * part's URL for exactly this length.
 */
export function bucketPartLength(partBytes: number, size: number, partNumber: number): number {
  const from = (partNumber - 1) * partBytes;
  return Math.max(0, Math.min(partBytes, size - from));
}

export const bucketUploadSessionSchema = z.object({
  uploadId: z.string().min(1).max(1024),
  /** The object's key, under `private/originals/<templateId>/`. */
  key: z.string().min(1).max(512),
});
export type BucketUploadSession = z.infer<typeof bucketUploadSessionSchema>;

export const startBucketUploadRequestSchema = z
  .object({
    /** The file's size in bytes: a file over the role's limit is refused before it is sent. */
    size: z.number().int().min(1),
    /** The browser's type for the file; the first bytes decide when it completes. */
    contentType: z.string().max(200).default(''),
  })
  .strict();

export const bucketUploadStartSchema = bucketUploadSessionSchema.extend({
  /** Every part but the last is exactly this long. */
  partBytes: z.number().int().positive(),
});
export type BucketUploadStart = z.infer<typeof bucketUploadStartSchema>;

const partNumberSchema = z.number().int().min(1).max(BUCKET_UPLOAD_MAX_PARTS);

export const bucketPartUrlsRequestSchema = bucketUploadSessionSchema
  .extend({
    /** The whole file's size, as started: each part's URL is signed for its own length. */
    size: z.number().int().min(1),
    partNumbers: z.array(partNumberSchema).min(1).max(100),
  })
  .strict();

export const bucketPartUrlsSchema = z.object({
  /**
   * Presigned PUT URLs, each for one part's raw bytes of exactly its length (signed: the bucket
   * refuses a part of another length); the bucket answers its ETag.
   */
  parts: z.array(z.object({ partNumber: z.number().int(), url: z.string() })),
});
export type BucketPartUrls = z.infer<typeof bucketPartUrlsSchema>;

export const bucketPartSchema = z.object({
  partNumber: partNumberSchema,
  etag: z.string().min(1).max(200),
});
export type BucketPart = z.infer<typeof bucketPartSchema>;

export const bucketUploadedPartsSchema = z.object({
  /** The parts in the bucket so far, by number: where a dropped upload resumes. */
  parts: z.array(bucketPartSchema.extend({ size: z.number().int() })),
});
export type BucketUploadedParts = z.infer<typeof bucketUploadedPartsSchema>;

export const completeBucketUploadRequestSchema = bucketUploadSessionSchema
  .extend({ parts: z.array(bucketPartSchema).min(1).max(BUCKET_UPLOAD_MAX_PARTS) })
  .strict();

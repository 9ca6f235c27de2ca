import { z } from 'zod';
import { templateIdSchema } from './catalogue';
import { creditAmountSchema } from './commerce';
import { defineEndpoints, noBody, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { exportKindSchema, outputFormatSchema } from './generated-videos';

/**
 * Batches ("Make many", issue 65): one design of an image or video template made once per row of
 * a sheet, each row's texts and photos put into the design's layers. The whole price is held when
 * the batch is confirmed; each result is charged when it is made and its share returned when it
 * fails or is cancelled. Every row is a render order of its own (listed on Generated Videos under
 * its batch), queued fairly among every buyer's renders.
 */

// The numbers alone, for pages that state them without loading the schemas below.
export { BULK_DEFAULT_PRICES, BULK_MAX_ROWS, BULK_MAX_RUNNING_PER_USER } from './batch-limits';
/**
 * How far a row's text may shrink to fit the box the design gave it: down to this share of the
 * designed size (never under the scene's smallest font size). Past it the row is flagged.
 */
export const BATCH_TEXT_MIN_SCALE = 0.5;
/**
 * The largest batch request the server reads (its JSON body): 500 rows of long texts and the
 * design fit many times over; a larger one is refused with 413 naming this limit.
 */
export const BATCH_REQUEST_MAX_BYTES = 8 * 1024 * 1024;
/** The longest name a row's result file may have (before its extension), in code points. */
export const BATCH_ROW_NAME_MAX_LENGTH = 120;
/**
 * The most problems an answer lists (a check's, or a refused batch's), in the order of the rows:
 * past them it says how many more there are (`moreProblems`), so a sheet wrong in every cell is
 * answered with a page to read, not megabytes.
 */
export const BATCH_PROBLEMS_LISTED = 100;
/** The file in every batch archive listing each row: row, name, file, status, reason. */
export const BATCH_RESULTS_FILE = 'results.csv';

export const BatchMessage = {
  notFound: 'Batch not found',
  noRows: 'Add at least one row: each row makes one result.',
  tooManyRows: (max: number) =>
    `A batch can have at most ${max} rows. Split the sheet into batches of ${max} rows or fewer.`,
  tooManyRunning: (max: number) =>
    `You have ${max} batches waiting or running, the most at once. Wait for one to finish or cancel it.`,
  totalChanged: (total: number) =>
    `The total is now ${total} credits: prices changed since you looked. Check it and confirm again.`,
  unknownLayer: (layerId: string) => `The design has no layer "${layerId}".`,
  notATextLayer: (layerId: string) => `Layer "${layerId}" is not a text layer.`,
  notAPhotoSlot: (layerId: string) => `Layer "${layerId}" is not a photo slot.`,
  emptyText: 'This cell is empty, and the design has text here.',
  textTooLong: 'This text is too long for its box, even made smaller. Shorten it.',
  controlCharacters: 'This text has control characters in it. Type it again or paste plain text.',
  photoMissing: 'This row has no photo, and the design has a photo here.',
  photoNotFound: 'That photo is not one of your uploads. Upload it again.',
  photoNotAPicture: 'This file is not a photo. Choose a JPEG, PNG or WebP picture.',
  notCancellable: 'This batch has finished and can no longer be cancelled.',
  nothingToRetry: 'No row of this batch failed: there is nothing to retry.',
  notFinishedRows: 'Rows can be retried once the batch has finished making them.',
  nothingMade: 'No result of this batch is ready to download yet.',
  notEnoughCredits: (missing: number) =>
    `You need ${missing} more credits for this batch. Buy a credit pack, or leave some rows out.`,
  sheetRowTaken: (row: number) =>
    `Two rows are row ${row + 1} of the sheet (sheetRow ${row}): give each row its own.`,
  nameTooLong: (max: number) => `A row's name can be at most ${max} characters long. Shorten it.`,
  textTooManyCharacters: (max: number) =>
    `This text is longer than ${max} characters, the most a text layer can hold. Shorten it.`,
  brokenCharacter: 'This text has a broken character in it (half of an emoji). Type it again.',
  batchRowOfBatch: 'This result is part of a batch: cancel it from the batch page.',
  confirmed: 'Your batch is queued.',
} as const;

/** A row as sent: a text per text layer and an upload per photo slot, by layer id. */
export const batchRowInputSchema = z.object({
  texts: z.record(z.string().max(64), z.string().max(100_000)).default({}),
  photos: z.record(z.string().max(64), z.string().max(100)).default({}),
  /** What the row's result is named in the archive (e.g. the sheet's name column). */
  name: z.string().max(10_000).optional(),
  /**
   * The row's place in the buyer's sheet, from 0 (the first row under the column names): the
   * batch names its row by it (`rows[].row`, retry's `row`, results.csv), so rows left out of a
   * sheet do not renumber the others. Its place among the rows sent when absent.
   */
  sheetRow: z.number().int().nonnegative().max(1_000_000).optional(),
});
export type BatchRowInput = z.input<typeof batchRowInputSchema>;

const batchRequestFields = {
  templateId: templateIdSchema,
  /** The design made once in the editor: every row starts from it. */
  scene: z.record(z.string(), z.unknown()),
  // Up to 100,000 rows are read so that a sheet too long is refused with its limit, not a schema error.
  rows: z.array(batchRowInputSchema).max(100_000),
  /** PNG (default) or JPEG for an image template; MP4 for a video template. */
  format: outputFormatSchema.optional(),
};

export const checkBatchRequestSchema = z.object(batchRequestFields);
export type CheckBatchRequest = z.input<typeof checkBatchRequestSchema>;

export const createBatchRequestSchema = z.object({
  ...batchRequestFields,
  /** The total the buyer saw; a different one answers 409 and nothing is held. */
  expectedTotal: creditAmountSchema,
});
export type CreateBatchRequest = z.input<typeof createBatchRequestSchema>;

/** A problem of one row, named at its field: `texts.<layerId>`, `photos.<layerId>`, `name`. */
export const batchRowProblemSchema = z.object({
  /** The row's index in the request, from 0. */
  row: z.number().int().nonnegative(),
  field: z.string(),
  message: z.string(),
});
export type BatchRowProblem = z.infer<typeof batchRowProblemSchema>;

/** "300 results × 5 credits + licence 150 = 1,650 credits". */
export const batchPriceSchema = z.object({
  results: z.number().int().nonnegative(),
  perResult: z.number().int().nonnegative(),
  /** The template's licence, once; 0 when the buyer owns it. */
  licence: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type BatchPrice = z.infer<typeof batchPriceSchema>;

export const checkBatchResponseSchema = z.object({
  price: batchPriceSchema,
  /** The buyer's balance now, so a page can say how many credits are missing. */
  balance: z.number().int(),
  /**
   * The rows' problems, the first `BATCH_PROBLEMS_LISTED` of them; empty when the batch can be
   * confirmed as it is.
   */
  rows: z.array(batchRowProblemSchema),
  /** The problems past those listed ("and N more"); absent from a server that lists them all. */
  moreProblems: z.number().int().nonnegative().optional(),
});
export type CheckBatchResponse = z.infer<typeof checkBatchResponseSchema>;

export const batchStatusSchema = z.enum(['queued', 'running', 'finished', 'cancelled']);
export type BatchStatus = z.infer<typeof batchStatusSchema>;
export const batchRowStatusSchema = z.enum(['waiting', 'making', 'made', 'failed', 'cancelled']);
export type BatchRowStatus = z.infer<typeof batchRowStatusSchema>;

export const batchRowSchema = z.object({
  /** The row's place in the buyer's sheet, from 0 (`sheetRow` as sent). */
  row: z.number().int().nonnegative(),
  name: z.string().nullable(),
  status: batchRowStatusSchema,
  /** The row's render order (followed at /api/renders/{renderId}). */
  renderId: z.string().nullable(),
  reason: z.string().nullable(),
  /** A signed, expiring link to the made result; null until made. */
  downloadUrl: z.string().nullable(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

export const batchSummarySchema = z.object({
  batchId: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  kind: exportKindSchema,
  format: outputFormatSchema,
  status: batchStatusSchema,
  total: z.number().int().nonnegative(),
  made: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  credits: z.object({
    held: z.number().int().nonnegative(),
    charged: z.number().int().nonnegative(),
    returned: z.number().int().nonnegative(),
  }),
  price: batchPriceSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /**
   * Who made it, for a team's result: the member's name, shown to the team's members (ADR 59); null
   * for a person's own and a team key's.
   */
  madeBy: z.string().nullable().optional(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const batchSchema = batchSummarySchema.extend({
  rows: z.array(batchRowSchema),
  /**
   * The design's photo slots (layer ids, in the scene's order), so the batch page can take a new
   * photo for a failed row before retrying it; absent from a server that does not say.
   */
  photoSlots: z.array(z.string()).optional(),
  /** A signed, expiring link to the ZIP of every made result; null while none is made. */
  archiveUrl: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;

export const createBatchResponseSchema = z.object({
  batch: batchSchema,
  charged: z.number().int().nonnegative(),
  remainingCredits: z.number().int(),
});
export type CreateBatchResponse = z.infer<typeof createBatchResponseSchema>;

export const batchListSchema = z.object({
  /** Newest first. */
  batches: z.array(batchSummarySchema),
});

export const batchActionResponseSchema = z.object({
  batch: batchSchema,
  remainingCredits: z.number().int(),
});
export type BatchActionResponse = z.infer<typeof batchActionResponseSchema>;

/** Failed rows made again, optionally with new texts or photos (e.g. a new photo). */
export const retryBatchRequestSchema = z
  .object({
    rows: z
      .array(
        batchRowInputSchema
          .omit({ sheetRow: true })
          .partial()
          .extend({ row: z.number().int().nonnegative() }),
      )
      .max(100_000)
      .optional(),
  })
  .optional();

/** The bulk prices the owner sets per kind (credits per result; 0 allowed). */
export const bulkPricesSchema = z.object({
  image: creditAmountSchema,
  video: creditAmountSchema,
});
export type BulkPrices = z.infer<typeof bulkPricesSchema>;

/** A batch as the owner's dashboard lists it (the Renders tab): whose, and how it went. */
export const adminBatchSchema = batchSummarySchema.extend({
  userId: z.string(),
  buyerEmail: z.string().nullable(),
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;

export const adminBatchListSchema = z.object({
  /** Newest first, at most 50. */
  batches: z.array(adminBatchSchema),
  /** Rows waiting or being made across every batch: the queue's depth. */
  rowsWaiting: z.number().int().nonnegative(),
  rowsMaking: z.number().int().nonnegative(),
});

const batchIdParams = z.object({ batchId: z.string().max(100) });
const archiveQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

export const batchEndpoints = defineEndpoints({
  checkBatch: postEndpoint('/api/batches/check', checkBatchRequestSchema, {
    200: checkBatchResponseSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
  }),
  createBatch: postEndpoint('/api/batches', createBatchRequestSchema, {
    201: createBatchResponseSchema,
    400: apiErrorSchema,
    402: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  }),
  listBatches: {
    method: 'GET',
    path: '/api/batches',
    response: { 200: batchListSchema },
  },
  getBatch: {
    method: 'GET',
    path: '/api/batches/:batchId',
    params: batchIdParams,
    response: { 200: batchSchema, 404: apiErrorSchema },
  },
  cancelBatch: {
    method: 'POST',
    path: '/api/batches/:batchId/cancel',
    params: batchIdParams,
    body: noBody,
    response: { 200: batchActionResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  retryBatch: {
    method: 'POST',
    path: '/api/batches/:batchId/retry',
    params: batchIdParams,
    body: retryBatchRequestSchema,
    response: {
      200: batchActionResponseSchema,
      400: apiErrorSchema,
      402: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      422: apiErrorSchema,
    },
  },
  /** application/zip, streamed: every made result named by its row, and `results.csv`. */
  batchArchive: {
    method: 'GET',
    path: '/api/batches/:batchId/archive',
    params: batchIdParams,
    querystring: archiveQuery,
    response: { 404: apiErrorSchema, 409: apiErrorSchema },
    byteAnswers: {
      200: { contentType: 'application/zip', description: 'Every made result, and results.csv' },
    },
  },
  adminBatches: {
    method: 'GET',
    path: '/api/admin/batches',
    response: { 200: adminBatchListSchema },
  },
  getBulkPrices: {
    method: 'GET',
    path: '/api/admin/bulk-prices',
    response: { 200: bulkPricesSchema },
  },
  setBulkPrices: {
    method: 'PUT',
    path: '/api/admin/bulk-prices',
    body: bulkPricesSchema,
    response: { 200: bulkPricesSchema, 400: apiErrorSchema },
  },
});

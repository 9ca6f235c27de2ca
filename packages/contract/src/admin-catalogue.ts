import { z } from 'zod';
import { DEFAULT_LAYOUT, templateIdSchema } from './catalogue';
import { adminTemplateSchema } from './admin';
import { draftTemplateSchema } from './drafts';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';
import { fieldLabel, multilineText, text } from './fields';
import { jsonNestingDepth } from './json-depth';
import { createRenderResponseSchema } from './renders';
import { sceneBoxSchema, sceneSchema } from './scene';
import { templateKindSchema } from './template-kind';
import { templateStatusSchema } from './template-status';

export { templateStatusSchema, type TemplateStatus } from './template-status';

/**
 * The owner's catalogue: templates made, edited, priced, published and retired in the dashboard
 * (and from a manifest, with the same fields). Field names are the spec's entity fields
 * (catalogue-and-commerce spec, section 3); `sku` is the owner's own stable key for a manifest row.
 */

/** The frame shapes a template may have; anything else is refused. */
export const TEMPLATE_LAYOUTS = ['16:9', '9:16', '1:1', '4:5', '4:3', '3:4'] as const;
export const templateLayoutSchema = z.enum(TEMPLATE_LAYOUTS, {
  error: (issue) =>
    `${fieldLabel(issue.path)} must be one of ${TEMPLATE_LAYOUTS.join(', ')} (a width:height frame)`,
});

/** The highest price in credits a template may have (a pack's worth many times over). */
export const TEMPLATE_PRICE_MAX = 100_000;
/** The latest poster time, in seconds (the longest upload is 600 s). */
export const THUMBNAIL_FRAME_MAX = 600;
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
/** The widest and tallest a template may be, in its fields and in its owner's files. */
export const TEMPLATE_MAX_SIDE = 8192;
/** How deep a template's JSON may nest: a real one (its size, window and layers) needs a handful. */
export const TEMPLATE_JSON_MAX_DEPTH = 32;

const price = () =>
  z
    .number({ error: (issue) => `${fieldLabel(issue.path)} must be a number of credits` })
    .int({ error: (issue) => `${fieldLabel(issue.path)} must be a whole number of credits` })
    .min(0, { error: (issue) => `${fieldLabel(issue.path)} cannot be negative` })
    .max(TEMPLATE_PRICE_MAX, {
      error: (issue) => `${fieldLabel(issue.path)} can be at most ${TEMPLATE_PRICE_MAX} credits`,
    });

const label = () => text().trim().min(1).max(60);
const labels = () => z.array(label()).max(20).default([]);

export const TemplateAdminMessage = {
  notFound: 'Template not found',
  nameMissing: 'Give the template a name',
  revisionConflict:
    'Someone else saved this template since you opened it. Reload it to see their changes, then make yours again.',
  notReady: 'Add the template’s media and wait until it is prepared before publishing.',
  statusMove: (from: string, to: string) =>
    `A ${from} template cannot be made ${to}: a draft is published, a published one retired, a retired one published again.`,
  ownedStaysOnSale: 'Buyers own this template: it can be retired, not made a draft again.',
  cannotDelete: 'Only a draft that nobody ever bought can be deleted; retire it instead.',
  skuTaken: (sku: string) => `Another template already has the sku ${sku}.`,
  kindFixed: 'A template’s kind cannot change once it is made.',
  roleNotForKind: (role: string, kind: string) => `A ${kind} template takes no ${role} file.`,
  uploadOffset: (received: number) =>
    `The upload continues from byte ${received}; send the file from there.`,
  uploadTooLarge: (limit: string) => `The file is larger than ${limit}.`,
  badTemplateJson: 'templateJson is not JSON with a width and height; the template uses 1920×1080.',
  templateJsonTooDeep: `templateJson nests more than ${TEMPLATE_JSON_MAX_DEPTH} levels deep; a template’s JSON needs only a few (its size, window and layers).`,
} as const;

/** What the owner writes about a template; its media are uploaded and prepared separately. */
export const templateFieldsSchema = z
  .object({
    kind: z.enum(templateKindSchema.options, {
      error: (issue) => `${fieldLabel(issue.path)} must be video, image or direct-sell`,
    }),
    sku: z
      .string()
      .trim()
      .regex(SKU_PATTERN, 'sku is 1 to 80 letters, digits, dots, dashes or underscores')
      .nullable()
      .default(null),
    templateName: text({ whenMissing: TemplateAdminMessage.nameMissing })
      .trim()
      .min(1, TemplateAdminMessage.nameMissing)
      .max(120),
    templateDescription: multilineText().trim().max(5000).default(''),
    templateCategory: labels(),
    templateSection: labels(),
    templateCompatibility: labels(),
    templatePrice: price(),
    /** The India price; null: the global price applies there too. */
    templatePriceIND: price().nullable().default(null),
    videoLayout: templateLayoutSchema.default(DEFAULT_LAYOUT),
    /** Defaults to videoLayout. */
    greenScreenLayout: templateLayoutSchema.nullable().default(null),
    /** The composition (JSON text with at least a width and height); 1920×1080 when it is not. */
    templateJson: multilineText()
      .max(200_000)
      .refine((text) => jsonNestingDepth(text) <= TEMPLATE_JSON_MAX_DEPTH, {
        error: () => TemplateAdminMessage.templateJsonTooDeep,
      })
      .nullable()
      .default(null),
    /** The poster's time in the clip, in seconds. */
    thumbnailFrame: z
      .number()
      .min(0, 'thumbnailFrame cannot be negative')
      .max(THUMBNAIL_FRAME_MAX)
      .nullable()
      .default(null),
  })
  .strict();
export type TemplateFields = z.output<typeof templateFieldsSchema>;
export type TemplateFieldsInput = z.input<typeof templateFieldsSchema>;

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

/**
 * The template's starting scene as the owner designs it in the canvas editor (template mode): what
 * a buyer's editor is given of the template (the draft answer's `template`), with what the owner
 * also sees, the scene every new buyer starts from, and the revision a save names.
 */
export const ownerSceneSchema = z.object({
  template: draftTemplateSchema.extend({
    status: templateStatusSchema,
    /** The comp size the scene must keep. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    posterUrl: z.string().nullable(),
    /** The public, watermarked preview (for a video template, also `previewVideoUrl`). */
    previewUrl: z.string().nullable(),
    /** The window's preview-size mask (white where the buyer's photo shows); null without one. */
    maskUrl: z.string().nullable(),
    /** Where the buyer's photo shows through the overlay, from the prepared media; null without one. */
    window: sceneBoxSchema.nullable(),
  }),
  scene: sceneSchema,
  /** The template's revision (shared with its fields): a save names it. */
  revision: z.number().int(),
});
export type OwnerScene = z.infer<typeof ownerSceneSchema>;

export const saveOwnerSceneRequestSchema = z
  .object({ scene: sceneSchema, revision: z.number().int().min(1) })
  .strict();
export type SaveOwnerSceneRequest = z.input<typeof saveOwnerSceneRequestSchema>;

export const TemplateSceneMessage = {
  /** A starting scene is every buyer's: no one buyer's photo can be in it. */
  photoInSlot: (layerId: string) =>
    `Photo slot "${layerId}" holds a photo. A starting scene's slots stay empty: each buyer fills them with their own photos.`,
  noScene: 'A direct-sell video is sold as it is: it has no starting scene to design.',
} as const;

/** One problem of a manifest row: its row (1 is the first template), its field and what is wrong. */
export const manifestProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ManifestProblemView = z.infer<typeof manifestProblemSchema>;

/** What a dry run of a manifest found; nothing was changed. */
export const manifestDryRunSchema = z.object({
  dryRun: z.literal(true),
  totalRows: z.number().int(),
  /** Rows with no problem: what a real run would apply. */
  goodRows: z.number().int(),
  problems: z.array(manifestProblemSchema),
});
export type ManifestDryRun = z.infer<typeof manifestDryRunSchema>;

export const CATALOGUE_IMPORT_STATES = ['queued', 'running', 'finished', 'failed'] as const;

/** A manifest imported from the dashboard, as it stands: its progress, then its outcome. */
export const catalogueImportSchema = z.object({
  importId: z.uuid(),
  state: z.enum(CATALOGUE_IMPORT_STATES),
  totalRows: z.number().int(),
  /** Rows applied or refused so far. */
  doneRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(manifestProblemSchema),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

/** The multipart fields of a manifest import. */
export const MANIFEST_IMPORT_FIELDS = {
  manifest: 'manifest',
  media: 'media',
  dryRun: 'dryRun',
} as const;
/** The largest manifest file taken, in bytes. */
export const MANIFEST_MAX_BYTES = 5 * 1024 * 1024;

export const ManifestImportMessage = {
  noManifest: 'Send the manifest (a CSV or JSON file) in the manifest field.',
  manifestTooLarge: `The manifest is larger than ${MANIFEST_MAX_BYTES / 1024 / 1024} MB.`,
  tooLarge: (limit: string) => `The manifest and its files together are larger than ${limit}.`,
  badFileName: (name: string) =>
    `${name} is not a file name: send files by their own names, without folders or "..".`,
  sameFileTwice: (name: string) => `${name} was sent twice; send each file once.`,
  notFileName: (column: string) =>
    `${column} must be the name of a file sent with the manifest, without folders or ".."`,
  notFound: 'No manifest import has this id.',
  filesGone:
    "The import's files could not be read where it ran (the media store did not answer, or they were removed); send the manifest again.",
  failed: 'The import stopped on an error; the rows done so far stay. Send the manifest again.',
} as const;

const templateParams = z.object({ templateId: templateIdSchema });
const uploadParams = z.object({ templateId: templateIdSchema, role: templateMediaRoleSchema });
/**
 * One file sent in chunks: the browser names it with an id of its own making (a random UUID) on
 * every chunk and when it asks how much arrived, so two files sent for one role never mix.
 */
const chunkedUploadQuery = z.object({
  uploadId: z.uuid({
    error: 'uploadId must be the UUID the browser made for this file’s upload',
  }),
});

export const adminCatalogueEndpoints = defineEndpoints({
  create: {
    method: 'POST',
    path: '/api/admin/catalogue/templates',
    body: z.object({ fields: templateFieldsSchema }).strict(),
    response: { 201: ownerTemplateSchema, 409: apiErrorSchema },
  },
  get: {
    method: 'GET',
    path: '/api/admin/catalogue/templates/:templateId',
    params: templateParams,
    response: { 200: ownerTemplateSchema },
  },
  save: {
    method: 'PUT',
    path: '/api/admin/catalogue/templates/:templateId',
    params: templateParams,
    body: saveTemplateRequestSchema,
    response: { 200: ownerTemplateSchema, 409: apiErrorSchema },
  },
  changeStatus: {
    method: 'POST',
    path: '/api/admin/catalogue/templates/:templateId/status',
    params: templateParams,
    body: changeTemplateStatusRequestSchema,
    response: { 200: ownerTemplateSchema, 409: apiErrorSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/catalogue/templates/:templateId',
    params: templateParams,
    response: { 200: z.object({ deleted: z.literal(true) }), 409: apiErrorSchema },
  },
  /**
   * How much of one upload of a media file has arrived: where a dropped upload resumes; `complete`
   * once its last chunk was stored and the file became the role's.
   */
  uploadState: {
    method: 'GET',
    path: '/api/admin/catalogue/templates/:templateId/media/:role',
    params: uploadParams,
    querystring: chunkedUploadQuery,
    response: { 200: templateUploadStateSchema },
  },
  /**
   * One chunk of an upload of a media file, as the raw body, at `offset` (the bytes of that upload
   * received so far); `last` marks the final chunk, after which the file is the role's and the
   * template's media are prepared again.
   */
  uploadChunk: {
    method: 'PUT',
    path: '/api/admin/catalogue/templates/:templateId/media/:role',
    params: uploadParams,
    querystring: chunkedUploadQuery.extend({
      offset: z.coerce.number().int().min(0),
      last: z
        .enum(['true', 'false'])
        .default('false')
        .transform((value) => value === 'true'),
    }),
    response: { 200: templateUploadStateSchema, 409: apiErrorSchema },
  },
  /** The template in the canvas editor's template mode: its detail, starting scene and revision. */
  getScene: {
    method: 'GET',
    path: '/api/admin/catalogue/templates/:templateId/scene',
    params: templateParams,
    response: { 200: ownerSceneSchema },
  },
  /**
   * Saves the starting scene (the layers of its templateJson) over `revision`; a save from an older
   * revision answers 409 with the current template. Buyers' saved drafts are left as they are.
   */
  saveScene: {
    method: 'PUT',
    path: '/api/admin/catalogue/templates/:templateId/scene',
    params: templateParams,
    body: saveOwnerSceneRequestSchema,
    response: { 200: z.object({ revision: z.number().int() }), 409: apiErrorSchema },
  },
  /**
   * A free preview of the template as a buyer's would be (540p, watermarked, the starting scene's
   * texts burnt in), with the store's sample photo in its window: ordered for the admin's own
   * account in any status, a draft included, so the owner sees a render before publishing. Free,
   * counted against the admin's hourly previews and never on Generated Videos, as a buyer's is;
   * its progress is followed as any render's (`renderEndpoints`).
   */
  samplePreview: {
    method: 'POST',
    path: '/api/admin/catalogue/templates/:templateId/sample-preview',
    params: templateParams,
    response: {
      201: createRenderResponseSchema,
      404: apiErrorSchema,
      422: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
  /**
   * A manifest (CSV or JSON) with the media files it names, as multipart/form-data: the manifest
   * in `manifest`, each file in `media` (matched by file name), and `dryRun=true` to check only.
   * A dry run answers every problem and changes nothing; a real run answers 202 at once and
   * imports as a job, whose progress `getImport` reports.
   */
  startImport: {
    method: 'POST',
    path: '/api/admin/catalogue/imports',
    response: { 200: manifestDryRunSchema, 202: catalogueImportSchema },
  },
  getImport: {
    method: 'GET',
    path: '/api/admin/catalogue/imports/:importId',
    params: z.object({ importId: z.uuid() }),
    response: { 200: catalogueImportSchema },
  },
});

// ── Uploads straight to the bucket ───────────────────────────────────────────────────────────────

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

const bucketUploadPath =
  '/api/admin/catalogue/templates/:templateId/media/:role/multipart' as const;

export const adminBucketUploadEndpoints = defineEndpoints({
  /** Starts a multipart upload in the bucket for an original. */
  start: {
    method: 'POST',
    path: bucketUploadPath,
    params: uploadParams,
    body: startBucketUploadRequestSchema,
    response: { 200: bucketUploadStartSchema, 409: apiErrorSchema },
  },
  /** Presigned PUT URLs for the parts asked. */
  partUrls: {
    method: 'POST',
    path: `${bucketUploadPath}/parts`,
    params: uploadParams,
    body: bucketPartUrlsRequestSchema,
    response: { 200: bucketPartUrlsSchema },
  },
  /** The parts already in the bucket. */
  parts: {
    method: 'GET',
    path: bucketUploadPath,
    params: uploadParams,
    querystring: bucketUploadSessionSchema,
    response: { 200: bucketUploadedPartsSchema, 409: apiErrorSchema },
  },
  /**
   * Joins the parts into the original, checks its first bytes are of the role's type (a refused
   * file is removed), and prepares the template's media again, as the last chunk does.
   */
  complete: {
    method: 'POST',
    path: `${bucketUploadPath}/complete`,
    params: uploadParams,
    body: completeBucketUploadRequestSchema,
    response: { 200: templateUploadStateSchema, 409: apiErrorSchema },
  },
  /** Drops an upload and the parts it has. */
  abort: {
    method: 'DELETE',
    path: bucketUploadPath,
    params: uploadParams,
    querystring: bucketUploadSessionSchema,
    response: { 200: z.object({ aborted: z.literal(true) }) },
  },
});

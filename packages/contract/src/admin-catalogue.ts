import { z } from 'zod';
import { templateIdSchema } from './catalogue';
import {
  bucketPartUrlsRequestSchema,
  bucketPartUrlsSchema,
  bucketUploadedPartsSchema,
  bucketUploadSessionSchema,
  bucketUploadStartSchema,
  completeBucketUploadRequestSchema,
  startBucketUploadRequestSchema,
} from './bucket-uploads';
import { catalogueImportSchema, manifestDryRunSchema } from './catalogue-imports';
import { defineEndpoints, noBody } from './endpoint';
import { apiErrorSchema } from './error-body';
import { ownerSceneSchema, saveOwnerSceneRequestSchema } from './owner-scene';
import {
  changeTemplateStatusRequestSchema,
  ownerTemplateSchema,
  saveTemplateRequestSchema,
  templateMediaRoleSchema,
  templateUploadStateSchema,
} from './owner-template';
import { createRenderResponseSchema } from './renders';
import { templateFieldsSchema } from './template-fields';

export { templateStatusSchema, type TemplateStatus } from './template-status';

/**
 * The owner's catalogue's endpoints: templates made, edited, published and retired in the
 * dashboard, their media uploaded (through the API or straight to the bucket), their starting
 * scene designed, a sample preview ordered and manifests imported. The schemas are in the files
 * of their subject.
 */

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
   * its progress is followed as any render's (`renderEndpoints`). It takes no body (or `{}`).
   */
  samplePreview: {
    method: 'POST',
    path: '/api/admin/catalogue/templates/:templateId/sample-preview',
    params: templateParams,
    body: noBody,
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
    response: { 200: bucketPartUrlsSchema, 409: apiErrorSchema },
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
    response: { 200: z.object({ aborted: z.literal(true) }), 409: apiErrorSchema },
  },
});

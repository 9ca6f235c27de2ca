import {
  BATCH_REQUEST_MAX_BYTES,
  BatchMessage,
  IDEMPOTENCY_KEY_HEADER,
  batchEndpoints,
  type ApiKeyScope,
} from '@frameshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import { currentAdmin } from '../admin';
import { payerOf, signedIn, viewingPayerOf } from '../auth';
import { buyerOf, idempotencyKeyOf } from '../commerce';
import type { GeoService } from '../geo';
import { contentDisposition, type MediaStorage } from '../media';
import { batchArchive } from './batch-archive';
import type { BatchArchiveLinks } from './batch-archive-links';
import type { BatchesService } from './batches.service';

/** A batch route's documentation, with the API key scope that may call it (ADR 47). */
const docs = (apiKeyScope: ApiKeyScope, summary: string, description?: string) => ({
  tags: ['batches'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
  apiKeyScope,
});

interface BatchRoutesOptions {
  batches: BatchesService;
  geo: GeoService;
}

/** The buyer's batches: checked, confirmed, followed, cancelled, retried (signed-in scope). */
export const batchesRoutes: FastifyPluginAsyncZod<BatchRoutesOptions> = async (
  app,
  { batches, geo },
) => {
  const signedInBuyerOf = (request: FastifyRequest) => buyerOf(request, signedIn(request), geo);
  /** The account whose batches these are: the person's, or a team's they pay as (ADR 59). */
  const accountOf = async (request: FastifyRequest) => (await payerOf(request)).accountId;
  app.route({
    ...routeOf(
      batchEndpoints.checkBatch,
      docs(
        'create',
        'Check the rows of a batch and price it, holding nothing',
        "Every row's problems, named at its row and field, the price and the caller's balance.",
      ),
    ),
    bodyLimit: BATCH_REQUEST_MAX_BYTES,
    handler: async (request) => batches.check(await signedInBuyerOf(request), request.body),
  });
  app.route({
    ...routeOf(batchEndpoints.createBatch, {
      ...docs(
        'create',
        'Confirm a batch: one result per row, the whole total held',
        'Each result is charged when it is made and its share returned when it fails or is ' +
          'cancelled. A different `expectedTotal` answers 409 and holds nothing. Send an ' +
          `\`${IDEMPOTENCY_KEY_HEADER}\` header to make retries safe.`,
      ),
      idempotencyKey: true,
    }),
    bodyLimit: BATCH_REQUEST_MAX_BYTES,
    handler: async (request, reply) => {
      const answer = await batches.create(
        await signedInBuyerOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.code(201).send(answer);
    },
  });
  app.route({
    ...routeOf(batchEndpoints.listBatches, docs('read', "The caller's batches, newest first")),
    handler: async (request) => ({ batches: await batches.list(await accountOf(request)) }),
  });
  app.route({
    ...routeOf(batchEndpoints.getBatch, docs('read', "One of the caller's batches, with its rows")),
    handler: async (request) => batches.get(await accountOf(request), request.params.batchId),
  });
  app.route({
    ...routeOf(
      batchEndpoints.cancelBatch,
      docs('create', 'Cancel the rows not started; their credits are returned at once'),
    ),
    handler: async (request) => batches.cancel(await accountOf(request), request.params.batchId),
  });
  app.route({
    ...routeOf(batchEndpoints.retryBatch, {
      ...docs(
        'create',
        'Make failed rows again, optionally with new texts or photos',
        "Each row's share is held again at the batch's confirmed price. Send an " +
          `\`${IDEMPOTENCY_KEY_HEADER}\` header to make retries of this call safe.`,
      ),
      idempotencyKey: true,
    }),
    bodyLimit: BATCH_REQUEST_MAX_BYTES,
    handler: async (request) =>
      batches.retry(
        await signedInBuyerOf(request),
        request.params.batchId,
        request.body?.rows,
        idempotencyKeyOf(request),
      ),
  });
};

/**
 * The archive: a signed link (from the batch's page) or the signed-in owner. A batch of a closed
 * account is gone with it: 404, as its media.
 */
export const batchArchiveRoutes: FastifyPluginAsyncZod<{
  batches: BatchesService;
  links: BatchArchiveLinks;
  storage: Pick<MediaStorage, 'read'>;
}> = async (app, { batches, links, storage }) => {
  app.route({
    ...routeOf(batchEndpoints.batchArchive, {
      ...docs(
        'read',
        'Every made result of a batch as one ZIP, with results.csv',
        'Streamed as it is read. Opened with the signed link of the batch (`archiveUrl`: its ' +
          '`expires` and `signature`, no credentials) or with the owner’s session.',
      ),
      // The signed link needs no credentials at all, as /api/video-url's does not.
      security: [{}, { bearerAuth: [] }],
    }),
    compress: false,
    handler: async (request, reply) => {
      const { batchId } = request.params;
      const { expires, signature } = request.query;
      const signed = signature !== undefined && links.isValid(batchId, expires, signature);
      const viewer = await viewingPayerOf(request);
      const batch = await batches.archiveBatch(batchId, viewer?.accountId, signed);
      const rows = await batches.archiveRows(batch);
      if (!rows.some((row) => row.file)) throw AppError.conflict(BatchMessage.nothingMade);
      // Bytes, not JSON: the contract describes only the error answers of this route.
      return (reply as FastifyReply)
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(`${batch.templateName || 'batch'}.zip`))
        .header('cache-control', 'private, no-store')
        .send(batchArchive(storage, rows));
    },
  });
};

/** The owner's bulk prices and every buyer's batches (admin token scope). */
export const adminBatchesRoutes: FastifyPluginAsyncZod<{ batches: BatchesService }> = async (
  app,
  { batches },
) => {
  const adminDocs = (summary: string) => ({
    tags: ['batches'],
    summary,
    security: [{ bearerAuth: [] }],
  });
  app.route({
    ...routeOf(batchEndpoints.adminBatches, adminDocs('The newest batches of every buyer')),
    handler: () => batches.adminList(),
  });
  app.route({
    ...routeOf(
      batchEndpoints.getBulkPrices,
      adminDocs('The price of one result of a batch, per kind'),
    ),
    handler: () => batches.bulkPrices(),
  });
  app.route({
    ...routeOf(batchEndpoints.setBulkPrices, adminDocs('Set the price of one result per kind')),
    handler: (request) =>
      batches.setBulkPrices(request.body, {
        adminUserId: currentAdmin(request).id,
        address: request.ip,
      }),
  });
};

import {
  batchEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  type Batch,
  type CheckBatchRequest,
  type CreateBatchRequest,
} from '@frameshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Under the signed-in user's scope ('me'), so signing out drops them. */
export const batchesKey = ['me', 'batches'] as const;

/** The price and every row's problems, before anything is held. */
export function checkBatch(request: CheckBatchRequest, signal?: AbortSignal) {
  return callEndpoint(batchEndpoints.checkBatch, { body: request, signal });
}

/** Confirms the batch at the total seen; the key makes a retried click answer the first batch. */
export function createBatch(request: CreateBatchRequest, idempotencyKey: string) {
  return callEndpoint(batchEndpoints.createBatch, {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function cancelBatch(batchId: string) {
  return callEndpoint(batchEndpoints.cancelBatch, { params: { batchId } });
}

/**
 * The failed rows made again, with a new photo for the rows given one; the key makes a retried
 * click hold their shares once.
 */
export function retryBatch(
  batchId: string,
  rows: { row: number; photos: Record<string, string> }[],
  idempotencyKey: string,
) {
  return callEndpoint(batchEndpoints.retryBatch, {
    params: { batchId },
    body: rows.length > 0 ? { rows } : {},
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** How often a batch still being made is asked about. */
export const BATCH_POLL_MS = 2000;

const stillMaking = (batch: Batch | undefined) =>
  batch?.status === 'queued' || batch?.status === 'running';

export const batchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: [...batchesKey, batchId],
    queryFn: ({ signal }) => callEndpoint(batchEndpoints.getBatch, { params: { batchId }, signal }),
    // Asked again every 2 s while rows wait or are made; a finished batch is not asked again.
    refetchInterval: (query) => (stillMaking(query.state.data) ? BATCH_POLL_MS : false),
  });

export const batchListQueryOptions = queryOptions({
  queryKey: batchesKey,
  queryFn: ({ signal }) => callEndpoint(batchEndpoints.listBatches, { signal }),
  refetchInterval: (query) =>
    query.state.data?.batches.some(
      (batch) => batch.status === 'queued' || batch.status === 'running',
    )
      ? BATCH_POLL_MS * 5
      : false,
});

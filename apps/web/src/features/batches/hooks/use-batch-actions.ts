import type { Batch } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { referenceOf } from '../../../lib/api-error';
import { batchesKey, batchQueryOptions, cancelBatch, retryBatch } from '../api/batches-api';
import { batchOrderFailure, type BatchOrderFailure } from '../order-failure';

/**
 * Cancel and Retry on a batch: each answer replaces the batch shown (polling starts again when
 * rows wait anew) and the balance; a refusal is kept for the page to show. A retry carries an
 * Idempotency-Key, kept for the next press when its outcome is unknown, so it holds once.
 */
export function useBatchActions(
  batch: Batch,
  options: { balance: number; onCredits: (remaining: number) => unknown },
) {
  const queryClient = useQueryClient();
  const retryKey = useIdempotencyKey();
  const [failure, setFailure] = useState<(BatchOrderFailure & { reference: string | null }) | null>(
    null,
  );
  const settle = (answer: { batch: Batch; remainingCredits: number }) => {
    queryClient.setQueryData(batchQueryOptions(batch.batchId).queryKey, answer.batch);
    void queryClient.invalidateQueries({ queryKey: batchesKey, exact: true });
    void options.onCredits(answer.remainingCredits);
  };
  const onError = (error: unknown, total: number) =>
    setFailure({
      ...batchOrderFailure(error, { total, balance: options.balance }),
      reference: referenceOf(error),
    });
  const cancel = useMutation({
    mutationFn: () => cancelBatch(batch.batchId),
    onMutate: () => setFailure(null),
    onSuccess: settle,
    onError: (error) => onError(error, 0),
  });
  const retry = useMutation({
    mutationFn: (rows: { row: number; photos: Record<string, string> }[]) =>
      retryBatch(batch.batchId, rows, retryKey.take()),
    onSettled: (_answer, error) => retryKey.settle(error ?? undefined),
    onMutate: () => setFailure(null),
    onSuccess: settle,
    onError: (error) => onError(error, batch.failed * batch.price.perResult),
  });
  return {
    busy: cancel.isPending || retry.isPending,
    failure,
    dismiss: () => setFailure(null),
    cancel: () => cancel.mutate(),
    retry: (rows: { row: number; photos: Record<string, string> }[]) => retry.mutate(rows),
  };
}

import type { CreateBatchRequest, CreateBatchResponse } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { referenceOf } from '../../../lib/api-error';
import { createBatch } from '../api/batches-api';
import { batchOrderFailure, type BatchOrderFailure } from '../order-failure';

/**
 * Confirming a batch: one POST at the total shown, with an Idempotency-Key so a retried click
 * makes the batch once. A refusal is kept for the page to show (a new total to confirm, the
 * credits missing, rows to fix); a new total is confirmed with the next press, at that total.
 */
export function useBatchOrder(options: {
  onOrdered: (answer: CreateBatchResponse) => unknown;
  /** A 409: the page asks the server for the price again. */
  onTotalChanged: () => void;
}) {
  const key = useIdempotencyKey();
  const [failure, setFailure] = useState<(BatchOrderFailure & { reference: string | null }) | null>(
    null,
  );
  const mutation = useMutation({
    mutationFn: ({ request }: { request: CreateBatchRequest; balance: number }) =>
      createBatch(request, key.take()),
    onSettled: (_answer, error) => key.settle(error ?? undefined),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => void options.onOrdered(answer),
    onError: (error, { request, balance }) => {
      const read = batchOrderFailure(error, { total: request.expectedTotal, balance });
      setFailure({ ...read, reference: referenceOf(error) });
      if (read.kind === 'total-changed') options.onTotalChanged();
    },
  });
  return {
    ordering: mutation.isPending,
    failure,
    dismiss: () => setFailure(null),
    order: (request: CreateBatchRequest, balance: number) => mutation.mutate({ request, balance }),
  };
}

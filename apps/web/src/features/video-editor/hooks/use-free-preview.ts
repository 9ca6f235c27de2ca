import type { RenderPlacement } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { createRender } from '../api/create-render';
import { orderFailure } from '../order-failure';

interface FreePreviewOptions {
  templateId: string;
  uploadId: string | null;
  placement: RenderPlacement;
  onStarted: (renderId: string) => unknown;
}

/** Asks the server for the free 540p watermarked preview of the placement shown. */
export function useFreePreview({ templateId, uploadId, placement, onStarted }: FreePreviewOptions) {
  const key = useIdempotencyKey();
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      createRender({ templateId, uploadId: uploadId!, placement, preview: true }, key.take()),
    onSettled: (_answer, error) => key.settle(error ?? undefined),
    onMutate: () => setMessage(null),
    onSuccess: (answer) => void onStarted(answer.render.jobId),
    onError: (error) => {
      const failure = orderFailure(error, 0);
      setMessage(failure.kind === 'message' ? failure.message : null);
    },
  });
  return {
    start: () => {
      if (uploadId !== null) mutation.mutate();
    },
    starting: mutation.isPending,
    /** Why the preview was refused (the hourly limit in the server's words), or null. */
    message,
  };
}

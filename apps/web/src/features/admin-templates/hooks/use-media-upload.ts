import type { OwnerTemplate } from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureAdvice } from '../../../lib/api-error';
import { isAbortError } from '../../../lib/xhr-request';
import { ownerCatalogueKeys } from '../api/owner-catalogue-keys';
import { uploadTemplateMedia, type MediaUploadTarget } from '../api/upload-template-media';

export type MediaUploadState =
  | { status: 'idle' }
  /** `retrying`: a chunk was lost; the upload waits and continues where the server stands. */
  | { status: 'sending'; fileName: string; sent: number; total: number; retrying: boolean }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; fileName: string; message: string }
  | { status: 'cancelled'; fileName: string };

/**
 * One media file of one role on its way to the server, with its progress. `onFinished` runs once
 * the file is in (the server then prepares the media). Leaving the editor cancels an upload
 * on its way; picking the same file again continues it.
 */
export function useMediaUpload(target: MediaUploadTarget, onFinished: () => void) {
  const [state, setState] = useState<MediaUploadState>({ status: 'idle' });
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  useEffect(
    () => () => {
      const current = controller.current;
      controller.current = null;
      current?.abort();
    },
    [],
  );

  const { token, templateId, role } = target;
  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const fileName = file.name;
      const sending = { status: 'sending', fileName, total: file.size } as const;
      setState({ ...sending, sent: 0, retrying: false });
      // Only this upload's news is shown: a newer one, or leaving the page, takes over.
      const isCurrent = () => controller.current === current;
      const update = (next: (state: MediaUploadState) => MediaUploadState) => {
        if (isCurrent()) setState(next);
      };
      try {
        // The editor holds the template, which says where its files go: the API or the bucket.
        const uploadsTo = queryClient.getQueryData<OwnerTemplate>(
          ownerCatalogueKeys.template(templateId),
        )?.media.uploadsTo;
        await uploadTemplateMedia({ token, templateId, role, uploadsTo }, file, {
          signal: current.signal,
          onProgress: (sent) =>
            update((state) => ({ ...sending, sent, retrying: isRetrying(state) })),
          onRetrying: (retrying) =>
            update((state) => ({ ...sending, sent: sentOf(state), retrying })),
        });
        if (!isCurrent()) return;
        controller.current = null;
        setState({ status: 'done', fileName });
        finished.current();
      } catch (error) {
        if (!isCurrent()) return;
        controller.current = null;
        setState(
          isAbortError(error)
            ? { status: 'cancelled', fileName }
            : { status: 'failed', fileName, message: failureAdvice(error) },
        );
      }
    },
    [token, templateId, role, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}

const isRetrying = (state: MediaUploadState) => state.status === 'sending' && state.retrying;
const sentOf = (state: MediaUploadState) => (state.status === 'sending' ? state.sent : 0);

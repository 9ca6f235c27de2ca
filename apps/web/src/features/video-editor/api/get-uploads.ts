import { uploadEndpoints } from '@frameshop/contract';
import type { Upload, UploadList } from '@frameshop/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../lib/api-client';

/** Under the signed-in user's scope ('me'), so signing out drops the list. */
const uploadsKey = ['me', 'uploads'] as const;

export function getUploads(signal?: AbortSignal): Promise<UploadList> {
  return callEndpoint(uploadEndpoints.listUploads, { signal });
}

export const uploadsQueryOptions = queryOptions({
  queryKey: uploadsKey,
  queryFn: ({ signal }) => getUploads(signal),
  // The picker offers Try Again; silent retries would only keep the user waiting.
  retry: false,
});

/** The user's photos and videos, newest first, as the server lists them. */
export function useUploads() {
  return useQuery(uploadsQueryOptions);
}

/** Puts a fresh upload at the head of the list at once, without waiting for a refetch. */
export function useAddUploadToList() {
  const queryClient = useQueryClient();
  return useCallback(
    (upload: Upload) => {
      queryClient.setQueryData<UploadList>(uploadsKey, (list) =>
        list
          ? {
              ...list,
              uploads: [upload, ...list.uploads.filter((u) => u.uploadId !== upload.uploadId)],
            }
          : list,
      );
    },
    [queryClient],
  );
}

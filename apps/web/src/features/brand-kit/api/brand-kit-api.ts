import {
  BRAND_KIT_FILE_FIELD,
  brandKitEndpoints,
  type BrandKit,
  type UpdateBrandKit,
} from '@frameshop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, callEndpoint } from '../../../lib/api-client';

/** Under the signed-in user's scope ('me'), so signing out drops it. */
export const brandKitQueryKey = ['me', 'brand-kit'] as const;

export const getBrandKit = (signal?: AbortSignal) =>
  callEndpoint(brandKitEndpoints.getBrandKit, { signal });

export function useBrandKit(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: brandKitQueryKey,
      queryFn: ({ signal }) => getBrandKit(signal),
      enabled,
    }),
  );
}

/** A file sent as uploads are: one multipart part. */
function sendFile(path: string, file: File) {
  const body = new FormData();
  body.append(BRAND_KIT_FILE_FIELD, file, file.name);
  return apiRequest(path, { method: 'POST', body });
}

/** Every change to the kit, each answered by the kit read again. */
export function useBrandKitChanges() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: brandKitQueryKey });
  const save = useMutation({
    mutationFn: (changes: UpdateBrandKit) =>
      callEndpoint(brandKitEndpoints.updateBrandKit, { body: changes }),
    onSuccess: (kit: BrandKit) => queryClient.setQueryData(brandKitQueryKey, kit),
    // The saved kit is as the save found it: a logo or font added while it was on its way is in
    // the kit read again, not in this answer.
    onSettled: settled,
  });
  const addFont = useMutation({
    mutationFn: (file: File) => sendFile(brandKitEndpoints.addBrandFont.path, file),
    onSettled: settled,
  });
  const addLogo = useMutation({
    mutationFn: (file: File) => sendFile(brandKitEndpoints.addBrandLogo.path, file),
    onSettled: settled,
  });
  const removeFont = useMutation({
    mutationFn: (fontId: string) =>
      callEndpoint(brandKitEndpoints.deleteBrandFont, { params: { fontId } }),
    onSettled: settled,
  });
  const removeLogo = useMutation({
    mutationFn: (logoId: string) =>
      callEndpoint(brandKitEndpoints.deleteBrandLogo, { params: { logoId } }),
    onSettled: settled,
  });
  return { save, addFont, addLogo, removeFont, removeLogo };
}

import { useQuery } from '@tanstack/react-query';
import { getOwnerTemplate } from '../api/owner-catalogue-api';
import { ownerCatalogueKeys } from '../api/owner-catalogue-keys';

/** How often a template whose media are being prepared is asked how far along they are. */
export const MEDIA_POLL_MS = 1000;

/** One of the owner's templates, asked again every second while its media are prepared. */
export function useOwnerTemplate(token: string, templateId: string) {
  return useQuery({
    queryKey: ownerCatalogueKeys.template(templateId),
    queryFn: ({ signal }) => getOwnerTemplate(token, templateId, signal),
    // A refusal (expired token, no such template) will not change by asking again.
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.media.state === 'preparing' ? MEDIA_POLL_MS : false,
  });
}

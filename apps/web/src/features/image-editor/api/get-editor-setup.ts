import { sceneExportEndpoints } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What the editor opens a template with: its scene, the overlay to draw, the price, ownership. */
export const editorSetupQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: ['editor-setup', templateId],
    queryFn: ({ signal }) =>
      callEndpoint(sceneExportEndpoints.templateEditorSetup, { params: { templateId }, signal }),
    // The overlay link is signed for a while; refetching on focus keeps it fresh.
    staleTime: 5 * 60_000,
  });

export const useEditorSetup = (templateId: string) => useQuery(editorSetupQueryOptions(templateId));

import { mediaEndpoints } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** How long a signed link is trusted before asking for a new one (links expire on the server). */
const SIGNED_LINK_STALE_MS = 5 * 60_000;

/**
 * The signed link of a direct-sell template's finished video. As the spec says, on failure the
 * link is null: the page then falls back to the preview or the "Video unavailable" placeholder.
 */
export async function getVideoUrl(
  templateId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const { videoUrl } = await callEndpoint(mediaEndpoints.videoUrl, {
      params: { templateId, fileName: `${templateId}compiled.mp4` },
      signal,
    });
    return videoUrl || null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * Owners get the full film, everyone else the preview: the key holds which one this viewer is, so
 * buying the template fetches the film's link at once instead of replaying the preview's.
 */
export function videoUrlQueryOptions(templateId: string, owned: boolean) {
  return queryOptions({
    queryKey: catalogueKeys.videoUrl(templateId, owned),
    queryFn: ({ signal }) => getVideoUrl(templateId, signal),
    staleTime: SIGNED_LINK_STALE_MS,
  });
}

export function useVideoUrl(templateId: string, owned: boolean) {
  return useQuery(videoUrlQueryOptions(templateId, owned));
}

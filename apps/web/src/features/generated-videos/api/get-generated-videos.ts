import { generatedVideoSchema, generatedVideosEndpoints } from '@frameshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Looser than the contract on `status` on purpose: a status this screen does not know yet shows
 * as "Video Unavailable" instead of failing the whole list.
 */
const generatedVideoItemSchema = generatedVideoSchema.extend({ status: z.string() });
const generatedVideosListSchema = z.object({ videos: z.array(generatedVideoItemSchema) });

export type GeneratedVideoItem = z.infer<typeof generatedVideoItemSchema>;

export async function getGeneratedVideos(signal?: AbortSignal): Promise<GeneratedVideoItem[]> {
  const { videos } = await callEndpoint(generatedVideosEndpoints.userGeneratedVideos, {
    schema: generatedVideosListSchema,
    signal,
  });
  return videos;
}

export const generatedVideosQueryOptions = queryOptions({
  // Under the signed-in user's scope ('me'), so signing out drops the list.
  queryKey: ['me', 'generated-videos'] as const,
  queryFn: ({ signal }) => getGeneratedVideos(signal),
  // The screen offers "Try Again"; silent retries would only delay telling the user.
  retry: false,
});

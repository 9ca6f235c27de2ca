import {
  ACTIVE_RENDER_STATUSES,
  generatedVideoSchema,
  generatedVideosEndpoints,
  RENDER_EVENTS_INTERVAL_MS,
} from '@frameshop/contract';
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

/** Whether a video may still change: it is waiting for or going through its render. */
export function isActiveVideo(video: GeneratedVideoItem): boolean {
  return (ACTIVE_RENDER_STATUSES as readonly string[]).includes(video.status);
}

/** How often the list is asked for again while any of its renders is running. */
export const GENERATED_VIDEOS_POLL_MS = RENDER_EVENTS_INTERVAL_MS * 2;
/** The longest wait between polls while the server keeps failing. */
const MAX_POLL_BACKOFF_MS = 30_000;

/**
 * Live progress comes from polling this one list, not from a render events stream per active card:
 * one request every two seconds covers any number of renders, whereas each stream holds a
 * connection open, and a browser allows only six per site over HTTP/1.1, so a few streams would
 * stall the page's other requests. Polling stops once nothing is active, pauses while the tab is
 * hidden (TanStack Query's default), and slows down while the server is failing.
 */
export const generatedVideosQueryOptions = queryOptions({
  // Under the signed-in user's scope ('me'), so signing out drops the list.
  queryKey: ['me', 'generated-videos'] as const,
  queryFn: ({ signal }) => getGeneratedVideos(signal),
  // The screen offers "Try Again"; silent retries would only delay telling the user.
  retry: false,
  refetchInterval: (query) => {
    if (!query.state.data?.some(isActiveVideo)) return false;
    const failures = Math.min(query.state.fetchFailureCount, 4);
    return Math.min(GENERATED_VIDEOS_POLL_MS * 2 ** failures, MAX_POLL_BACKOFF_MS);
  },
});

import { useEffect, useRef } from 'react';
import type { GeneratedVideoItem } from '../api/get-generated-videos';

/**
 * Calls `onCreditsReturned` when a render already in the list shows credits returned that it did
 * not show before (it failed, or was cancelled, while the list was open), so the balance shown
 * elsewhere is fetched again instead of lagging until the next page load.
 */
export function useRefundWatch(
  videos: readonly GeneratedVideoItem[],
  onCreditsReturned: () => unknown,
): void {
  const refundsSeen = useRef<Map<string, number> | null>(null);
  useEffect(() => {
    const before = refundsSeen.current;
    refundsSeen.current = new Map(videos.map((video) => [video.jobId, video.refundedCredits]));
    if (!before) return;
    const returned = videos.some(
      (video) => video.refundedCredits > 0 && before.get(video.jobId) === 0,
    );
    if (returned) void onCreditsReturned();
  }, [videos, onCreditsReturned]);
}

import { useState } from 'react';
import type { GeneratedVideoItem } from '../api/get-generated-videos';
import { videoTitle } from '../list-view';

const spoken: Record<string, string> = {
  queued: 'is queued',
  processing: 'is processing',
  completed: 'is ready to play',
  failed: 'failed to generate',
  cancelled: 'was cancelled',
};

/**
 * What a screen reader should hear when renders change status while the list is open ("Birthday
 * Bash is ready to play."). Progress ticks are not announced: a percent every two seconds would
 * drown everything else out; the progress bars carry it for whoever looks.
 */
export function useStatusAnnouncement(videos: readonly GeneratedVideoItem[]): string {
  const [seen, setSeen] = useState(videos);
  const [announcement, setAnnouncement] = useState('');
  // Compared while rendering (React's pattern for reacting to a prop change), not in an effect.
  if (seen !== videos) {
    setSeen(videos);
    const before = new Map(seen.map((video) => [video.jobId, video.status]));
    const changes = videos
      .filter((video) => before.has(video.jobId) && before.get(video.jobId) !== video.status)
      .map((video) => `${videoTitle(video)} ${spoken[video.status] ?? `is ${video.status}`}.`);
    if (changes.length > 0) setAnnouncement(changes.join(' '));
  }
  return announcement;
}

import { useEffect, useState } from 'react';

/** Thumbnails on the trim timeline, and how tall each is drawn (its width follows the video). */
export const TIMELINE_THUMBNAILS = 8;
const THUMBNAIL_HEIGHT = 48;

/**
 * Frames spread over a video, drawn from the video itself into small canvases one seek at a time,
 * as picture URLs; they arrive one by one, and a video that cannot be read leaves the strip empty.
 */
export function useVideoThumbnails(url: string, durationSeconds: number): (string | null)[] {
  const [frames, setFrames] = useState<{ url: string; images: (string | null)[] }>({
    url,
    images: [],
  });

  useEffect(() => {
    let live = true;
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    const canvas = document.createElement('canvas');
    const times = Array.from(
      { length: TIMELINE_THUMBNAILS },
      (_, index) => ((index + 0.5) / TIMELINE_THUMBNAILS) * durationSeconds,
    );
    let next = 0;

    const seekNext = () => {
      if (!live || next >= times.length) return;
      video.currentTime = times[next]!;
    };
    video.addEventListener('loadeddata', () => {
      const ratio = video.videoWidth / video.videoHeight || 16 / 9;
      canvas.height = THUMBNAIL_HEIGHT;
      canvas.width = Math.round(THUMBNAIL_HEIGHT * ratio);
      seekNext();
    });
    video.addEventListener('seeked', () => {
      const context = canvas.getContext('2d');
      if (!live || !context) return;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = canvas.toDataURL('image/jpeg', 0.7);
      const index = next;
      setFrames((current) => {
        const images = current.url === url ? [...current.images] : [];
        images[index] = image;
        return { url, images };
      });
      next += 1;
      seekNext();
    });
    video.src = url;
    return () => {
      live = false;
      video.removeAttribute('src');
    };
  }, [url, durationSeconds]);

  const images = frames.url === url ? frames.images : [];
  return Array.from({ length: TIMELINE_THUMBNAILS }, (_, index) => images[index] ?? null);
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A video template's preview, played behind the buyer's layers (the export lays them over the
 * video in the same places), and the button that pauses it on a frame to place against. It starts
 * paused for a visitor who asks for less motion.
 */
export function useBackdropVideo(url: string | null) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // A browser that refuses to play (no autoplay, a broken file) shows the button as paused.
    if (playing) element.play()?.catch(() => setPlaying(false));
    else element.pause();
  }, [playing, url]);

  if (!url) return { video: null, toggle: null };
  return {
    video: (
      <video
        ref={video}
        src={url}
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        data-testid="template-video"
        className="pointer-events-none absolute inset-0 size-full object-fill"
      />
    ),
    toggle: (
      <Button size="sm" variant="secondary" onClick={() => setPlaying((now) => !now)}>
        {playing ? 'Pause the video' : 'Play the video'}
      </Button>
    ),
  };
}

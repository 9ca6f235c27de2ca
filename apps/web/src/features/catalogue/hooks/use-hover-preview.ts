import { HOVER_PLAY_DELAY_MS } from '@frameshop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failedSources } from '../failed-sources';

// HTMLMediaElement.HAVE_FUTURE_DATA: enough is buffered to start playing without a stall.
const HAVE_FUTURE_DATA = 3;

function quietly(promise: Promise<void> | undefined): void {
  // play() rejects when a pause interrupts it (the pointer left); that is not an error here.
  promise?.catch(() => {});
}

/**
 * A card's preview video: pointing at the card (or focusing it) starts the video after
 * HOVER_PLAY_DELAY_MS if it is ready to play, or as soon as it becomes ready while the pointer is
 * still there; leaving pauses and rewinds it. A source that fails is remembered for the whole page
 * session and never tried again; the card keeps its poster.
 */
export function useHoverPreview(src: string | null) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovering = useRef(false);
  // The hover delay has passed: readiness from now on means play.
  const due = useRef(false);
  const [failed, setFailed] = useState(() => src === null || failedSources.has(src));
  const [playing, setPlaying] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    if (src === null || failedSources.has(src)) return;
    hovering.current = true;
    due.current = false;
    clearTimeout(timer.current);
    const video = videoRef.current;
    // Cards wait with preload="none" so a grid costs no video traffic; a hover is the cue to fetch.
    if (video && video.preload === 'none') {
      video.preload = 'auto';
      video.load();
    }
    timer.current = setTimeout(() => {
      due.current = true;
      const current = videoRef.current;
      if (current && hovering.current && current.readyState >= HAVE_FUTURE_DATA) {
        quietly(current.play());
      }
    }, HOVER_PLAY_DELAY_MS);
  }, [src]);

  const stop = useCallback(() => {
    hovering.current = false;
    due.current = false;
    clearTimeout(timer.current);
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.currentTime = 0;
    }
    setPlaying(false);
  }, []);

  const onCanPlay = useCallback(() => {
    const video = videoRef.current;
    if (video && hovering.current && due.current && video.paused) quietly(video.play());
  }, []);

  const onPlaying = useCallback(() => {
    if (hovering.current) setPlaying(true);
  }, []);

  const onError = useCallback(() => {
    if (src !== null) failedSources.add(src);
    hovering.current = false;
    clearTimeout(timer.current);
    setPlaying(false);
    setFailed(true);
  }, [src]);

  return {
    videoRef,
    /** True once the source failed (now or earlier in the session): show the poster only. */
    failed,
    /** True while the preview is actually playing; the poster stays until then. */
    playing,
    triggerProps: { onMouseEnter: start, onMouseLeave: stop, onFocus: start, onBlur: stop },
    videoProps: { onCanPlay, onPlaying, onError },
  };
}

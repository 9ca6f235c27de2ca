import { MEDIA_RETRY_DELAY_MS, MEDIA_RETRY_LIMIT } from '@frameshop/contract';
import { useCallback, useEffect, useState } from 'react';
import { withCacheBust } from '../cache-bust';
import { preloadMedia } from '../preload-media';

/**
 * `checking`: the HEAD preload is running. `ready`: the element has its source. `retrying`: the
 * element failed and a cache-busting retry is scheduled. `failed`: MEDIA_RETRY_LIMIT retries failed
 * (Media Loading Error). `missing`: there is no file to load (no source, or every check said 404).
 */
export type MediaPhase = 'checking' | 'ready' | 'retrying' | 'failed' | 'missing';

interface Options {
  /** Check the file with HEAD requests before handing it to the element (videos). */
  preload: boolean;
}

/**
 * Loading media that may be briefly unavailable (a file still being written, a flaky network):
 * preload with HEAD (MEDIA_PRELOAD_ATTEMPTS tries), then on an element error up to
 * MEDIA_RETRY_LIMIT retries MEDIA_RETRY_DELAY_MS apart, each with a new cache-busting URL, then a
 * manual retry. Mount it with `key={src}` so a new source starts afresh.
 */
export function useResilientMedia(src: string | null, { preload }: Options) {
  const initial: MediaPhase = src === null ? 'missing' : preload ? 'checking' : 'ready';
  const [phase, setPhase] = useState<MediaPhase>(initial);
  const [retries, setRetries] = useState(0);
  const [bust, setBust] = useState<number | null>(null);
  // Bumped by a manual retry, to run the preload again.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (src === null || !preload) return;
    const controller = new AbortController();
    preloadMedia(src, controller.signal).then(
      // `unreachable` still goes ahead: the element may load what HEAD could not check.
      (result) => setPhase(result === 'missing' ? 'missing' : 'ready'),
      () => {
        // Aborted: this source or round was replaced.
      },
    );
    return () => controller.abort();
  }, [src, preload, round]);

  useEffect(() => {
    if (phase !== 'retrying') return;
    const timer = setTimeout(() => {
      setRetries((count) => count + 1);
      setBust(Date.now());
      setPhase('ready');
    }, MEDIA_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const onError = useCallback(() => {
    setPhase((current) => {
      if (current !== 'ready') return current;
      return retries < MEDIA_RETRY_LIMIT ? 'retrying' : 'failed';
    });
  }, [retries]);

  const retry = useCallback(() => {
    if (src === null) return;
    setRetries(0);
    setBust(Date.now());
    setPhase(preload ? 'checking' : 'ready');
    setRound((value) => value + 1);
  }, [src, preload]);

  const elementSrc =
    src === null || phase === 'checking' || phase === 'missing'
      ? undefined
      : withCacheBust(src, bust);

  return { phase, retries, elementSrc, onError, retry };
}

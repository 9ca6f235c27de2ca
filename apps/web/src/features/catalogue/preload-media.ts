import { MEDIA_PRELOAD_ATTEMPTS, MEDIA_PRELOAD_WAITS_MS } from '@frameshop/contract';

/**
 * `ok`: the file answers. `missing`: every attempt said 404, so there is nothing to play.
 * `unreachable`: the check kept failing otherwise (offline, a 5xx, a store that refuses HEAD on a
 * link signed for GET); the player may still manage, so it gets its chance.
 */
export type PreloadResult = 'ok' | 'missing' | 'unreachable';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Asks for a media file's headers before the player needs it (warming the connection and caches),
 * trying MEDIA_PRELOAD_ATTEMPTS times with longer waits between tries (1 s, then 2 s).
 */
export async function preloadMedia(src: string, signal: AbortSignal): Promise<PreloadResult> {
  // In-memory media needs no check.
  if (/^(blob|data):/i.test(src)) return 'ok';
  let lastStatus = 0;
  for (let attempt = 1; attempt <= MEDIA_PRELOAD_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(src, { method: 'HEAD', signal });
      if (response.ok) return 'ok';
      lastStatus = response.status;
    } catch (error) {
      if (signal.aborted) throw error;
      lastStatus = 0;
    }
    if (attempt < MEDIA_PRELOAD_ATTEMPTS) {
      const pause = MEDIA_PRELOAD_WAITS_MS[attempt - 1] ?? MEDIA_PRELOAD_WAITS_MS.at(-1) ?? 0;
      await wait(pause, signal);
    }
  }
  return lastStatus === 404 ? 'missing' : 'unreachable';
}

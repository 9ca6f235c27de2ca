import type { MediaStorage } from '../media';

/** How long one answer about the storage is reused: a load balancer's probes cost one HeadBucket. */
export const STORAGE_CHECK_CACHE_MS = 5_000;

/**
 * Whether the media store is reachable, asked at most once per STORAGE_CHECK_CACHE_MS (a failure
 * is remembered as long); probes arriving while one check runs share it.
 */
export function createStorageCheck(
  storage: Pick<MediaStorage, 'checkReachable'>,
  onDown: (error: unknown) => void,
  now: () => number = Date.now,
): () => Promise<'ok' | 'down'> {
  let last: { at: number; result: Promise<'ok' | 'down'> } | undefined;
  return () => {
    if (last && now() - last.at < STORAGE_CHECK_CACHE_MS) return last.result;
    const result = storage.checkReachable().then(
      () => 'ok' as const,
      (error: unknown) => {
        onDown(error);
        return 'down' as const;
      },
    );
    last = { at: now(), result };
    return result;
  };
}

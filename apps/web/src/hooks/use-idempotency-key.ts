import { useCallback, useRef } from 'react';
import { newIdempotencyKey, outcomeUnknown } from '../lib/idempotency-key';

/**
 * The Idempotency-Key of one action (a purchase, a download, a checkout): `take` gives the key
 * for a click, a fresh one unless the last attempt ended with its outcome unknown, in which case
 * the retry carries the same key. `settle` records how the attempt ended.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const take = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !outcomeUnknown(error)) key.current = null;
  }, []);
  return { take, settle };
}

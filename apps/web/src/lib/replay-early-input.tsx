import { useLayoutEffect } from 'react';
import type { EarlyInput } from './early-input';

/**
 * Rendered next to the app while it hydrates: its layout effect runs once the hydrated page is
 * committed, before anything renders again, and replays what was typed in the meantime.
 */
export function ReplayEarlyInput({ input }: { input: EarlyInput }) {
  useLayoutEffect(() => input.replay(), [input]);
  return null;
}

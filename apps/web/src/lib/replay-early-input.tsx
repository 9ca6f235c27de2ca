import { useLayoutEffect } from 'react';
import type { EarlyInput } from './early-input';
import { releaseEarlyActions } from './early-submit';

/**
 * Rendered next to the app while it hydrates: its layout effect runs once the hydrated page is
 * committed, before anything renders again, and replays what was typed in the meantime, then
 * presses the buttons pressed and sends a form sent in the meantime.
 */
export function ReplayEarlyInput({ input, root }: { input: EarlyInput; root: HTMLElement }) {
  useLayoutEffect(() => {
    input.replay();
    releaseEarlyActions(root);
  }, [input, root]);
  return null;
}

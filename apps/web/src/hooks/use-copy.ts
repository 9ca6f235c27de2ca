import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Puts text on the clipboard and says how it went. Without a secure origin (plain http on another
 * machine) the browser has no clipboard to write to: that is a failure the page names, so the
 * person selects and copies the text themselves.
 */
export function useCopy(): {
  state: CopyState;
  copy: (text: string) => void;
  reset: () => void;
} {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback((text: string) => {
    if (!navigator.clipboard) {
      setState('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return { state, copy, reset };
}

import { useEffect, useState } from 'react';
import { loadSceneFonts } from '../../../lib/scene-fonts';

/**
 * Whether the bundled faces are ready. Text must not be laid out before (its lines would be
 * those of a fallback font, not the ones the export draws, ADR 16), so the editor waits for
 * `ready` and offers Try Again on `failed`.
 */
export function useBundledFonts() {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadSceneFonts().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

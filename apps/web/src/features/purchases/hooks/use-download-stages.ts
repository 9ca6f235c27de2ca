import type { DownloadResponse } from '@frameshop/contract';
import { useCallback, useState } from 'react';

/**
 * The direct-sell download's steps (catalogue-and-commerce spec, section 2): a ready dialog with
 * the paid link, a processing overlay while the file arrives, then Download Complete, which hides
 * itself. How long the last two show is the dialogs' own (download-stages.tsx), loaded with them.
 */
export type DownloadStage =
  | { name: 'idle' }
  | { name: 'ready'; answer: DownloadResponse }
  | { name: 'processing' }
  | { name: 'complete' };

export function useDownloadStages() {
  const [stage, setStage] = useState<DownloadStage>({ name: 'idle' });
  // The same function every render: the dialogs time each step from its start.
  const next = useCallback(
    () =>
      setStage((shown) => (shown.name === 'processing' ? { name: 'complete' } : { name: 'idle' })),
    [],
  );
  return {
    stage,
    ready: (answer: DownloadResponse) => setStage({ name: 'ready', answer }),
    processing: () => setStage({ name: 'processing' }),
    /** Processing gives way to Download Complete, which gives way to nothing. */
    next,
    close: () => setStage({ name: 'idle' }),
  };
}

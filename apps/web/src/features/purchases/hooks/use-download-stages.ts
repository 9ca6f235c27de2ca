import { DOWNLOAD_COMPLETE_MS, DOWNLOAD_PROCESSING_MS } from '@frameshop/contract';
import type { DownloadResponse } from '@frameshop/contract';
import { useEffect, useState } from 'react';

/**
 * The direct-sell download's steps (catalogue-and-commerce spec, section 2): a ready dialog with
 * the paid link, a processing overlay for DOWNLOAD_PROCESSING_MS while the file arrives, then
 * Download Complete, which hides itself after DOWNLOAD_COMPLETE_MS.
 */
export type DownloadStage =
  | { name: 'idle' }
  | { name: 'ready'; answer: DownloadResponse }
  | { name: 'processing' }
  | { name: 'complete' };

export function useDownloadStages() {
  const [stage, setStage] = useState<DownloadStage>({ name: 'idle' });

  useEffect(() => {
    if (stage.name !== 'processing' && stage.name !== 'complete') return;
    const timer = window.setTimeout(
      () => setStage(stage.name === 'processing' ? { name: 'complete' } : { name: 'idle' }),
      stage.name === 'processing' ? DOWNLOAD_PROCESSING_MS : DOWNLOAD_COMPLETE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [stage.name]);

  return {
    stage,
    ready: (answer: DownloadResponse) => setStage({ name: 'ready', answer }),
    processing: () => setStage({ name: 'processing' }),
    close: () => setStage({ name: 'idle' }),
  };
}

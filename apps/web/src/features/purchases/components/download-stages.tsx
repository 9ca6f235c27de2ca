import { DOWNLOAD_COMPLETE_MS, DOWNLOAD_PROCESSING_MS } from '@frameshop/contract';
import { useEffect } from 'react';
import type { DownloadStage } from '../hooks/use-download-stages';
import { DownloadCompleteDialog } from './download-complete-dialog';
import { DownloadProcessingOverlay } from './download-processing-overlay';
import { DownloadReadyDialog } from './download-ready-dialog';

/**
 * Pay to Download's steps after the press: the file ready, the processing overlay for
 * DOWNLOAD_PROCESSING_MS while the browser fetches it, then Download Complete for
 * DOWNLOAD_COMPLETE_MS (`onNext`, the same function every render, moves on from each).
 */
export function DownloadStages({
  stage,
  templateName,
  onDownload,
  onNext,
  onClose,
}: {
  stage: DownloadStage;
  templateName: string;
  onDownload: () => void;
  onNext: () => void;
  onClose: () => void;
}) {
  useEffect(() => {
    if (stage.name !== 'processing' && stage.name !== 'complete') return;
    const timer = window.setTimeout(
      onNext,
      stage.name === 'processing' ? DOWNLOAD_PROCESSING_MS : DOWNLOAD_COMPLETE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [stage.name, onNext]);

  return (
    <>
      <DownloadReadyDialog
        answer={stage.name === 'ready' ? stage.answer : null}
        templateName={templateName}
        onDownload={onDownload}
        onClose={onClose}
      />
      <DownloadProcessingOverlay open={stage.name === 'processing'} />
      <DownloadCompleteDialog open={stage.name === 'complete'} onClose={onClose} />
    </>
  );
}

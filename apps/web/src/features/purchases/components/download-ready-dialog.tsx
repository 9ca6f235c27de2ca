import { paymentSuccessText } from '@frameshop/contract';
import type { DownloadResponse } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';

/**
 * The paid (or owned) file is ready: the payment's outcome when this download paid for it, and the
 * Download button that hands it to the browser.
 */
export function DownloadReadyDialog({
  answer,
  templateName,
  onDownload,
  onClose,
}: {
  answer: DownloadResponse | null;
  templateName: string;
  onDownload: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={answer !== null}
      onClose={onClose}
      title="Your download is ready"
      description={
        answer?.charged
          ? paymentSuccessText(answer.creditsCharged, answer.remainingCredits)
          : `You own ${templateName}: this download is free.`
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onDownload}>
            <DownloadIcon className="size-5" />
            Download
          </Button>
        </>
      }
    >
      {answer ? <p className="text-sm break-all text-ink-muted">File: {answer.fileName}</p> : null}
    </Modal>
  );
}

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
          {/* Close, not Cancel: after a charge nothing is undone, and it says where the file stays. */}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onDownload}>
            <DownloadIcon className="size-5" />
            Download
          </Button>
        </>
      }
    >
      {answer ? (
        <div className="space-y-2 text-sm text-ink-muted">
          <p className="break-all">File: {answer.fileName}</p>
          <p>It is yours: download it again, free, any time from your purchases.</p>
        </div>
      ) : null}
    </Modal>
  );
}

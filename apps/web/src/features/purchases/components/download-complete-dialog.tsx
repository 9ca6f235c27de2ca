import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';

/** Download Complete, with Continue Editing, which starts the page afresh as the spec asks. */
export function DownloadCompleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        <span className="flex items-center gap-2">
          <CheckCircleIcon className="size-6 text-success-600" />
          Download Complete
        </span>
      }
      description="Your video has been saved to your device. You own it: download it again any time, free."
      size="sm"
      footer={<Button onClick={() => window.location.reload()}>Continue Editing</Button>}
    />
  );
}

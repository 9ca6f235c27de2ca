import { Button } from '../../../components/ui/button';
import { formatCredits } from '../../../lib/format';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';

interface CancelRenderDialogProps {
  /** The template's name of the render being cancelled; null keeps the dialog closed. */
  title: string | null;
  /** What its order holds, returned by cancelling it. */
  heldCredits: number;
  cancelling: boolean;
  /** Why the last attempt failed, if it did. */
  problem: string | null;
  /** The failed attempt's request id, when the server named one. */
  problemReference: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a render is stopped: it cannot be resumed, only ordered again. */
export function CancelRenderDialog({
  title,
  heldCredits,
  cancelling,
  problem,
  problemReference,
  onConfirm,
  onClose,
}: CancelRenderDialogProps) {
  return (
    <Modal
      open={title !== null}
      onClose={() => {
        if (!cancelling) onClose();
      }}
      title="Cancel this render?"
      description={`“${title ?? ''}” will stop and not be finished. ${
        heldCredits
          ? `The ${formatCredits(heldCredits)} it holds are returned to your account.`
          : 'It holds no credits: nothing was taken for it.'
      }`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancelling}>
            Keep Rendering
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            disabled={cancelling}
            aria-busy={cancelling || undefined}
          >
            {cancelling ? <Spinner className="size-4" /> : null}
            Cancel Render
          </Button>
        </>
      }
    >
      {problem ? (
        <FormAlert tone="error" reference={problemReference}>
          {problem}
        </FormAlert>
      ) : null}
    </Modal>
  );
}

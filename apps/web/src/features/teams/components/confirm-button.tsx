import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { referenceOf, serverMessageOr } from '../../../lib/api-error';

interface ConfirmButtonProps {
  /** The button's words, and its accessible name when it needs more ("Remove Ana"). */
  label: string;
  accessibleLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Sends the change; a refusal is shown in the dialog in the server's words. */
  run: () => Promise<unknown>;
  failure: string;
  variant?: 'secondary' | 'danger';
}

/** A change that cannot be taken back (remove, leave, hand over, revoke), asked first. */
export function ConfirmButton({
  label,
  accessibleLabel,
  title,
  description,
  confirmLabel,
  run,
  failure,
  variant = 'secondary',
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
      setOpen(false);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        aria-label={accessibleLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={title}
        description={description}
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </>
        }
      >
        {error ? (
          <FormAlert tone="error" reference={referenceOf(error)}>
            {serverMessageOr(error, failure)}
          </FormAlert>
        ) : null}
      </Modal>
    </>
  );
}

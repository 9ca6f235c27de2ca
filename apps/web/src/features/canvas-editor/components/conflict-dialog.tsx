import type { Draft } from '@frameshop/contract';
import { DraftMessage } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface ConflictDialogProps {
  theirs: Draft | null;
  open: boolean;
  /** Decide later: the save status keeps saying so and opens the choice again. */
  onClose: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Another tab or device saved this design while this one was editing: neither version is thrown
 * away without the buyer's word. Closed, nothing is saved until they choose.
 */
export function ConflictDialog({
  theirs,
  open,
  onClose,
  onKeepMine,
  onTakeTheirs,
}: ConflictDialogProps) {
  const when = theirs?.savedAt ? new Date(theirs.savedAt).toLocaleString() : null;
  return (
    <Modal
      open={open && theirs !== null}
      onClose={onClose}
      closeOnBackdrop={false}
      title="A newer version of this design was saved"
      description={DraftMessage.newerVersion}
      footer={
        <>
          <Button variant="secondary" onClick={onTakeTheirs}>
            Take the other version
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        {when ? `The other version was saved ${when}. ` : ''}
        Keep mine saves what you see here over it; taking the other version replaces what you see
        (Undo brings yours back).
      </p>
    </Modal>
  );
}

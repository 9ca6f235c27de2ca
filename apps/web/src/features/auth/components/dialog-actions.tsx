import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A dialog step's buttons: the way back (Cancel, Change email) and the step's own action. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}

import type { Scene } from '@frameshop/contract';
import { useState } from 'react';
import { ConflictDialog } from '../components/conflict-dialog';
import { SaveStatusBadge } from '../components/save-status';
import { useAutosave, type AutosaveOptions } from './use-autosave';

/**
 * A draft saved as it is edited, as both editors save it: the autosave, the save status to show
 * beside the design, and the choice of version when another tab or device saved first.
 * `onTakeTheirs` is handed the other version's scene, for the editor to show.
 */
export function useDraftSaving({
  onTakeTheirs,
  ...options
}: AutosaveOptions & { onTakeTheirs: (theirs: Scene) => void }) {
  const saving = useAutosave(options);
  const [choosing, setChoosing] = useState(true);
  return {
    status: saving.status,
    badge: (
      <SaveStatusBadge
        status={saving.status}
        error={saving.error}
        onRetry={saving.retry}
        onChooseVersion={() => setChoosing(true)}
      />
    ),
    conflictDialog: (
      <ConflictDialog
        theirs={saving.conflict}
        open={choosing}
        onClose={() => setChoosing(false)}
        onKeepMine={() => {
          saving.keepMine();
          setChoosing(true);
        }}
        onTakeTheirs={() => {
          const theirs = saving.takeTheirs();
          if (theirs) onTakeTheirs(theirs);
          setChoosing(true);
        }}
      />
    ),
  };
}

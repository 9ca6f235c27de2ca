import type { Draft, Scene } from '@frameshop/contract';
import { useEffect, useState } from 'react';
import { saveDraft } from '../api/save-draft';
import { clearBackup, writeBackup } from '../draft-backup';
import { DraftSaver, type SaverState } from '../draft-saver';

export type { SaveStatus } from '../draft-saver';

export interface AutosaveOptions {
  templateId: string;
  userId: string;
  scene: Scene;
  /** The revision the first scene was made from (0: the template's own scene). */
  baseRevision: number;
  /** The scene the server holds, so opening the editor saves nothing. */
  savedScene: Scene;
  /** How long after a change it is saved: a burst of edits makes one save. */
  delayMs?: number;
}

/**
 * Saves the editor's scene by itself a moment after each change (`DraftSaver`), keeps it in the
 * browser until the server has it, and tries again when the browser comes back online. On a
 * newer version saved elsewhere it offers both: `keepMine`, or `takeTheirs`, which answers the
 * scene the editor should show.
 */
export function useAutosave({
  templateId,
  userId,
  scene,
  baseRevision,
  savedScene,
  delayMs = 800,
}: AutosaveOptions) {
  const [state, setState] = useState<SaverState>({
    status: 'saved',
    error: null,
    conflict: null,
  });
  const [saver] = useState(
    () =>
      new DraftSaver({
        save: (base, next) => saveDraft(templateId, base, next),
        backup: {
          write: (backup) => writeBackup(userId, templateId, backup),
          clear: () => clearBackup(userId, templateId),
        },
        baseRevision,
        savedScene,
        delayMs,
        onChange: setState,
      }),
  );

  useEffect(() => saver.change(scene), [saver, scene]);

  useEffect(() => {
    const online = () => void saver.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.dispose();
    };
  }, [saver]);

  return {
    ...state,
    retry: () => void saver.flush(),
    keepMine: () => saver.keepMine(),
    takeTheirs: (): Draft['scene'] | null => saver.takeTheirs(),
  };
}

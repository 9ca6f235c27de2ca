import type { Draft, Scene } from '@frameshop/contract';
import { useState, type ReactNode } from 'react';
import { useAutosave } from '../hooks/use-autosave';
import { useSceneEditor } from '../hooks/use-scene-editor';
import { CanvasWorkspace } from './canvas-workspace';
import { ConflictDialog } from './conflict-dialog';
import { SaveStatusBadge } from './save-status';

export interface CanvasEditorProps {
  draft: Draft;
  userId: string;
  /** Where the scene starts: the draft, or the browser's unsaved copy of it. */
  start: { baseRevision: number; scene: Scene };
  /** The URL of one of the buyer's photos, for drawing the slots that hold it. */
  photoUrlOf: (uploadId: string) => string | undefined;
  /** The buyer's photos to fill a slot from (the uploads feature's picker, from the route). */
  renderPhotoPicker: (selectedId: string | null, onPick: (uploadId: string) => void) => ReactNode;
  /**
   * Export (from the route): handed the scene shown and whether the server holds it yet, so a
   * design is exported only once its draft is saved.
   */
  renderExport: (scene: Scene, saved: boolean) => ReactNode;
}

/**
 * The canvas editor of a buyer's draft: the workspace (`CanvasWorkspace`) with saving that runs
 * by itself (`useAutosave`) and, when another tab or device saved first, the choice of version.
 */
export function CanvasEditor({
  draft,
  userId,
  start,
  photoUrlOf,
  renderPhotoPicker,
  renderExport,
}: CanvasEditorProps) {
  const editor = useSceneEditor(start.scene);
  const { scene, change } = editor;
  const [choosing, setChoosing] = useState(true);
  const saving = useAutosave({
    templateId: draft.template.templateId,
    userId,
    scene,
    baseRevision: start.baseRevision,
    savedScene: draft.scene,
  });

  return (
    <>
      <CanvasWorkspace
        editor={editor}
        overlayUrl={draft.template.overlayUrl}
        backdropVideoUrl={draft.template.previewVideoUrl}
        photoUrlOf={photoUrlOf}
        renderSlotFields={(layer, onPick) => renderPhotoPicker(layer.uploadId, onPick)}
        action={renderExport(scene, saving.status === 'saved')}
        status={
          <SaveStatusBadge
            status={saving.status}
            error={saving.error}
            onRetry={saving.retry}
            onChooseVersion={() => setChoosing(true)}
          />
        }
        hint={
          <>
            Drag to move, corners to resize, the round handle to turn; double-click a text to edit
            it where it is, or a photo to move and zoom it in its slot (Enter on the canvas does
            both). Arrow keys nudge, Delete removes, Ctrl+Z undoes and Ctrl+Shift+Z redoes. Your
            design is saved as you go.
          </>
        }
      />
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
          // A step of its own: Undo brings the buyer's version back (and saves it).
          if (theirs) change(() => theirs);
          setChoosing(true);
        }}
      />
    </>
  );
}

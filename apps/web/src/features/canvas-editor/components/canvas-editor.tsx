import type { BrandKit, BrandLogo, Draft, Scene } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { useDraftSaving } from '../hooks/use-draft-saving';
import { useSceneEditor } from '../hooks/use-scene-editor';
import { CanvasWorkspace } from './canvas-workspace';

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
  /** The buyer's brand kit, once loaded (ADR 60). */
  brand?: BrandKit | undefined;
  /** Makes a kit's logo one of the buyer's photos, answering its upload id. */
  uploadLogo?: (logo: BrandLogo) => Promise<string>;
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
  brand,
  uploadLogo,
}: CanvasEditorProps) {
  const editor = useSceneEditor(start.scene);
  const { scene, change } = editor;
  const saving = useDraftSaving({
    templateId: draft.template.templateId,
    userId,
    scene,
    baseRevision: start.baseRevision,
    savedScene: draft.scene,
    // A step of its own: Undo brings the buyer's version back (and saves it).
    onTakeTheirs: (theirs) => change(() => theirs),
  });

  return (
    <>
      <CanvasWorkspace
        editor={editor}
        overlayUrl={draft.template.overlayUrl}
        backdropVideoUrl={draft.template.previewVideoUrl}
        photoUrlOf={photoUrlOf}
        renderSlotFields={(layer, onPick) => renderPhotoPicker(layer.uploadId, onPick)}
        brand={brand}
        uploadLogo={uploadLogo}
        action={renderExport(scene, saving.status === 'saved')}
        status={saving.badge}
        hint={
          <>
            Drag to move, corners to resize, the round handle to turn; double-click a text to edit
            it where it is, or a photo to move and zoom it in its slot (Enter on the canvas does
            both). Arrow keys nudge, Delete removes, Ctrl+Z undoes and Ctrl+Shift+Z redoes. Your
            design is saved as you go.
          </>
        }
      />
      {saving.conflictDialog}
    </>
  );
}

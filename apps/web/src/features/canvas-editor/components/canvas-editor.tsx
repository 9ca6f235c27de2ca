import type { Draft, Scene, TextLayer } from '@frameshop/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { useAutosave } from '../hooks/use-autosave';
import { useEditorKeys } from '../hooks/use-editor-keys';
import { useScenePictures } from '../hooks/use-scene-pictures';
import { useSceneEditor } from '../hooks/use-scene-editor';
import { frameOf, isEditable, withFrame, type Frame } from '../layer-frame';
import {
  addTextLayer,
  canAddLayer,
  moveInOrder,
  removeLayer,
  setFlag,
  setText,
  updateLayer,
} from '../scene-edits';
import { ConflictDialog } from './conflict-dialog';
import { EditorToolbar } from './editor-toolbar';
import { LayerList } from './layer-list';
import { SaveStatusBadge } from './save-status';
import { SceneStage } from './scene-stage';
import { TextFields } from './text-fields';

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

const ZOOM_STEPS = [1, 1.5, 2, 3];

/**
 * The canvas editor: the scene drawn by the shared renderer with handles to move, size and turn
 * the buyer's layers, their list, the selected layer's fields, undo and redo, and saving that
 * runs by itself (`useAutosave`).
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
  const { scene, change, measurer } = editor;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingTextId, setEditingTextId] = useState<string | null>(null);
  const [adjustingId, setAdjustingId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [choosing, setChoosing] = useState(true);
  const templateId = draft.template.templateId;
  const pictures = useScenePictures(scene, draft.template.overlayUrl, photoUrlOf);
  const saving = useAutosave({
    templateId,
    userId,
    scene,
    baseRevision: start.baseRevision,
    savedScene: draft.scene,
  });
  const selected = scene.layers.find((layer) => layer.id === selectedId);
  const editable = isEditable(selected) ? selected : undefined;

  const place = useCallback(
    (id: string, frame: Frame, gesture: string | null) =>
      change((now) => updateLayer(now, measurer, id, (layer) => withFrame(layer, frame)), gesture),
    [change, measurer],
  );
  const editText = (patch: Partial<TextLayer>, field: string) => {
    if (!editable) return;
    change(
      (now) =>
        updateLayer(now, measurer, editable.id, (layer) =>
          layer.type === 'text' ? { ...layer, ...patch } : layer,
        ),
      `text:${editable.id}:${field}`,
    );
  };
  const addText = () => {
    const added = addTextLayer(scene, measurer);
    change(() => added.scene);
    setSelectedId(added.id);
  };

  useEditorKeys(
    {
      undo: editor.undo,
      redo: editor.redo,
      nudge: (dx, dy) => {
        if (!editable || editable.locked) return false;
        const frame = frameOf(editable);
        place(editable.id, { ...frame, x: frame.x + dx, y: frame.y + dy }, null);
        return true;
      },
      remove: () => {
        if (!editable || editable.locked) return false;
        change((now) => removeLayer(now, editable.id));
        setSelectedId(null);
        return true;
      },
      deselect: () => setSelectedId(null),
    },
    true,
  );

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-12">
      {/* On a phone the fields are below the canvas: it stays in view while they are used. */}
      <div className="sticky top-16 z-30 min-w-0 space-y-2 self-start bg-canvas pt-2 pb-1 lg:static lg:col-span-8 lg:space-y-3 lg:p-0">
        <EditorToolbar
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          onUndo={editor.undo}
          onRedo={editor.redo}
          zoom={zoom}
          onZoomIn={() => setZoom((now) => ZOOM_STEPS.find((step) => step > now) ?? now)}
          onZoomOut={() => setZoom((now) => ZOOM_STEPS.findLast((step) => step < now) ?? now)}
          onFit={() => setZoom(1)}
          exportAction={renderExport(scene, saving.status === 'saved')}
          status={
            <SaveStatusBadge
              status={saving.status}
              error={saving.error}
              onRetry={saving.retry}
              onChooseVersion={() => setChoosing(true)}
            />
          }
        />
        <SceneStage
          scene={scene}
          assets={pictures}
          backdropVideoUrl={draft.template.previewVideoUrl}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onFrame={place}
          onGestureEnd={editor.endGesture}
          zoom={zoom}
          editingTextId={editingTextId}
          onEditText={setEditingTextId}
          onTextDone={(id, text) => {
            setEditingTextId(null);
            // One change, one undo step, whatever was typed in the box.
            if (text !== null) change((now) => setText(now, measurer, id, text));
          }}
          adjustingId={adjustingId}
          onAdjust={(id) => {
            // Everything done to the photo while adjusting it is one undo step.
            if (id === null) editor.endGesture();
            setAdjustingId(id);
          }}
          onPlacement={(id, placement) =>
            change(
              (now) =>
                updateLayer(now, measurer, id, (layer) =>
                  layer.type === 'image' ? { ...layer, ...placement } : layer,
                ),
              `adjust:${id}`,
            )
          }
        />
        <p className="hidden text-xs text-ink-muted lg:block">
          Drag to move, corners to resize, the round handle to turn; double-click a text to edit it
          where it is, or a photo to move and zoom it in its slot (Enter on the canvas does both).
          Arrow keys nudge, Delete removes, Ctrl+Z undoes and Ctrl+Shift+Z redoes. Your design is
          saved as you go.
        </p>
      </div>

      <aside className="min-w-0 space-y-6 lg:col-span-4">
        <section className="space-y-3">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-ink">Layers</h2>
            <Button size="sm" variant="secondary" onClick={addText} disabled={!canAddLayer(scene)}>
              <PlusIcon className="size-4" /> Add text
            </Button>
          </div>
          <LayerList
            scene={scene}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onToggle={(id, flag, value) => change((now) => setFlag(now, id, flag, value))}
            onMove={(id, direction) => change((now) => moveInOrder(now, id, direction))}
          />
        </section>

        {editable ? (
          <section className="space-y-3" aria-label="Selected layer">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-ink">
                {editable.type === 'text' ? 'Text' : 'Photo'}
              </h2>
              <Button
                size="sm"
                variant="ghost"
                disabled={editable.locked}
                onClick={() => {
                  change((now) => removeLayer(now, editable.id));
                  setSelectedId(null);
                }}
              >
                Delete layer
              </Button>
            </div>
            {editable.locked ? (
              <p className="text-sm text-ink-muted">Unlock this layer to change it.</p>
            ) : editable.type === 'text' ? (
              <TextFields layer={editable} onChange={editText} onFieldDone={editor.endGesture} />
            ) : (
              renderPhotoPicker(editable.uploadId, (uploadId) =>
                change((now) =>
                  updateLayer(now, measurer, editable.id, (layer) =>
                    layer.type === 'image' ? { ...layer, uploadId } : layer,
                  ),
                ),
              )
            )}
          </section>
        ) : (
          <p className="text-sm text-ink-muted">
            Select a layer on the canvas or in the list to change it.
          </p>
        )}
      </aside>

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
    </div>
  );
}

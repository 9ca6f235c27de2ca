import type { BrandKit, BrandLogo, ImageSlotLayer, Scene, TextLayer } from '@frameshop/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon, SparklesIcon } from '../../../components/ui/icons';
import { measurerWithBrandFonts } from '../../../lib/canvas-measurer';
import { useBrandFonts } from '../../../hooks/use-brand-fonts';
import { applyBrand } from '../brand-edits';
import { useEditorKeys } from '../hooks/use-editor-keys';
import { useScenePictures } from '../hooks/use-scene-pictures';
import type { SceneEditor } from '../hooks/use-scene-editor';
import { frameOf, isEditable, withFrame, type Frame } from '../layer-frame';
import {
  addLogoLayer,
  addPhotoSlot,
  addTextLayer,
  canAddLayer,
  moveInOrder,
  removeLayer,
  setFlag,
  setText,
  updateLayer,
} from '../scene-edits';
import { EditorToolbar } from './editor-toolbar';
import { isLogoLayer } from '../layer-names';
import { LayerList } from './layer-list';
import { LogoPicker } from './logo-picker';
import { SceneStage } from './scene-stage';
import { TextFields } from './text-fields';

export interface CanvasWorkspaceProps {
  /** The scene and its undo stack, owned by the mode around the workspace (draft or template). */
  editor: SceneEditor;
  /** The template's overlay to draw (the reduced, watermarked preview, ADR 13). */
  overlayUrl: string | null;
  /** A video template's preview, played behind the layers. */
  backdropVideoUrl: string | null;
  /** The URL of a photo in a slot, for drawing it. */
  photoUrlOf: (uploadId: string) => string | undefined;
  /** What the selected photo slot offers: the buyer's photos, or the owner's note. */
  renderSlotFields: (layer: ImageSlotLayer, onPick: (uploadId: string | null) => void) => ReactNode;
  /** The save status and the mode's own action (Export, Save starting scene), top right. */
  status: ReactNode;
  action: ReactNode;
  /** How to use the canvas, under it on a wide screen. */
  hint: ReactNode;
  /** The owner's template mode places photo slots; a buyer fills the ones there are. */
  canAddPhotoSlots?: boolean;
  /**
   * The buyer's brand kit (ADR 60): its colours first in the colour pickers, its fonts in the font
   * list, and Apply brand. The owner's template mode marks brandable colours instead.
   */
  brand?: BrandKit;
  /** Makes a kit's logo one of the buyer's photos, answering its upload id (a buyer's mode only). */
  uploadLogo?: (logo: BrandLogo) => Promise<string>;
}

const ZOOM_STEPS = [1, 1.5, 2, 3];

/**
 * The canvas editor's working parts, whichever mode it is in: the scene drawn by the shared
 * renderer with handles to move, size and turn the editable layers, their list, the selected
 * layer's fields, undo and redo, and zoom. Saving is the mode's (`CanvasEditor` saves a buyer's
 * draft by itself, `TemplateSceneEditor` saves the owner's starting scene on request).
 */
export function CanvasWorkspace({
  editor,
  overlayUrl,
  backdropVideoUrl,
  photoUrlOf,
  renderSlotFields,
  status,
  action,
  hint,
  canAddPhotoSlots = false,
  brand,
  uploadLogo,
}: CanvasWorkspaceProps) {
  const { scene, change } = editor;
  const brandFonts = useBrandFonts(brand?.fonts);
  // Text in a kit font is laid out in it once its file is loaded, as the server draws it.
  const measurer = useMemo(
    () => measurerWithBrandFonts(brandFonts.families),
    [brandFonts.families],
  );
  const latestScene = useRef(scene);
  useEffect(() => {
    latestScene.current = scene;
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingTextId, setEditingTextId] = useState<string | null>(null);
  const [adjustingId, setAdjustingId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const pictures = useScenePictures(scene, overlayUrl, photoUrlOf);
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
  const add = (added: { scene: Scene; id: string }) => {
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
          exportAction={action}
          status={status}
        />
        <SceneStage
          scene={scene}
          assets={
            brandFonts.families.size ? { ...pictures, brandFonts: brandFonts.families } : pictures
          }
          backdropVideoUrl={backdropVideoUrl}
          outlineEmptySlots={canAddPhotoSlots}
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
        <p className="hidden text-xs text-ink-muted lg:block">{hint}</p>
      </div>

      <aside className="min-w-0 space-y-6 lg:col-span-4">
        <section className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-ink">Layers</h2>
            <div className="flex flex-wrap gap-2">
              {canAddPhotoSlots ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => add(addPhotoSlot(scene))}
                  disabled={!canAddLayer(scene)}
                >
                  <PlusIcon className="size-4" /> Add photo slot
                </Button>
              ) : null}
              {brand ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!brandFonts.ready}
                  title="Sets the texts in your brand kit's heading and body fonts and the template's brand colours to yours"
                  onClick={() => change((now) => applyBrand(now, measurer, brand))}
                >
                  <SparklesIcon className="size-4" /> Apply brand
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => add(addTextLayer(scene, measurer))}
                disabled={!canAddLayer(scene)}
              >
                <PlusIcon className="size-4" /> Add text
              </Button>
            </div>
            {brand?.logos.length && uploadLogo ? (
              <LogoPicker
                logos={brand.logos}
                disabled={!canAddLayer(scene)}
                onPick={async (logo) => {
                  const uploadId = await uploadLogo(logo);
                  // The scene as it is once the logo is sent, not as it was when it was picked.
                  add(addLogoLayer(latestScene.current, uploadId, logo));
                }}
              />
            ) : null}
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
                {editable.type === 'text' ? 'Text' : isLogoLayer(editable) ? 'Logo' : 'Photo'}
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
              <TextFields
                layer={editable}
                onChange={editText}
                onFieldDone={editor.endGesture}
                brand={brand}
                marksBrandColors={canAddPhotoSlots}
              />
            ) : (
              renderSlotFields(editable, (uploadId) =>
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
    </div>
  );
}

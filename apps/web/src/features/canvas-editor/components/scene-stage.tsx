import type { ImageSlotLayer, Scene, SceneLayer } from '@frameshop/contract';
import { drawScene, type SceneAssets } from '@frameshop/scene-renderer';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useFittedSize } from '../hooks/use-fitted-size';
import {
  frameContains,
  frameOf,
  isEditable,
  resizeFrame,
  rotateFrame,
  type Corner,
  type Frame,
} from '../layer-frame';
import { snapFrame, type Guide } from '../snapping';
import type { PhotoPlacement } from '../../../lib/photo-placement';
import { useBackdropVideo } from './backdrop-video';
import { PhotoAdjuster } from './photo-adjuster';
import { TextInPlace } from './text-in-place';

interface SceneStageProps {
  scene: Scene;
  assets: SceneAssets<HTMLImageElement>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A layer placed anew during a gesture; every call of one drag shares `gesture`. */
  onFrame: (id: string, frame: Frame, gesture: string) => void;
  onGestureEnd: () => void;
  /** 1 fits the canvas in the view; more zooms in (the view scrolls). */
  zoom: number;
  /** The text layer being edited in place (left out of the drawing meanwhile), if any. */
  editingTextId: string | null;
  /** Double-click, or Enter with the canvas focused, on a text layer that is not locked. */
  onEditText: (id: string) => void;
  /** The words typed in place, or null when the edit was called off. */
  onTextDone: (id: string, text: string | null) => void;
  /** The photo slot whose photo is being moved and zoomed inside it, if any. */
  adjustingId: string | null;
  /** Double-click, or Enter with the canvas focused, on a filled photo slot; null ends it. */
  onAdjust: (id: string | null) => void;
  onPlacement: (id: string, placement: PhotoPlacement) => void;
  /**
   * A video template's preview: played behind the canvas, which then draws only the buyer's
   * layers, as the export burns them into the video.
   */
  backdropVideoUrl: string | null;
  /**
   * Marks the empty photo slots, which draw nothing: the owner designing a starting scene sees
   * where buyers' photos will go.
   */
  outlineEmptySlots?: boolean;
}

type Drag =
  | { kind: 'move'; id: string; from: { x: number; y: number }; start: Frame; gesture: string }
  | { kind: 'resize'; id: string; corner: Corner; start: Frame; gesture: string }
  | { kind: 'rotate'; id: string; start: Frame; gesture: string };

/** How near, in screen pixels, a dragged layer jumps onto a guide. */
const SNAP_REACH_PX = 6;
const CORNERS: Corner[] = [
  { sx: -1, sy: -1 },
  { sx: 1, sy: -1 },
  { sx: -1, sy: 1 },
  { sx: 1, sy: 1 },
];
let gestures = 0;

/**
 * The scene drawn by the shared renderer (ADR 16) at the comp's shape, and over it the selected
 * layer's frame with its handles: drag a layer to move it (it snaps to the comp's centre and
 * edges and to other layers), a corner to size it, the round handle to turn it. Pointer events,
 * so a finger works as a mouse does.
 */
export function SceneStage(props: SceneStageProps) {
  const { scene, assets, selectedId, onSelect, onFrame, onGestureEnd, zoom } = props;
  const { editingTextId, onEditText, onTextDone, adjustingId, onAdjust, onPlacement } = props;
  const { backdropVideoUrl, outlineEmptySlots = false } = props;
  const backdrop = useBackdropVideo(backdropVideoUrl);
  const view = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const fitted = useFittedSize(view, scene);
  const width = fitted.width * zoom;
  const height = fitted.height * zoom;
  const scale = width / scene.width || 1;

  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!target || !context || width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    target.width = Math.round(width * ratio);
    target.height = Math.round(height * ratio);
    context.clearRect(0, 0, target.width, target.height);
    // Text edited in place is drawn by its text box alone, not twice.
    const drawn = editingTextId
      ? {
          ...scene,
          layers: scene.layers.map((layer) =>
            layer.id === editingTextId ? { ...layer, hidden: true } : layer,
          ),
        }
      : scene;
    drawScene<HTMLImageElement>(context, drawn, assets, {
      scale: target.width / scene.width,
      layers: backdropVideoUrl ? 'buyer' : 'all',
    });
  }, [scene, assets, width, height, editingTextId, backdropVideoUrl]);

  const selected = scene.layers.find((layer) => layer.id === selectedId);
  const busyId = editingTextId ?? adjustingId;
  const frame = isEditable(selected) && selected.id !== busyId ? frameOf(selected) : null;
  const editingText = scene.layers.find((layer) => layer.id === editingTextId);
  const adjusting = scene.layers.find((layer) => layer.id === adjustingId);
  const emptySlots = outlineEmptySlots
    ? scene.layers.filter(
        (layer): layer is ImageSlotLayer =>
          layer.type === 'image' && !layer.uploadId && !layer.hidden,
      )
    : [];

  /** Text opens in place; a filled photo slot opens its photo to move and zoom. */
  const open = (layer: SceneLayer | undefined) => {
    if (!isEditable(layer) || layer.locked || layer.hidden) return false;
    if (layer.type === 'image' && !layer.uploadId) return false;
    onSelect(layer.id);
    if (layer.type === 'text') onEditText(layer.id);
    else onAdjust(layer.id);
    return true;
  };

  const toComp = (event: { clientX: number; clientY: number; currentTarget: Element }) => {
    const box = event.currentTarget.closest('[data-stage]')!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * scene.width,
      y: ((event.clientY - box.top) / box.height) * scene.height,
    };
  };

  const begin = (event: PointerEvent<HTMLElement>, next: Drag) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    event.stopPropagation();
    drag.current = next;
  };

  // Topmost first: what is drawn last is what the buyer sees under their finger.
  const layerAt = (point: { x: number; y: number }) =>
    [...scene.layers]
      .reverse()
      .find((layer) => isEditable(layer) && !layer.hidden && frameContains(frameOf(layer), point));

  const onStagePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A press outside the photo being adjusted ends the adjustment.
    if (adjustingId) onAdjust(null);
    const point = toComp(event);
    const hit = layerAt(point);
    onSelect(hit?.id ?? null);
    if (!isEditable(hit) || hit.locked) return;
    const start = frameOf(hit);
    begin(event, { kind: 'move', id: hit.id, from: point, start, gesture: `move:${++gestures}` });
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const now = drag.current;
    if (!now) return;
    const point = toComp(event);
    if (now.kind === 'move') {
      const moved = {
        ...now.start,
        x: now.start.x + point.x - now.from.x,
        y: now.start.y + point.y - now.from.y,
      };
      const others = scene.layers.flatMap((layer) =>
        isEditable(layer) && !layer.hidden && layer.id !== now.id ? [frameOf(layer)] : [],
      );
      const snapped = snapFrame(moved, others, scene, SNAP_REACH_PX / scale);
      setGuides(snapped.guides);
      onFrame(now.id, snapped.frame, now.gesture);
    } else if (now.kind === 'resize') {
      onFrame(now.id, resizeFrame(now.start, now.corner, point), now.gesture);
    } else {
      onFrame(now.id, rotateFrame(now.start, point), now.gesture);
    }
  };

  const onPointerEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    setGuides([]);
    onGestureEnd();
  };

  const gesture = { onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };

  return (
    <div className="overflow-auto rounded-panel bg-slate-800 p-3 ring-1 ring-line">
      {/* Measured for "fit": the width inside the padding, whatever the zoom makes the stage. */}
      <div ref={view} aria-hidden="true" className="h-0 w-full" />
      <div
        data-stage
        tabIndex={0}
        role="group"
        aria-label="Canvas"
        aria-keyshortcuts="Enter"
        className="relative mx-auto touch-none select-none focus-visible:outline-3 focus-visible:outline-brand-500"
        style={{ width, height }}
        onPointerDown={onStagePointerDown}
        onDoubleClick={(event) => open(layerAt(toComp(event)))}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget || event.key !== 'Enter') return;
          if (open(selected)) event.preventDefault();
        }}
        {...gesture}
      >
        {backdrop.video}
        <canvas
          ref={canvas}
          role="img"
          aria-label="Your design"
          className="absolute inset-0 size-full shadow-card"
        />
        {guides.map((guide) => (
          <span
            key={`${guide.axis}${guide.at}`}
            data-testid="snap-guide"
            aria-hidden="true"
            className={`pointer-events-none absolute bg-fuchsia-500 ${
              guide.axis === 'x' ? 'inset-y-0 w-px' : 'inset-x-0 h-px'
            }`}
            style={guide.axis === 'x' ? { left: guide.at * scale } : { top: guide.at * scale }}
          />
        ))}
        {emptySlots.map((slot) => {
          const box = frameOf(slot);
          return (
            <span
              key={slot.id}
              data-testid="empty-slot"
              aria-hidden="true"
              className="pointer-events-none absolute overflow-hidden border-2 border-dashed border-white/80"
              style={{
                left: box.x * scale,
                top: box.y * scale,
                width: box.width * scale,
                height: box.height * scale,
                transform: `rotate(${box.rotation}deg)`,
              }}
            >
              {/* In a corner: text placed over the slot stays readable. */}
              <span className="absolute top-0 left-0 rounded-br bg-slate-900/70 px-1 text-[10px] leading-4 font-semibold text-white">
                Photo slot
              </span>
            </span>
          );
        })}
        {editingText?.type === 'text' ? (
          <TextInPlace
            key={editingText.id}
            layer={editingText}
            scale={scale}
            onCommit={(text) => onTextDone(editingText.id, text)}
            onCancel={() => onTextDone(editingText.id, null)}
          />
        ) : null}
        {adjusting?.type === 'image' ? (
          <PhotoAdjuster
            key={adjusting.id}
            layer={adjusting}
            scale={scale}
            onChange={(placement) => onPlacement(adjusting.id, placement)}
            onDone={() => onAdjust(null)}
          />
        ) : null}
        {frame && selected ? (
          <div
            data-testid="selection-frame"
            className={`pointer-events-none absolute outline-2 ${
              selected.locked ? 'outline-dashed outline-slate-300' : 'outline-brand-500'
            }`}
            style={{
              left: frame.x * scale,
              top: frame.y * scale,
              width: frame.width * scale,
              height: frame.height * scale,
              transform: `rotate(${frame.rotation}deg)`,
            }}
          >
            {selected.locked
              ? null
              : CORNERS.map((corner) => (
                  <Handle
                    key={`${corner.sx}${corner.sy}`}
                    label={`Resize from the ${corner.sy < 0 ? 'top' : 'bottom'} ${corner.sx < 0 ? 'left' : 'right'} corner`}
                    className={`${corner.sx < 0 ? 'left-0' : 'left-full'} ${corner.sy < 0 ? 'top-0' : 'top-full'} cursor-nwse-resize`}
                    onPointerDown={(event) =>
                      begin(event, {
                        kind: 'resize',
                        id: selected.id,
                        corner,
                        start: frame,
                        gesture: `resize:${++gestures}`,
                      })
                    }
                  />
                ))}
            {selected.locked ? null : (
              <Handle
                label="Turn"
                round
                className="top-[-28px] left-1/2 cursor-grab"
                onPointerDown={(event) =>
                  begin(event, {
                    kind: 'rotate',
                    id: selected.id,
                    start: frame,
                    gesture: `rotate:${++gestures}`,
                  })
                }
              />
            )}
          </div>
        ) : null}
      </div>
      {backdrop.toggle ? <div className="mt-3 flex justify-center">{backdrop.toggle}</div> : null}
    </div>
  );
}

interface HandleProps {
  label: string;
  className: string;
  round?: boolean;
  /** Moves and the release bubble to the stage, which follows every gesture. */
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

/** A grip of 32 px for a finger around a small visible square (or circle for turning). */
function Handle({ label, className, round = false, onPointerDown }: HandleProps) {
  return (
    <span
      aria-label={label}
      title={label}
      className={`pointer-events-auto absolute grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center ${className}`}
      onPointerDown={onPointerDown}
    >
      <span
        className={`size-3 border-2 border-brand-600 bg-white shadow ${round ? 'rounded-full' : 'rounded-sm'}`}
      />
    </span>
  );
}

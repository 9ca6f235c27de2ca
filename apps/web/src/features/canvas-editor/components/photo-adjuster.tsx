import type { ImageSlotLayer } from '@frameshop/contract';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { usePhotoGestures } from '../../../hooks/use-photo-gestures';
import type { PhotoPlacement } from '../../../lib/photo-placement';

interface PhotoAdjusterProps {
  layer: ImageSlotLayer;
  /** Screen pixels per comp pixel. */
  scale: number;
  onChange: (placement: PhotoPlacement) => void;
  onDone: () => void;
}

const placementOf = (layer: ImageSlotLayer): PhotoPlacement => ({
  zoom: layer.zoom,
  panX: layer.panX,
  panY: layer.panY,
  rotation: layer.rotation,
});

/**
 * The photo adjusted inside its slot, over the slot on the canvas: drag to move it, the wheel or
 * two fingers to zoom, and with the keys arrows to move, + and − to zoom, [ and ] to turn, 0 to
 * reset. Enter, Escape or a press outside the slot ends it; the editor makes the whole
 * adjustment one undo step.
 */
export function PhotoAdjuster({ layer, scale, onChange, onDone }: PhotoAdjusterProps) {
  const area = useRef<HTMLDivElement>(null);
  const gestures = usePhotoGestures({
    target: area,
    placement: placementOf(layer),
    onChange,
    slotWidthPx: layer.box.width * scale,
    slotHeightPx: layer.box.height * scale,
  });

  useEffect(() => area.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The editor's keys (arrows nudge the layer, Delete removes it) stay out while adjusting.
    event.stopPropagation();
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      onDone();
      return;
    }
    gestures.onKeyDown(event);
  };

  return (
    <div
      ref={area}
      tabIndex={0}
      role="application"
      aria-label="Adjust the photo in its slot"
      aria-roledescription="photo adjuster"
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown + - [ ] 0 Enter Escape"
      data-testid="photo-adjuster"
      className="absolute cursor-grab touch-none outline-2 outline-offset-0 outline-amber-400 outline-dashed active:cursor-grabbing"
      style={{
        left: layer.box.x * scale,
        top: layer.box.y * scale,
        width: layer.box.width * scale,
        height: layer.box.height * scale,
        transform: `rotate(${layer.rotation}deg)`,
      }}
      {...gestures}
      // A press here moves the photo; it must not reach the stage, which would end the adjustment.
      onPointerDown={(event) => {
        event.stopPropagation();
        gestures.onPointerDown(event);
      }}
      onKeyDown={onKeyDown}
    >
      <span className="pointer-events-none absolute inset-x-0 -top-7 mx-auto w-max rounded bg-slate-900/80 px-2 py-0.5 text-xs text-white">
        Drag to move · scroll or pinch to zoom · Enter when done
      </span>
    </div>
  );
}

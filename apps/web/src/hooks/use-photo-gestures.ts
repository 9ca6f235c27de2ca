import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, placementForKey, zoomBy, type PhotoPlacement } from '../lib/photo-placement';

interface PhotoGestureOptions {
  /** The element that takes the gestures: the wheel is listened to on it, not passively. */
  target: RefObject<HTMLElement | null>;
  placement: PhotoPlacement;
  /** Null while there is no photo to move. */
  onChange: ((next: PhotoPlacement) => void) | null;
  /** The slot's size on screen, in CSS pixels: a drag across it pans by its whole size. */
  slotWidthPx: number;
  slotHeightPx: number;
}

/**
 * A photo moved in its slot, as both editors do it: one pointer drags it, two pinch it, the
 * wheel zooms it (instead of scrolling the page), and with the element focused the keys of
 * `placementForKey` pan, zoom, turn and reset it.
 */
export function usePhotoGestures({
  target,
  placement,
  onChange,
  slotWidthPx,
  slotHeightPx,
}: PhotoGestureOptions) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const latest = useRef({ placement, onChange });
  useEffect(() => {
    latest.current = { placement, onChange };
  }, [placement, onChange]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      const { placement: now, onChange: change } = latest.current;
      if (!change) return;
      event.preventDefault();
      change(zoomBy(now, Math.exp(-event.deltaY * 0.0015)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [target]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!onChange) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last || !onChange || slotWidthPx <= 0 || slotHeightPx <= 0) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const next = { x: event.clientX, y: event.clientY };
    if (others.length === 0) {
      onChange(panBy(placement, (next.x - last.x) / slotWidthPx, (next.y - last.y) / slotHeightPx));
    } else {
      // Two fingers: the photo grows as they part and shrinks as they close.
      const other = others[0]![1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(next.x - other.x, next.y - other.y);
      if (before > 0) onChange(zoomBy(placement, after / before));
    }
    pointers.current.set(event.pointerId, next);
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
  };
  /** True when the key moved the photo (and the event was claimed). */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (!onChange || event.altKey || event.ctrlKey || event.metaKey) return false;
    const next = placementForKey(placement, event.key, event.shiftKey);
    if (!next) return false;
    event.preventDefault();
    onChange(next);
    return true;
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onKeyDown,
  };
}

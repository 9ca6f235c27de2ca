import type { Scene, SceneBox } from '@frameshop/contract';
import { drawScene, type SceneAssets } from '@frameshop/scene-renderer';
import { useEffect, useRef, useState } from 'react';
import { usePhotoGestures } from '../../../hooks/use-photo-gestures';
import type { PhotoPlacement } from '../../../lib/photo-placement';

interface SceneCanvasProps {
  scene: Scene;
  assets: SceneAssets<HTMLImageElement>;
  /** Drawn across the picture until the template is owned. */
  watermark?: string;
  /** The photo's slot, in comp pixels: a drag moves the photo by a fraction of it. */
  slot: SceneBox;
  placement: PhotoPlacement;
  /** Null while there is no photo to move. */
  onPlacementChange: ((next: PhotoPlacement) => void) | null;
  label: string;
  instructionsId: string;
}

/** The preview is never taller than this share of the window, so the controls stay in view. */
const MAX_HEIGHT_SHARE = 0.62;

/**
 * The live preview: the scene drawn by the shared renderer at the size it is shown (times the
 * screen's pixel ratio, so it is sharp), with the photo moved by dragging, zoomed by pinching or
 * the wheel, and the keyboard equivalents when the picture has focus.
 */
export function SceneCanvas(props: SceneCanvasProps) {
  const { scene, assets, watermark, slot, placement, onPlacementChange } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [cssWidth, setCssWidth] = useState(0);

  // The shown size: the frame's width, or less when a tall picture would pass the height limit.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => {
      const byHeight = (window.innerHeight * MAX_HEIGHT_SHARE * scene.width) / scene.height;
      setCssWidth(Math.floor(Math.min(frame.clientWidth, byHeight)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [scene.width, scene.height]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || cssWidth === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round((cssWidth * ratio * scene.height) / scene.width);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawScene<HTMLImageElement>(ctx, scene, assets, {
      scale: canvas.width / scene.width,
      ...(watermark ? { watermark } : {}),
    });
  }, [scene, assets, watermark, cssWidth]);

  const shownScale = cssWidth / scene.width;
  const gestures = usePhotoGestures({
    target: canvasRef,
    placement,
    onChange: onPlacementChange,
    slotWidthPx: slot.width * shownScale,
    slotHeightPx: slot.height * shownScale,
  });

  return (
    <div ref={frameRef} className="flex w-full justify-center">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={props.label}
        aria-describedby={props.instructionsId}
        tabIndex={0}
        data-testid="image-editor-canvas"
        className={`block touch-none rounded-card bg-slate-100 shadow-card ring-1 ring-line focus-visible:outline-3 focus-visible:outline-brand-500 ${
          onPlacementChange ? 'cursor-grab active:cursor-grabbing' : ''
        }`}
        style={{ width: cssWidth || '100%', aspectRatio: `${scene.width} / ${scene.height}` }}
        {...gestures}
      />
    </div>
  );
}

import { placeUpload } from '@frameshop/contract';
import type { RenderPlacement, Scene, Upload } from '@frameshop/contract';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PlayIcon } from '../../../components/ui/icons';
import { useTemplateMask } from '../hooks/use-template-mask';
import { useTextsLayer } from '../hooks/use-texts-layer';
import { scaleBox } from '../mask-geometry';
import { formatClipTime, previewCanvasSize } from '../preview-size';

export interface PreviewTemplate {
  width: number;
  height: number;
  previewUrl: string;
  maskUrl: string;
  templateName: string;
}

interface LivePreviewProps {
  template: PreviewTemplate;
  upload: Upload | null;
  placement: RenderPlacement;
  /** The texts of the buyer's design (`sceneTexts`), which the render burns in over the video. */
  texts?: Scene | null;
  /** Moves the upload by a fraction of the window; absent where the editor offers no panning. */
  onPan?: (dx: number, dy: number) => void;
}

/** One arrow-key press moves the upload by this fraction of the window (Shift: five times). */
const KEY_STEP = 0.02;

/**
 * What the render will look like, drawn every frame: the template's preview with the user's photo
 * or video placed by the contract's own `placeUpload` in the window the mask marks, cut through
 * the mask, black where `fit` leaves bars, as the server composes it, and the design's texts over
 * it all, as the server burns them in.
 */
export function LivePreview({
  template,
  upload,
  placement,
  texts = null,
  onPan,
}: LivePreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const templateVideo = useRef<HTMLVideoElement>(null);
  const uploadVideo = useRef<HTMLVideoElement>(null);
  const uploadImage = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const mask = useTemplateMask(template.maskUrl);
  const { width, height } = previewCanvasSize(template);
  const size = useMemo(() => ({ width, height }), [width, height]);
  const textsLayer = useTextsLayer(texts, size);
  const [playing, setPlaying] = useState(true);
  const [position, setPosition] = useState(0);
  const isVideo = upload?.kind === 'video';
  const trimStart = placement.trimStart ?? 0;
  const trimEnd = placement.trimEnd ?? upload?.durationSeconds ?? 0;

  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!target || !context) return;
    const layer = document.createElement('canvas');
    layer.width = size.width;
    layer.height = size.height;
    const layerContext = layer.getContext('2d');
    let frame = 0;

    /** The upload in the window, once it and the mask are ready. */
    const drawUpload = () => {
      const media = isVideo ? uploadVideo.current : uploadImage.current;
      if (!upload || !media || !layerContext || mask.status !== 'ready') return;
      const ready =
        media instanceof HTMLVideoElement
          ? media.readyState >= 2
          : media.complete && media.naturalWidth > 0;
      if (!ready) return;
      if (media instanceof HTMLVideoElement) keepInTrim(media, trimStart, trimEnd);
      const window = scaleBox(mask.box, mask.size, size);
      const placed = placeUpload(window, upload, placement);
      layerContext.globalCompositeOperation = 'source-over';
      layerContext.clearRect(0, 0, size.width, size.height);
      // The server's layer is black where `fit` leaves bars; the template shows only outside the mask.
      layerContext.fillStyle = '#000';
      layerContext.fillRect(window.x, window.y, window.width, window.height);
      layerContext.drawImage(media, placed.x, placed.y, placed.width, placed.height);
      layerContext.globalCompositeOperation = 'destination-in';
      layerContext.drawImage(mask.alpha, 0, 0, size.width, size.height);
      context.drawImage(layer, 0, 0);
    };

    const draw = () => {
      frame = requestAnimationFrame(draw);
      context.fillStyle = '#0f172a';
      context.fillRect(0, 0, size.width, size.height);
      const background = templateVideo.current;
      if (background && background.readyState >= 2) {
        context.drawImage(background, 0, 0, size.width, size.height);
      }
      drawUpload();
      if (textsLayer) context.drawImage(textsLayer, 0, 0);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [mask, placement, upload, isVideo, size, trimStart, trimEnd, textsLayer]);

  useEffect(() => {
    for (const video of [templateVideo.current, uploadVideo.current]) {
      if (!video) continue;
      if (playing) video.play().catch(() => setPlaying(false));
      else video.pause();
    }
  }, [playing, upload]);

  const windowOnScreen = () => {
    const target = canvas.current;
    if (!target || mask.status !== 'ready') return null;
    const box = scaleBox(mask.box, mask.size, size);
    const scale = target.clientWidth / size.width || 1;
    return { width: box.width * scale, height: box.height * scale };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!onPan || !upload) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current;
    const window = windowOnScreen();
    if (!from || !window || !onPan) return;
    onPan((event.clientX - from.x) / window.width, (event.clientY - from.y) / window.height);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!onPan || !upload) return;
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onPan(...move);
  };

  const label = upload
    ? `Live preview of ${template.templateName} with ${upload.fileName} in its window` +
      (onPan ? '. Drag it, or use the arrow keys, to move it.' : '')
    : `Live preview of ${template.templateName}. Choose a photo or video to see it in the window.`;

  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-panel bg-slate-900 shadow-card ring-1 ring-line">
        <canvas
          ref={canvas}
          width={size.width}
          height={size.height}
          role="img"
          aria-label={label}
          tabIndex={onPan && upload ? 0 : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          className={`block h-auto w-full touch-none focus-visible:outline-3 focus-visible:outline-brand-500 ${
            onPan && upload ? 'cursor-move' : ''
          }`}
          style={{ aspectRatio: `${size.width} / ${size.height}` }}
        />
      </div>
      {mask.status === 'error' ? (
        <p className="text-sm text-danger-700">
          The template&apos;s window could not be loaded, so the preview shows the template alone.
        </p>
      ) : null}

      {/* The sources the canvas draws from; drawn, never shown. Same-origin, so never tainted. */}
      <video
        ref={templateVideo}
        src={template.previewUrl}
        muted
        loop
        playsInline
        autoPlay
        preload="auto"
        className="hidden"
        aria-hidden="true"
      />
      {upload && isVideo ? (
        <video
          key={upload.uploadId}
          ref={uploadVideo}
          src={upload.url}
          muted
          playsInline
          autoPlay
          preload="auto"
          className="hidden"
          aria-hidden="true"
          onLoadedMetadata={(event) => {
            event.currentTarget.currentTime = trimStart;
          }}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        />
      ) : null}
      {upload && !isVideo ? (
        <img key={upload.uploadId} ref={uploadImage} src={upload.url} alt="" className="hidden" />
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setPlaying((now) => !now)}
          aria-pressed={!playing}
        >
          {playing ? <PauseGlyph /> : <PlayIcon className="size-4" />}
          {playing ? 'Pause' : 'Play'}
        </Button>
        {isVideo && trimEnd > trimStart ? (
          <label className="flex min-w-48 flex-1 items-center gap-3 text-sm text-ink-muted">
            <span className="sr-only">Position in your video</span>
            <input
              type="range"
              min={trimStart}
              max={trimEnd}
              step={0.1}
              value={Math.min(trimEnd, Math.max(trimStart, position))}
              onChange={(event) => {
                const video = uploadVideo.current;
                const to = Number(event.currentTarget.value);
                if (video) video.currentTime = to;
                setPosition(to);
              }}
              aria-valuetext={formatClipTime(position)}
              className="flex-1 accent-brand-600"
            />
            <span aria-hidden="true" className="tabular-nums">
              {formatClipTime(position)} / {formatClipTime(trimEnd)}
            </span>
          </label>
        ) : null}
      </div>
    </div>
  );
}

/** A video upload plays its trimmed part only, over and over, as long as the template runs. */
function keepInTrim(video: HTMLVideoElement, start: number, end: number) {
  if (end > start && (video.currentTime >= end || video.ended)) {
    video.currentTime = start;
    if (!video.paused || video.ended) void video.play().catch(() => {});
  } else if (video.currentTime < start - 0.25) {
    video.currentTime = start;
  }
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

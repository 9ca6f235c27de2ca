import type { BrandFontFamilies, Scene } from '@frameshop/contract';
import { drawScene } from '@frameshop/scene-renderer';
import { useEffect, useRef, useState } from 'react';
import { loadPicture, loadPosterFrame, type Picture } from '../pictures';

export interface ThumbnailSources {
  overlayUrl: string | null;
  /** A video template's preview: its first frame stands behind the row's layers. */
  previewVideoUrl: string | null;
  /** The link of each photo the rows use, by upload id. */
  photoUrlOf: (uploadId: string) => string | undefined;
  /** The brand kit's fonts loaded into the page (ADR 60): text in them is drawn in them. */
  brandFonts?: BrandFontFamilies;
}

const WIDTH = 144;

/** Becomes true once the element has come near the view, and stays true. */
function useSeen(element: React.RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/**
 * A row's result, small: the design with the row's words and photos drawn by the export's own
 * renderer (`drawScene`), for a video template over its poster frame, as the canvas editor shows
 * it. Drawn only once scrolled near, so a sheet of 500 rows draws what is looked at.
 */
export function RowThumbnail({
  scene,
  sources,
  label,
}: {
  scene: Scene;
  sources: ThumbnailSources;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const seen = useSeen(canvas);
  const height = Math.round((WIDTH * scene.height) / scene.width);

  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!seen || !target || !context) return;
    let current = true;
    const photoIds = scene.layers.flatMap((layer) =>
      layer.type === 'image' && layer.uploadId ? [layer.uploadId] : [],
    );
    const settled = <T,>(promise: Promise<T>) => promise.catch(() => undefined);
    void Promise.all([
      sources.previewVideoUrl ? settled(loadPosterFrame(sources.previewVideoUrl)) : undefined,
      sources.overlayUrl ? settled(loadPicture(sources.overlayUrl)) : undefined,
      Promise.all(
        photoIds.map(async (id) => {
          const url = sources.photoUrlOf(id);
          return [id, url ? await settled(loadPicture(url)) : undefined] as const;
        }),
      ),
    ]).then(([poster, overlay, photos]) => {
      if (!current) return;
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.round(WIDTH * ratio);
      target.height = Math.round(height * ratio);
      context.clearRect(0, 0, target.width, target.height);
      if (poster) context.drawImage(poster, 0, 0, target.width, target.height);
      const uploads = new Map<string, Picture>();
      for (const [id, image] of photos) if (image) uploads.set(id, image);
      drawScene<Picture>(
        context,
        scene,
        sources.brandFonts?.size
          ? { overlay, uploads, brandFonts: sources.brandFonts }
          : { overlay, uploads },
        { scale: target.width / scene.width, layers: sources.previewVideoUrl ? 'buyer' : 'all' },
      );
    });
    return () => {
      current = false;
    };
  }, [seen, scene, sources, height]);

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={WIDTH}
      height={height}
      style={{ width: WIDTH, height }}
      className="shrink-0 rounded-md bg-canvas ring-1 ring-line"
    />
  );
}

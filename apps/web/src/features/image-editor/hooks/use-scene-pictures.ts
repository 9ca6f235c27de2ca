import type { SceneAssets } from '@frameshop/scene-renderer';
import { useEffect, useState } from 'react';
import { loadSceneFonts } from '../../../lib/scene-fonts';

export interface ScenePictures {
  assets: SceneAssets<HTMLImageElement>;
  /** The fonts are in and every picture named has loaded (or failed): drawing is faithful. */
  ready: boolean;
  /** A picture that could not be loaded, for the person waiting; null while all is well. */
  error: string | null;
}

/** One picture by URL, decoded; null while it loads or when there is none. */
function usePicture(url: string | null): { image: HTMLImageElement | null; failed: boolean } {
  const [state, setState] = useState<{
    url: string | null;
    image: HTMLImageElement | null;
    failed: boolean;
  }>({
    url: null,
    image: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    let live = true;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    image.decode().then(
      () => live && setState({ url, image, failed: false }),
      () => live && setState({ url, image: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return state.url === url ? state : { image: null, failed: false };
}

/**
 * What the live preview is drawn from: the scene fonts (before anything is drawn, so text is
 * measured as the server measures it), the template's overlay and the buyer's photo.
 */
export function useScenePictures(
  overlayUrl: string | null,
  chosen: { uploadId: string; url: string } | null,
): ScenePictures {
  const photoUrl = chosen?.url ?? null;
  const [fonts, setFonts] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadSceneFonts().then(
      () => live && setFonts('ready'),
      () => live && setFonts('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const overlay = usePicture(overlayUrl);
  const photo = usePicture(photoUrl);
  const uploads = new Map<string, HTMLImageElement>();
  if (photo.image && chosen) uploads.set(chosen.uploadId, photo.image);
  const failed = overlay.failed || photo.failed || fonts === 'failed';
  return {
    assets: { overlay: overlay.image ?? undefined, uploads },
    ready:
      fonts === 'ready' &&
      (overlayUrl === null || overlay.image !== null) &&
      (photoUrl === null || photo.image !== null),
    error: failed
      ? 'Part of the preview could not be loaded. Check your connection and reload the page.'
      : null,
  };
}

import type { Scene } from '@frameshop/contract';
import type { SceneAssets } from '@frameshop/scene-renderer';
import { useEffect, useMemo, useState } from 'react';

/** Pictures by URL, decoded once per page: a photo moved between slots is not fetched again. */
const decoded = new Map<string, Promise<HTMLImageElement>>();

function picture(url: string): Promise<HTMLImageElement> {
  let found = decoded.get(url);
  if (!found) {
    const image = new Image();
    image.src = url;
    found = image.decode().then(() => image);
    found.catch(() => decoded.delete(url));
    decoded.set(url, found);
  }
  return found;
}

/**
 * The pictures the scene is drawn from: the template's overlay (the reduced, watermarked preview,
 * ADR 13) and the buyer's photos in its slots, found by `urlOf`. A picture still on its way is
 * left out, and the renderer skips its layer until it arrives.
 */
export function useScenePictures(
  scene: Scene,
  overlayUrl: string | null,
  urlOf: (uploadId: string) => string | undefined,
): SceneAssets<HTMLImageElement> {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const wanted = useMemo(() => {
    const urls = new Set<string>();
    if (overlayUrl) urls.add(overlayUrl);
    for (const layer of scene.layers) {
      const url = layer.type === 'image' && layer.uploadId ? urlOf(layer.uploadId) : undefined;
      if (url) urls.add(url);
    }
    return [...urls];
  }, [scene, overlayUrl, urlOf]);

  useEffect(() => {
    let current = true;
    for (const url of wanted) {
      if (loaded.has(url)) continue;
      picture(url).then(
        (image) => current && setLoaded((now) => new Map(now).set(url, image)),
        () => {},
      );
    }
    return () => {
      current = false;
    };
  }, [wanted, loaded]);

  return useMemo(() => {
    const uploads = new Map<string, HTMLImageElement>();
    for (const layer of scene.layers) {
      if (layer.type !== 'image' || !layer.uploadId) continue;
      const url = urlOf(layer.uploadId);
      const image = url ? loaded.get(url) : undefined;
      if (image) uploads.set(layer.uploadId, image);
    }
    return { overlay: overlayUrl ? loaded.get(overlayUrl) : undefined, uploads };
  }, [scene, overlayUrl, urlOf, loaded]);
}

import type { PlacementSize, Scene } from '@frameshop/contract';
import { drawScene } from '@frameshop/scene-renderer';
import { useEffect, useState } from 'react';
import { loadSceneFonts } from '../../../lib/scene-fonts';

/**
 * The buyer's texts (`sceneTexts` of their design) drawn once by the shared renderer on a
 * transparent canvas of the live preview's size, for each frame to lay over the picture: the
 * layer the render burns in, stretched from the comp to the frame as ffmpeg scales it, so the
 * words stand where the video will have them. Null without texts, until the bundled fonts are
 * loaded, and when they cannot be (the preview then shows the placement without the words).
 */
export function useTextsLayer(texts: Scene | null, size: PlacementSize): HTMLCanvasElement | null {
  const [drawn, setDrawn] = useState<{
    texts: Scene;
    size: PlacementSize;
    canvas: HTMLCanvasElement;
  } | null>(null);

  useEffect(() => {
    if (!texts) return;
    let live = true;
    loadSceneFonts().then(
      () => {
        const canvas = document.createElement('canvas');
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext('2d');
        if (!live || !context) return;
        context.scale(size.width / texts.width, size.height / texts.height);
        drawScene<HTMLImageElement>(context, texts, {}, { layers: 'buyer' });
        setDrawn({ texts, size, canvas });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [texts, size]);

  return texts && drawn?.texts === texts && drawn.size === size ? drawn.canvas : null;
}

import type { Scene } from '@frameshop/contract';
import { drawScene, type DrawSceneOptions, type SceneAssets } from '@frameshop/scene-renderer';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { encodePng } from './png-encoding';
import { useSceneFonts } from './scene-fonts';

export type ScenePictureFormat = 'png' | 'jpeg';

export interface ScenePicture {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Quality of exported JPEGs: no visible loss on photos and text, a third of the PNG's size. */
export const SCENE_JPEG_QUALITY = 92;

/**
 * A scene drawn with the shared renderer on `@napi-rs/canvas`, encoded: at its comp's full size,
 * or shrunk to `maxSide` on its longer side (never enlarged). `layers: 'buyer'` leaves the rest
 * transparent, so only PNG keeps it.
 */
export async function drawScenePicture(
  scene: Scene,
  assets: SceneAssets<Image>,
  options: Omit<DrawSceneOptions, 'scale'> & { format: ScenePictureFormat; maxSide?: number },
): Promise<ScenePicture> {
  useSceneFonts();
  const scale = Math.min(1, (options.maxSide ?? Infinity) / Math.max(scene.width, scene.height));
  const width = Math.max(1, Math.round(scene.width * scale));
  const height = Math.max(1, Math.round(scene.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawScene(ctx, scene, assets, { ...options, scale });
  const bytes =
    options.format === 'jpeg'
      ? await canvas.encode('jpeg', SCENE_JPEG_QUALITY)
      : await encodePng(ctx.getImageData(0, 0, width, height));
  return {
    bytes,
    mimeType: options.format === 'jpeg' ? 'image/jpeg' : 'image/png',
    width,
    height,
  };
}

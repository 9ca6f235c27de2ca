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
  /** With `poster`: the same picture as the lists show it, a JPEG `POSTER_MAX_SIDE` long at most. */
  poster?: Buffer;
}

/** Quality of exported JPEGs: no visible loss on photos and text, a third of the PNG's size. */
export const SCENE_JPEG_QUALITY = 92;

/**
 * A poster's longer side: as wide as a video's poster (`writePoster`) is cut, and what the lists'
 * 16:9 boxes show of a picture of any shape at twice their size. A portrait 1080×1920 picture's
 * poster is 360×640, a third of the pixels (and of the encoding) of one 640 wide.
 */
export const POSTER_MAX_SIDE = 640;
const POSTER_JPEG_QUALITY = 80;

/**
 * A scene drawn with the shared renderer on `@napi-rs/canvas`, encoded: at its comp's full size,
 * or shrunk to `maxSide` on its longer side (never enlarged). `layers: 'buyer'` leaves the rest
 * transparent, so only PNG keeps it. `poster` draws the scene again at the lists' size for a
 * picture export's poster: cheaper than shrinking the full-size canvas (which copies it on this
 * thread) and than cutting it from the file in another process.
 */
export async function drawScenePicture(
  scene: Scene,
  assets: SceneAssets<Image>,
  options: Omit<DrawSceneOptions, 'scale'> & {
    format: ScenePictureFormat;
    maxSide?: number;
    poster?: boolean;
  },
): Promise<ScenePicture> {
  useSceneFonts();
  const { maxSide, poster, format, ...drawOptions } = options;
  const { canvas, ctx } = drawn(scene, assets, drawOptions, maxSide ?? Infinity);
  const bytes =
    format === 'jpeg'
      ? await canvas.encode('jpeg', SCENE_JPEG_QUALITY)
      : await encodePng(ctx.getImageData(0, 0, canvas.width, canvas.height));
  return {
    bytes,
    mimeType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    width: canvas.width,
    height: canvas.height,
    ...(poster ? { poster: await posterOf(scene, assets, drawOptions) } : {}),
  };
}

/** The scene drawn on a canvas shrunk to fit `side` on its longer side. */
function drawn(
  scene: Scene,
  assets: SceneAssets<Image>,
  options: Omit<DrawSceneOptions, 'scale'>,
  side: number,
  background?: string,
) {
  const scale = Math.min(1, side / Math.max(scene.width, scene.height));
  const canvas = createCanvas(
    Math.max(1, Math.round(scene.width * scale)),
    Math.max(1, Math.round(scene.height * scale)),
  );
  const ctx = canvas.getContext('2d');
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  drawScene(ctx, scene, assets, { ...options, scale });
  return { canvas, ctx };
}

function posterOf(
  scene: Scene,
  assets: SceneAssets<Image>,
  options: Omit<DrawSceneOptions, 'scale'>,
): Promise<Buffer> {
  // What is transparent lies on white, as a JPEG cannot keep transparency.
  const { canvas } = drawn(scene, assets, options, POSTER_MAX_SIDE, '#ffffff');
  return canvas.encode('jpeg', POSTER_JPEG_QUALITY);
}

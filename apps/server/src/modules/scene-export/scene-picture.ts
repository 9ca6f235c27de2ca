import type { Scene } from '@frameshop/contract';
import { drawScene, type DrawSceneOptions, type SceneAssets } from '@frameshop/scene-renderer';
import { type Canvas, createCanvas, type Image } from '@napi-rs/canvas';
import { encodePng } from './png-encoding';
import { useSceneFonts } from './scene-fonts';

export type ScenePictureFormat = 'png' | 'jpeg';

export interface ScenePicture {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** With `poster`: the same picture as the lists show it, a JPEG `POSTER_MAX_WIDTH` wide at most. */
  poster?: Buffer;
}

/** Quality of exported JPEGs: no visible loss on photos and text, a third of the PNG's size. */
export const SCENE_JPEG_QUALITY = 92;

/** As wide as a video's poster (`writePoster`) is cut: what the lists of results show. */
export const POSTER_MAX_WIDTH = 640;
const POSTER_JPEG_QUALITY = 80;

/**
 * A scene drawn with the shared renderer on `@napi-rs/canvas`, encoded: at its comp's full size,
 * or shrunk to `maxSide` on its longer side (never enlarged). `layers: 'buyer'` leaves the rest
 * transparent, so only PNG keeps it. `poster` shrinks the drawn canvas for the lists too: a picture
 * export's poster without decoding the file again in another process.
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
    ...(options.poster ? { poster: await posterOf(canvas) } : {}),
  };
}

async function posterOf(picture: Canvas): Promise<Buffer> {
  const scale = Math.min(1, POSTER_MAX_WIDTH / picture.width);
  const poster = createCanvas(
    Math.max(1, Math.round(picture.width * scale)),
    Math.max(1, Math.round(picture.height * scale)),
  );
  const ctx = poster.getContext('2d');
  // A transparent picture (a PNG's) lies on white, as a JPEG cannot keep its transparency.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, poster.width, poster.height);
  // Medium: a third less encoding time than high, no difference at the size the lists show it.
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(picture, 0, 0, poster.width, poster.height);
  return poster.encode('jpeg', POSTER_JPEG_QUALITY);
}

import { isBuyerLayer, type BrandFontFamilies, type Scene } from '@frameshop/contract';
import { drawImageSlot } from './draw-image-slot';
import { drawTextLayer } from './draw-text-layer';
import { drawWatermark } from './draw-watermark';
import type { SceneContext, SceneImage } from './scene-context';

/** The pictures a scene is drawn from; the document itself names none of the template's files. */
export interface SceneAssets<Image> {
  /**
   * The template's overlay, stretched over the comp: the reduced, watermarked preview in the
   * browser until the buyer owns the template, the full-size original on the server.
   */
  overlay?: Image;
  /** The buyer's uploads by id, for the photo slots. */
  uploads?: ReadonlyMap<string, Image>;
  /** The brand kit's fonts the text layers name, by id → the family each is loaded under. */
  brandFonts?: BrandFontFamilies;
}

export interface DrawSceneOptions {
  /**
   * `all` (the default) draws the whole picture. `buyer` draws only the buyer's photo slots and
   * text onto what is there (a transparent canvas): the layer a video render burns into the
   * template's video, which draws the template's own layers itself.
   */
  layers?: 'all' | 'buyer';
  /** Canvas pixels per comp pixel: 1 at full size, less in an editor's on-screen preview. */
  scale?: number;
  /** Text repeated across the picture, for previews of a template the viewer does not own. */
  watermark?: string;
}

/**
 * Draws a scene onto any Canvas 2D context whose canvas is the comp's size times `scale`. Pure:
 * it reads the scene and the pictures and only draws, so the browser's editor and the server's
 * export make the same picture from the same document. Hidden layers are skipped; a layer whose
 * picture is not there (an upload still loading in the browser) is skipped too, so the server
 * must resolve every picture before drawing (it refuses a scene naming one it cannot find).
 * Text is drawn from the lines stored in the scene and never re-wrapped.
 *
 * In the browser, name the picture type (`drawScene<HTMLImageElement>(ctx, …)`): the DOM's
 * overloaded `drawImage` leaves TypeScript nothing to infer it from.
 */
export function drawScene<Image extends SceneImage>(
  ctx: SceneContext<Image>,
  scene: Scene,
  assets: SceneAssets<Image>,
  options: DrawSceneOptions = {},
): void {
  const scale = options.scale ?? 1;
  ctx.save();
  ctx.scale(scale, scale);
  ctx.imageSmoothingQuality = 'high';
  for (const layer of scene.layers) {
    if (layer.hidden) continue;
    if (options.layers === 'buyer' && !isBuyerLayer(layer)) continue;
    switch (layer.type) {
      case 'background':
        ctx.fillStyle = layer.color;
        ctx.fillRect(0, 0, scene.width, scene.height);
        break;
      case 'overlay':
        if (assets.overlay) ctx.drawImage(assets.overlay, 0, 0, scene.width, scene.height);
        break;
      case 'image': {
        const image = layer.uploadId ? assets.uploads?.get(layer.uploadId) : undefined;
        if (image) drawImageSlot(ctx, layer, image);
        break;
      }
      case 'text':
        drawTextLayer(ctx, layer, assets.brandFonts);
        break;
    }
  }
  if (options.watermark) drawWatermark(ctx, scene, options.watermark);
  ctx.restore();
}

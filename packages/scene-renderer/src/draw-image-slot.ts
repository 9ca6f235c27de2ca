import { placeUpload, type ImageSlotLayer } from '@frameshop/contract';
import type { SceneContext, SceneImage } from './scene-context';

/**
 * A photo in its slot: placed as a render places an upload in a window (`placeUpload`: fit or
 * fill, zoom, pan), turned about the slot's centre and clipped to the slot.
 */
export function drawImageSlot<Image extends SceneImage>(
  ctx: SceneContext<Image>,
  layer: ImageSlotLayer,
  image: Image,
): void {
  const { box } = layer;
  const placed = placeUpload(box, image, {
    fit: layer.fit,
    zoom: layer.zoom,
    offsetX: layer.panX,
    offsetY: layer.panY,
  });
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.translate(centreX, centreY);
  ctx.rotate((layer.rotation * Math.PI) / 180);
  ctx.drawImage(image, placed.x - centreX, placed.y - centreY, placed.width, placed.height);
  ctx.restore();
}

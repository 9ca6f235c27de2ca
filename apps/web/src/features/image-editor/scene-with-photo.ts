import type { ImageSlotLayer, Scene, SceneBox } from '@frameshop/contract';
import type { PhotoPlacement } from '../../lib/photo-placement';

/** The id of the slot made for the photo when the template describes none. */
export const PHOTO_LAYER_ID = 'photo';

/**
 * The photo's slot: the template's first photo slot when it describes one, else a slot filling
 * the overlay's window (or the whole picture), made just below the overlay so its frame covers
 * the photo's edges.
 */
export function photoSlotOf(scene: Scene): { box: SceneBox; id: string; index: number } {
  const described = scene.layers.findIndex((layer) => layer.type === 'image');
  const slot = scene.layers[described];
  if (slot?.type === 'image') return { box: slot.box, id: slot.id, index: described };
  const overlay = scene.layers.findIndex((layer) => layer.type === 'overlay');
  const window = scene.layers[overlay];
  const box =
    window?.type === 'overlay'
      ? window.window
      : { x: 0, y: 0, width: scene.width, height: scene.height };
  return { box, id: PHOTO_LAYER_ID, index: overlay === -1 ? scene.layers.length : overlay };
}

/** The template's scene with the buyer's photo in its slot, placed as shown. */
export function sceneWithPhoto(
  start: Scene,
  uploadId: string | null,
  placement: PhotoPlacement,
): Scene {
  const slot = photoSlotOf(start);
  const photo: ImageSlotLayer = {
    id: slot.id,
    type: 'image',
    uploadId,
    box: slot.box,
    fit: 'fill',
    hidden: false,
    locked: false,
    ...placement,
  };
  const layers = [...start.layers];
  const replaces = layers[slot.index]?.type === 'image' ? 1 : 0;
  layers.splice(slot.index, replaces, photo);
  return { ...start, layers };
}

import type { ImageSlotLayer, Scene, SceneBox } from '@frameshop/contract';
import { INITIAL_PLACEMENT, type PhotoPlacement } from '../../lib/photo-placement';

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

/**
 * The design's scene with the buyer's photo in its slot, placed as shown. A slot the design
 * already has keeps what else the canvas editor set on it (its name, fit, lock); only the photo
 * and its placement change.
 */
export function sceneWithPhoto(
  start: Scene,
  uploadId: string | null,
  placement: PhotoPlacement,
): Scene {
  const slot = photoSlotOf(start);
  const layers = [...start.layers];
  const existing = layers[slot.index];
  const base: ImageSlotLayer =
    existing?.type === 'image'
      ? existing
      : {
          id: slot.id,
          type: 'image',
          uploadId: null,
          box: slot.box,
          fit: 'fill',
          hidden: false,
          locked: false,
          ...INITIAL_PLACEMENT,
        };
  const photo: ImageSlotLayer = { ...base, uploadId, ...placement };
  layers.splice(slot.index, existing?.type === 'image' ? 1 : 0, photo);
  return { ...start, layers };
}

/** The photo a saved design holds in its slot and how it is placed (the canvas editor's too). */
export function photoInScene(scene: Scene): { uploadId: string | null; placement: PhotoPlacement } {
  const layer = scene.layers[photoSlotOf(scene).index];
  if (layer?.type !== 'image') return { uploadId: null, placement: INITIAL_PLACEMENT };
  const { uploadId, zoom, panX, panY, rotation } = layer;
  return { uploadId, placement: { zoom, panX, panY, rotation } };
}

import type { Scene } from './scene-schema';

/**
 * How a person is told of a photo slot: "Photo 1", "Photo 2", … in the scene's order among the
 * slots they see, as Make many names its columns; never the layer's id, which nobody typed.
 */
export function photoSlotName(scene: Scene, layerId: string): string {
  const slots = scene.layers.filter((layer) => layer.type === 'image' && !layer.hidden);
  const place = slots.findIndex((layer) => layer.id === layerId);
  return place < 0 ? 'A photo' : `Photo ${place + 1}`;
}

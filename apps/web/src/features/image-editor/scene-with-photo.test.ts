import { templateScene } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { INITIAL_PLACEMENT } from '../../lib/photo-placement';
import { sceneWithPhoto } from './scene-with-photo';

const UPLOAD = '7c8e2f0e-4a1b-4c7d-9f0a-2b3c4d5e6f70';

describe("the image editor's scene", () => {
  it("puts the photo just under the template's overlay, in its window", () => {
    const start = templateScene({
      width: 1080,
      height: 1080,
      window: { x: 100, y: 100, width: 500, height: 400 },
    });
    const scene = sceneWithPhoto(start, UPLOAD, { zoom: 2, panX: 0.1, panY: 0, rotation: 15 });
    expect(scene.layers.map((layer) => layer.type)).toEqual(['background', 'image', 'overlay']);
    expect(scene.layers[1]).toMatchObject({
      uploadId: UPLOAD,
      box: { x: 100, y: 100, width: 500, height: 400 },
      zoom: 2,
      panX: 0.1,
      rotation: 15,
    });
    // Placed again, the slot is replaced, not added.
    expect(sceneWithPhoto(scene, UPLOAD, INITIAL_PLACEMENT).layers).toHaveLength(3);
  });
});

import type { Scene } from '@frameshop/contract';
import { sceneSchema } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { frameOf, resizeFrame, rotateFrame } from './layer-frame';
import {
  addLogoLayer,
  addPhotoSlot,
  addTextLayer,
  moveInOrder,
  removeLayer,
  updateLayer,
} from './scene-edits';
import { layerName } from './layer-names';
import { snapFrame } from './snapping';
import { testMeasurer, testScene } from './test-scenes';

const measurer = testMeasurer;

const start: Scene = testScene([
  { id: 'photo', type: 'image', uploadId: null, box: { x: 0, y: 0, width: 500, height: 500 } },
  { id: 'overlay', type: 'overlay', window: { x: 0, y: 0, width: 500, height: 500 } },
]);

describe('scene edits', () => {
  it('adds text laid out with the measurer, and lays it out again when it changes', () => {
    const added = addTextLayer(start, measurer, 'Happy birthday');
    expect(added.id).toBe('text-1');
    const layer = added.scene.layers.at(-1)!;
    expect(layer).toMatchObject({ type: 'text', lines: ['Happy birthday'] });
    const narrow = updateLayer(added.scene, measurer, 'text-1', (text) =>
      text.type === 'text' ? { ...text, maxWidth: 100 } : text,
    );
    expect(narrow.layers.at(-1)).toMatchObject({ lines: ['Happy', 'birthday'] });
    expect(sceneSchema.safeParse(narrow).success).toBe(true);
    expect(addTextLayer(added.scene, measurer).id).toBe('text-2');
  });

  it('adds an empty photo slot under the template’s design, centred, with a fresh id', () => {
    const added = addPhotoSlot(start);
    expect(added.id).toBe('photo-1');
    expect(added.scene.layers.map((layer) => layer.id)).toEqual([
      'background',
      'photo',
      'photo-1',
      'overlay',
    ]);
    expect(added.scene.layers[2]).toMatchObject({
      type: 'image',
      uploadId: null,
      box: { x: 300, y: 150, width: 400, height: 200 },
    });
    expect(sceneSchema.safeParse(added.scene).success).toBe(true);
    const bare = testScene([]);
    expect(addPhotoSlot(bare).scene.layers.at(-1)).toMatchObject({ id: 'photo-1' });
    expect(addPhotoSlot(added.scene).id).toBe('photo-2');
  });

  it('adds a logo on top of the design, in the top right corner at its own proportions, whole', () => {
    const uploadId = '0b7e4a52-5a53-4c6f-9a3e-7b1f2d4c8e10';
    const added = addLogoLayer(start, uploadId, { width: 160, height: 80 });
    expect(added.id).toBe('logo-1');
    expect(added.scene.layers.at(-1)).toMatchObject({
      id: 'logo-1',
      type: 'image',
      uploadId,
      fit: 'fit',
      // A quarter of the 1000 × 500 comp's width, 20 px (4 % of its height) from the corner.
      box: { x: 730, y: 20, width: 250, height: 125 },
    });
    expect(layerName(added.scene.layers.at(-1)!)).toBe('Logo');
    expect(sceneSchema.safeParse(added.scene).success).toBe(true);
    // A tall logo is held to a quarter of the height instead.
    const tall = addLogoLayer(added.scene, uploadId, { width: 100, height: 400 });
    expect(tall.id).toBe('logo-2');
    expect(tall.scene.layers.at(-1)).toMatchObject({
      box: { x: 949, y: 20, width: 31, height: 125 },
    });
  });

  it('reorders above the template’s layers but never below the backdrop', () => {
    const up = moveInOrder(start, 'photo', 'up');
    expect(up.layers.map((layer) => layer.id)).toEqual(['background', 'overlay', 'photo']);
    expect(moveInOrder(start, 'photo', 'down')).toBe(start);
  });

  it('deletes the buyer’s layers only', () => {
    expect(removeLayer(start, 'photo').layers).toHaveLength(2);
    expect(removeLayer(start, 'overlay')).toBe(start);
  });
});

describe('moving, sizing and turning', () => {
  const frame = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };

  it('resizes from a corner, keeping the opposite corner in place', () => {
    expect(resizeFrame(frame, { sx: 1, sy: 1 }, { x: 400, y: 300 })).toEqual({
      ...frame,
      width: 300,
      height: 200,
    });
    const turned = { ...frame, rotation: 90 };
    const resized = resizeFrame(turned, { sx: 1, sy: 1 }, { x: 0, y: 500 });
    // Turned a quarter, the bottom-right handle is at the bottom-left on the comp.
    expect(resized.width).toBeCloseTo(450);
    expect(resized.height).toBeCloseTo(250);
  });

  it('turns towards the pointer, snapping near 15° steps', () => {
    expect(rotateFrame(frame, { x: 400, y: 150 }).rotation).toBe(90);
    expect(rotateFrame(frame, { x: 200, y: 0 }).rotation).toBe(0);
    expect(rotateFrame(frame, { x: 300, y: 60 }).rotation).toBe(45);
    expect(rotateFrame(frame, { x: 300, y: 80 }).rotation).toBe(55);
  });

  it('snaps to the comp’s centre and other layers’ edges within reach', () => {
    const near = { ...frame, x: 397 };
    expect(snapFrame(near, [], { width: 1000, height: 500 }, 5)).toEqual({
      frame: { ...near, x: 400 },
      guides: [{ axis: 'x', at: 500 }],
    });
    const other = frameOf({ ...start.layers[1]!, type: 'image' } as never);
    const byEdge = snapFrame({ ...frame, x: 503, y: 17 }, [other], { width: 1000, height: 500 }, 5);
    expect(byEdge.frame).toMatchObject({ x: 500 });
    expect(snapFrame(frame, [], { width: 1000, height: 500 }, 5).guides).toEqual([]);
  });
});

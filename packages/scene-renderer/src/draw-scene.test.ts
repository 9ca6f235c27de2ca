import { sceneSchema, type SceneInput } from '@frameshop/contract';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawScene } from './draw-scene';
import { layoutText } from './layout-text';
import { useBundledFonts } from './test-support/node-canvas';

beforeAll(useBundledFonts);

const PHOTO_ID = '7c8e2f0e-4a1b-4c7d-9f0a-2b3c4d5e6f70';

/** A solid picture standing in for a decoded upload: a canvas is a picture `drawImage` takes. */
function solidPicture(width: number, height: number, colour: string): Image {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas as unknown as Image;
}

const layout = createCanvas(1, 1).getContext('2d');
const title = (text: string) => {
  const fields = { text, font: 'baloo-2' as const, size: 80, maxWidth: 360 };
  return {
    id: 'title',
    type: 'text' as const,
    ...fields,
    color: '#ffffff',
    x: 20,
    y: 300,
    lines: layoutText(layout, fields),
  };
};

function draw(input: SceneInput, options: Parameters<typeof drawScene>[3] = {}, scale = 1) {
  const scene = sceneSchema.parse(input);
  const canvas = createCanvas(scene.width * scale, scene.height * scale);
  const ctx = canvas.getContext('2d');
  drawScene(
    ctx,
    scene,
    { uploads: new Map([[PHOTO_ID, solidPicture(200, 100, '#ff0000')]]) },
    {
      ...options,
      scale,
    },
  );
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  const at = (x: number, y: number) => {
    const offset = (Math.round(y * scale) * canvas.width + Math.round(x * scale)) * 4;
    return [...pixels.slice(offset, offset + 4)];
  };
  const count = (
    x: number,
    y: number,
    w: number,
    h: number,
    match: (rgba: number[]) => boolean,
  ) => {
    let found = 0;
    for (let row = y; row < y + h; row++)
      for (let col = x; col < x + w; col++) if (match(at(col, row))) found++;
    return found;
  };
  return { at, count };
}

const scene = (layers: SceneInput['layers']): SceneInput => ({
  version: 1,
  width: 400,
  height: 500,
  layers,
});
const background = { id: 'bg', type: 'background' as const, color: '#0000ff' };
const slot = {
  id: 'photo',
  type: 'image' as const,
  uploadId: PHOTO_ID,
  box: { x: 100, y: 100, width: 100, height: 100 },
};
const isWhite = ([r, g, b]: number[]) => r! > 200 && g! > 200 && b! > 200;

describe('drawing a scene', () => {
  it('fills the backdrop and clips a photo to its slot', () => {
    const { at } = draw(scene([background, slot]));
    expect(at(10, 10)).toEqual([0, 0, 255, 255]);
    expect(at(150, 150)).toEqual([255, 0, 0, 255]);
    // Filled, the 2:1 photo reaches past the slot's sides, but is cut at its edge.
    expect(at(95, 150)).toEqual([0, 0, 255, 255]);
    expect(at(205, 150)).toEqual([0, 0, 255, 255]);
  });

  it('fits a photo inside its slot, leaving bars, and pans it', () => {
    const { at } = draw(scene([background, { ...slot, fit: 'fit', panY: 0.25 }]));
    // 100×50 inside 100×100, centred 25 px lower: from y 150 to 200.
    expect(at(150, 140)).toEqual([0, 0, 255, 255]);
    expect(at(150, 175)).toEqual([255, 0, 0, 255]);
  });

  it('turns a photo inside its slot', () => {
    const { at } = draw(scene([background, { ...slot, fit: 'fit', rotation: 90 }]));
    // Turned a quarter, the 100×50 fitted photo stands 50×100.
    expect(at(150, 105)).toEqual([255, 0, 0, 255]);
    expect(at(110, 150)).toEqual([0, 0, 255, 255]);
  });

  it('draws the stored lines of text, and nothing of a hidden layer', () => {
    const text = title('Hello नमस्ते');
    const shown = draw(scene([background, text]));
    expect(shown.count(20, 300, 360, 200, isWhite)).toBeGreaterThan(500);
    const hidden = draw(scene([background, { ...text, hidden: true }]));
    expect(hidden.count(0, 0, 400, 500, isWhite)).toBe(0);
  });

  it('draws only the buyer layers on a transparent canvas for a video', () => {
    const { at, count } = draw(scene([background, slot, title('Hi')]), { layers: 'buyer' });
    expect(at(10, 10)).toEqual([0, 0, 0, 0]);
    expect(at(150, 150)).toEqual([255, 0, 0, 255]);
    expect(count(20, 300, 360, 120, isWhite)).toBeGreaterThan(100);
  });

  it('draws at a smaller scale the same picture, smaller', () => {
    const { at } = draw(scene([background, slot]), {}, 0.5);
    expect(at(150, 150)).toEqual([255, 0, 0, 255]);
    expect(at(90, 150)).toEqual([0, 0, 255, 255]);
  });

  it('lays a watermark across previews', () => {
    const plain = draw(scene([background]));
    const marked = draw(scene([background]), { watermark: 'Frameshop preview' });
    const notBlue = ([r, g, b]: number[]) => !(r === 0 && g === 0 && b === 255);
    expect(plain.count(0, 0, 400, 500, notBlue)).toBe(0);
    expect(marked.count(0, 0, 400, 500, notBlue)).toBeGreaterThan(2000);
  });
});

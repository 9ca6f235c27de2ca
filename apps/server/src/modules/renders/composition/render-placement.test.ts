import {
  DEFAULT_RENDER_PLACEMENT,
  placeUpload,
  renderPlacementSchema,
  type RenderPlacement,
} from '@frameshop/contract';
import { describe, expect, it } from 'vitest';

/** The contract's placement, shared with the browser editors' live preview. */

const window = { x: 100, y: 40, width: 120, height: 80 };
const at = (placement: Partial<RenderPlacement>) => ({ ...DEFAULT_RENDER_PLACEMENT, ...placement });

describe('the placement schema', () => {
  it('defaults to filling the window, centred, with the template audio', () => {
    expect(renderPlacementSchema.parse({})).toEqual({
      fit: 'fill',
      zoom: 1,
      offsetX: 0,
      offsetY: 0,
      trimStart: null,
      trimEnd: null,
      audio: 'template',
    });
  });

  it('refuses a zoom outside 1–4, a pan outside −1..1 and an unknown audio choice', () => {
    expect(renderPlacementSchema.safeParse({ zoom: 0.5 }).success).toBe(false);
    expect(renderPlacementSchema.safeParse({ zoom: 4.5 }).success).toBe(false);
    expect(renderPlacementSchema.safeParse({ offsetX: 1.2 }).success).toBe(false);
    expect(renderPlacementSchema.safeParse({ offsetY: -1.01 }).success).toBe(false);
    expect(renderPlacementSchema.safeParse({ audio: 'music' }).success).toBe(false);
    expect(renderPlacementSchema.safeParse({ fit: 'stretch' }).success).toBe(false);
    expect(renderPlacementSchema.safeParse({ zoom: 4, offsetX: -1, offsetY: 1 }).success).toBe(
      true,
    );
  });

  it('refuses a trim that ends before it starts, naming the end', () => {
    const result = renderPlacementSchema.safeParse({ trimStart: 3, trimEnd: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['trimEnd'],
      message: 'The trim must end after it starts',
    });
    expect(renderPlacementSchema.parse({ trimStart: 1, trimEnd: 2 })).toMatchObject({
      trimStart: 1,
      trimEnd: 2,
    });
    expect(renderPlacementSchema.parse({ trimStart: null, trimEnd: 2 }).trimEnd).toBe(2);
  });
});

describe('placing an upload in the window', () => {
  it('fills a window of the same shape exactly', () => {
    expect(placeUpload(window, { width: 600, height: 400 }, at({}))).toEqual(window);
  });

  it('fits a wide upload inside the window, bars above and below', () => {
    // 4:1 into 3:2: as wide as the window, a quarter as high as it is wide.
    expect(placeUpload(window, { width: 400, height: 100 }, at({ fit: 'fit' }))).toEqual({
      x: 100,
      y: 65,
      width: 120,
      height: 30,
    });
  });

  it('fills the window with a wide upload, its sides reaching past the window', () => {
    expect(placeUpload(window, { width: 400, height: 100 }, at({ fit: 'fill' }))).toEqual({
      x: 0,
      y: 40,
      width: 320,
      height: 80,
    });
  });

  it('fits a tall upload, bars left and right', () => {
    expect(placeUpload(window, { width: 100, height: 200 }, at({ fit: 'fit' }))).toEqual({
      x: 140,
      y: 40,
      width: 40,
      height: 80,
    });
  });

  it('zooms about the centre', () => {
    expect(placeUpload(window, { width: 600, height: 400 }, at({ zoom: 2 }))).toEqual({
      x: 40,
      y: 0,
      width: 240,
      height: 160,
    });
  });

  it('pans by fractions of the window: right and down are positive', () => {
    expect(
      placeUpload(window, { width: 600, height: 400 }, at({ offsetX: 0.5, offsetY: -0.25 })),
    ).toEqual({ x: 160, y: 20, width: 120, height: 80 });
  });

  it('scales with the window, so a preview at another size is the same picture', () => {
    const half = { x: 50, y: 20, width: 60, height: 40 };
    const placement = at({ fit: 'fit', zoom: 1.5, offsetX: 0.3, offsetY: -0.6 });
    const full = placeUpload(window, { width: 333, height: 111 }, placement);
    const small = placeUpload(half, { width: 333, height: 111 }, placement);
    expect(small.x * 2).toBeCloseTo(full.x, 9);
    expect(small.y * 2).toBeCloseTo(full.y, 9);
    expect(small.width * 2).toBeCloseTo(full.width, 9);
    expect(small.height * 2).toBeCloseTo(full.height, 9);
  });
});

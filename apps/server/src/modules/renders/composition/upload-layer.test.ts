import { DEFAULT_RENDER_PLACEMENT, type RenderPlacement } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { planUploadLayer, uploadLayerFilter } from './upload-layer';

const frame = { width: 320, height: 180 };
const window = { x: 100, y: 40, width: 120, height: 80 };
/** The window and two pixels around it. */
const box = { x: 98, y: 38, width: 124, height: 84 };
const at = (placement: Partial<RenderPlacement>) => ({ ...DEFAULT_RENDER_PLACEMENT, ...placement });
const noSmear = { left: 0, right: 0, top: 0, bottom: 0 };

describe('the upload layer in whole pixels', () => {
  it('covers the window and a margin, the upload exactly on the window, its edges smeared over the margin', () => {
    expect(planUploadLayer(window, frame, { width: 600, height: 400 }, at({}))).toEqual({
      box,
      visible: {
        source: { x: 0, y: 0, width: 600, height: 400 },
        target: window,
        smear: { left: 2, right: 2, top: 2, bottom: 2 },
      },
    });
  });

  it('crops only the visible middle of a zoomed-in upload before scaling it', () => {
    const plan = planUploadLayer(window, frame, { width: 600, height: 400 }, at({ zoom: 2 }));
    // 240x160 placed at 40,0: the box's 124x84 are upload pixels 145–455 by 95–305.
    expect(plan.visible).toEqual({
      source: { x: 145, y: 95, width: 310, height: 210 },
      target: box,
      smear: noSmear,
    });
  });

  it('leaves the bars of fit black, on even pixels (65 → 66)', () => {
    const plan = planUploadLayer(window, frame, { width: 400, height: 100 }, at({ fit: 'fit' }));
    expect(plan.visible).toEqual({
      source: { x: 0, y: 0, width: 400, height: 100 },
      target: { x: 100, y: 66, width: 120, height: 30 },
      smear: { left: 2, right: 2, top: 0, bottom: 0 },
    });
  });

  it('crops the sides of a wide upload that fills the window', () => {
    const plan = planUploadLayer(window, frame, { width: 400, height: 100 }, at({ fit: 'fill' }));
    // 320 px wide at 0.8 px per upload pixel: the box's 124 px are upload pixels 122.5–277.5.
    expect(plan.visible).toEqual({
      source: { x: 123, y: 0, width: 155, height: 100 },
      target: { x: 98, y: 40, width: 124, height: 80 },
      smear: { left: 0, right: 0, top: 2, bottom: 2 },
    });
  });

  it('shows only the part still inside the box after a pan', () => {
    const plan = planUploadLayer(window, frame, { width: 600, height: 400 }, at({ offsetX: 0.5 }));
    expect(plan.visible).toEqual({
      source: { x: 0, y: 0, width: 310, height: 400 },
      target: { x: 160, y: 40, width: 62, height: 80 },
      smear: { left: 0, right: 0, top: 2, bottom: 2 },
    });
  });

  it('has nothing visible when the pan moves the upload out of the window', () => {
    const plan = planUploadLayer(
      window,
      frame,
      { width: 100, height: 400 },
      at({ fit: 'fit', offsetX: 1 }),
    );
    expect(plan.visible).toBeNull();
    expect(uploadLayerFilter(plan, '2:v:0', 'layer', { fps: 25, scaleFlags: 'bicubic' })).toBe(
      'color=c=black:s=124x84,trim=end_frame=1,format=yuva420p[layer]',
    );
  });

  it('snaps an odd window to even pixels inside the frame, as 4:2:0 chroma needs', () => {
    const plan = planUploadLayer(
      { x: 101.4, y: 39.2, width: 119.3, height: 81 },
      frame,
      { width: 10, height: 10 },
      at({}),
    );
    expect(plan.box).toEqual({ x: 98, y: 36, width: 126, height: 88 });
    const edge = planUploadLayer(
      { x: -3, y: 170, width: 400, height: 30 },
      frame,
      { width: 10, height: 10 },
      at({}),
    );
    expect(edge.box).toEqual({ x: 0, y: 168, width: 320, height: 12 });
  });

  it('drops surplus frames, then crops, scales, pads and smears to the box', () => {
    const plan = planUploadLayer(window, frame, { width: 400, height: 100 }, at({ fit: 'fit' }));
    expect(uploadLayerFilter(plan, '2:v:0', 'layer', { fps: 25, scaleFlags: 'bicubic' })).toBe(
      '[2:v:0]fps=25,crop=400:100:0:0:exact=1,scale=120:30:flags=bicubic,setsar=1,' +
        'pad=124:84:2:28:color=black,fillborders=left=2:right=2:top=0:bottom=0:mode=smear,' +
        'format=yuva420p[layer]',
    );
  });
});

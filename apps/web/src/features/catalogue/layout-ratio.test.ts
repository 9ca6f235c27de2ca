import { describe, expect, it } from 'vitest';
import { frameAspectRatio, layoutRatio, layoutSize } from './layout-ratio';

describe('layout ratio', () => {
  it.each([
    ['16:9', { width: 16, height: 9 }],
    ['9:16', { width: 9, height: 16 }],
    ['1:1', { width: 1, height: 1 }],
    [' 4 : 5 ', { width: 4, height: 5 }],
    ['1920x1080', { width: 1920, height: 1080 }],
  ])('reads %j', (layout, size) => {
    expect(layoutSize(layout)).toEqual(size);
  });

  it.each(['', 'wide', '0:9', '16:0', null, undefined])(
    'falls back to the default 16:9 for %j',
    (layout) => {
      expect(layoutSize(layout)).toEqual({ width: 16, height: 9 });
    },
  );

  it('gives the ratio and a CSS aspect-ratio', () => {
    expect(layoutRatio('9:16')).toBeCloseTo(0.5625);
    expect(frameAspectRatio('9:16')).toBe('9 / 16');
  });
});

import { describe, expect, it } from 'vitest';
import { INITIAL_PLACEMENT, panBy, placementForKey, rotateBy, zoomBy } from './photo-placement';

describe('a photo placed in its slot (both editors)', () => {
  it('keeps zoom and pan within what the scene document accepts', () => {
    expect(zoomBy(INITIAL_PLACEMENT, 100).zoom).toBe(4);
    expect(zoomBy(INITIAL_PLACEMENT, 0.1).zoom).toBe(1);
    expect(panBy(INITIAL_PLACEMENT, 3, -3)).toMatchObject({ panX: 1, panY: -1 });
  });

  it('turns within a half turn either way', () => {
    expect(rotateBy(INITIAL_PLACEMENT, 270).rotation).toBe(-90);
    expect(rotateBy(rotateBy(INITIAL_PLACEMENT, 90), 90).rotation).toBe(180);
  });

  it('has a key for every gesture, larger with Shift, and 0 resets', () => {
    const moved = placementForKey(INITIAL_PLACEMENT, 'ArrowRight', false)!;
    expect(moved.panX).toBeCloseTo(0.02);
    expect(placementForKey(INITIAL_PLACEMENT, 'ArrowDown', true)!.panY).toBeCloseTo(0.1);
    expect(placementForKey(INITIAL_PLACEMENT, '+', false)!.zoom).toBeCloseTo(1.1);
    expect(placementForKey(INITIAL_PLACEMENT, ']', true)!.rotation).toBe(5);
    expect(placementForKey(INITIAL_PLACEMENT, '[', false)!.rotation).toBe(-1);
    expect(placementForKey(moved, '0', false)).toEqual(INITIAL_PLACEMENT);
    expect(placementForKey(INITIAL_PLACEMENT, 'a', false)).toBeNull();
  });
});

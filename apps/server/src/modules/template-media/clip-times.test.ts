import { describe, expect, it } from 'vitest';
import { posterTime, previewSpan, sampledTimes } from './clip-times';

describe('times in a clip', () => {
  it('takes the poster at 1 s, or in the middle of a shorter clip, unless asked otherwise', () => {
    expect(posterTime(30, undefined)).toBe(1);
    expect(posterTime(1.2, undefined)).toBe(0.6);
    expect(posterTime(30, 12.5)).toBe(12.5);
  });

  it('keeps the poster inside the clip, clear of a last picture that may end before the sound', () => {
    expect(posterTime(30, 600)).toBe(29.5);
    expect(posterTime(0.6, 5)).toBe(0.3);
    expect(posterTime(10, -1)).toBe(0);
  });

  it('makes the preview of the first seconds when the poster lies in them', () => {
    expect(previewSpan(30, 1)).toEqual({ start: 0, length: 4, posterOffset: 1 });
    expect(previewSpan(2, 1)).toEqual({ start: 0, length: 2, posterOffset: 1 });
  });

  it('makes the preview around a later poster, inside the clip', () => {
    expect(previewSpan(30, 20)).toEqual({ start: 18, length: 4, posterOffset: 2 });
    expect(previewSpan(30, 29.5)).toEqual({ start: 26, length: 4, posterOffset: 3.5 });
    expect(previewSpan(5, 4.5)).toEqual({ start: 1, length: 4, posterOffset: 3.5 });
  });

  it('looks for a window across the clip, away from the poster', () => {
    expect(sampledTimes(8, 1)).toEqual([3, 5, 7]);
    expect(sampledTimes(2, 1)).toEqual([0.25, 0.75, 1.25, 1.5]);
  });
});

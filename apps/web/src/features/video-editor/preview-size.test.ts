import { describe, expect, it } from 'vitest';
import { formatClipLength, formatClipTime, previewCanvasSize } from './preview-size';

describe('previewCanvasSize', () => {
  it('keeps the template’s shape at most 960 pixels on its longer side', () => {
    expect(previewCanvasSize({ width: 1920, height: 1080 })).toEqual({ width: 960, height: 540 });
    expect(previewCanvasSize({ width: 1080, height: 1920 })).toEqual({ width: 540, height: 960 });
    expect(previewCanvasSize({ width: 640, height: 640 })).toEqual({ width: 640, height: 640 });
  });
});

describe('clip times', () => {
  it('writes positions to the tenth and lengths in whole seconds', () => {
    expect(formatClipTime(7.46)).toBe('0:07.5');
    expect(formatClipTime(65)).toBe('1:05.0');
    expect(formatClipLength(3)).toBe('0:03');
    expect(formatClipLength(12.5)).toBe('0:13');
    expect(formatClipLength(80)).toBe('1:20');
  });
});

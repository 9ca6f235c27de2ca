import type { TextLayer } from '@frameshop/contract';
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitText, smallestReadableSize } from './fit-text';
import { layoutText } from './layout-text';
import { useBundledFonts } from './test-support/node-canvas';

const ctx = createCanvas(10, 10).getContext('2d');

/** A one-line design: "Happy birthday" at 48 px in a 600 px wide box. */
const designed: Pick<TextLayer, 'font' | 'size' | 'maxWidth' | 'lineHeight' | 'lines'> = {
  font: 'hind',
  size: 48,
  maxWidth: 600,
  lineHeight: 1.2,
  lines: ['Happy birthday'],
};

beforeAll(useBundledFonts);

describe('fitting a row’s text into its designed box', () => {
  it('keeps the designed size when the text fits as designed', () => {
    expect(fitText(ctx, designed, 'Priya')).toEqual({
      fits: true,
      size: 48,
      lines: ['Priya'],
      shrunk: false,
    });
  });

  it('shrinks a longer text to the largest size whose lines fit the box', () => {
    const text = 'Happy birthday, Venkataraghavan Subramanian';
    const fitted = fitText(ctx, designed, text);
    if (!fitted.fits) throw new Error('expected the text to fit once shrunk');
    expect(fitted.shrunk).toBe(true);
    expect(fitted.size).toBeLessThan(48);
    expect(fitted.size).toBeGreaterThanOrEqual(smallestReadableSize(48));
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.lines).toEqual(layoutText(ctx, { ...designed, text, size: fitted.size }));
    // One pixel larger no longer fits on one line.
    expect(layoutText(ctx, { ...designed, text, size: fitted.size + 1 }).length).toBeGreaterThan(1);
  });

  it('says a text does not fit when even the smallest readable size overflows the box', () => {
    const text = 'A very long sentence that nobody could ever read in such a small box '.repeat(3);
    expect(fitText(ctx, designed, text)).toEqual({ fits: false, smallestSize: 24 });
  });

  it('uses every designed line as room: a two-line box takes two lines at full size', () => {
    const twoLines = { ...designed, lines: ['Happy', 'birthday'] };
    const fitted = fitText(ctx, twoLines, 'Happy birthday, Venkataraghavan');
    expect(fitted).toMatchObject({ fits: true, size: 48, shrunk: false });
  });

  it('never shrinks below the scene’s smallest font size', () => {
    expect(smallestReadableSize(12)).toBe(8);
    expect(smallestReadableSize(8)).toBe(8);
    expect(smallestReadableSize(100)).toBe(50);
  });
});

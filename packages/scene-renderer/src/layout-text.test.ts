import { sceneSchema, type TextLayer } from '@frameshop/contract';
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutText } from './layout-text';
import { useBundledFonts } from './test-support/node-canvas';

const ctx = createCanvas(10, 10).getContext('2d');
const width = (line: string) => ctx.measureText(line).width;

const layer = (
  text: string,
  maxWidth: number,
): Pick<TextLayer, 'text' | 'font' | 'size' | 'maxWidth'> => ({
  text,
  font: 'hind',
  size: 48,
  maxWidth,
});

beforeAll(useBundledFonts);

describe('laying out text', () => {
  it('wraps at spaces so that every line fits and no line could take the next word', () => {
    const text = 'Join us for the grand opening of our new store this Saturday evening';
    const lines = layoutText(ctx, layer(text, 500));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    lines.forEach((line, index) => {
      expect(width(line)).toBeLessThanOrEqual(500);
      const next = lines[index + 1]?.split(' ')[0];
      if (next) expect(width(`${line} ${next}`)).toBeGreaterThan(500);
    });
  });

  it('keeps the line breaks written in the text, blank lines included', () => {
    expect(layoutText(ctx, layer('Save the date\n\nशुभ विवाह', 2000))).toEqual([
      'Save the date',
      '',
      'शुभ विवाह',
    ]);
  });

  it('cuts a word wider than the box between grapheme clusters, never inside a conjunct', () => {
    const word = 'क्षत्रियक्षत्रियक्षत्रियक्षत्रिय';
    const lines = layoutText(ctx, layer(word, 120));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    const clusters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const boundaries = new Set([...clusters.segment(word)].map((part) => part.index));
    let at = 0;
    for (const line of lines) {
      expect(boundaries.has(at)).toBe(true);
      at += line.length;
    }
  });

  it('cuts each piece of a long word as long as fits: one grapheme more would not', () => {
    const word = 'x'.repeat(60) + 'क्षत्रिय'.repeat(6) + 'W'.repeat(40);
    const lines = layoutText(ctx, layer(word, 150));
    expect(lines.join('')).toBe(word);
    const clusters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    lines.slice(0, -1).forEach((line, index) => {
      expect(width(line)).toBeLessThanOrEqual(150);
      const next = [...clusters.segment(lines[index + 1]!)][0]!.segment;
      expect(width(line + next)).toBeGreaterThan(150);
    });
  });

  it('stops once the text needs more lines than it may have, as laid out in full', () => {
    const text = `${'word '.repeat(30)}\n${'y'.repeat(400)}\n${'last line '.repeat(5)}`;
    const full = layoutText(ctx, layer(text, 300));
    expect(full.length).toBeGreaterThan(6);
    for (const maxLines of [1, 3, 6]) {
      expect(layoutText(ctx, layer(text, 300), { maxLines })).toEqual(full.slice(0, maxLines + 1));
    }
    expect(layoutText(ctx, layer(text, 300), { maxLines: full.length })).toEqual(full);
  });

  it('gives lines the scene document accepts for its text', () => {
    const text = 'दीपावली की  हार्दिक शुभकामनाएँ\nHappy Diwali to you and your family';
    const lines = layoutText(ctx, layer(text, 400));
    const scene = {
      version: 1,
      width: 1080,
      height: 1080,
      layers: [{ id: 't', type: 'text', ...layer(text, 400), color: '#000000', x: 0, y: 0, lines }],
    };
    expect(sceneSchema.safeParse(scene).success).toBe(true);
  });
});

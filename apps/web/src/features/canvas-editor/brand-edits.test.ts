import { brandFontRef, type Scene, type TextLayer } from '@frameshop/contract';
import type { TextMeasurer } from '@frameshop/scene-renderer';
import { describe, expect, it } from 'vitest';
import { applyBrand, kitColorFor } from './brand-edits';

/** Every character 10 px wide, in any face: laying out is not what is tested here. */
const measurer: TextMeasurer = { font: '', measureText: (text) => ({ width: text.length * 10 }) };

const text = (id: string, size: number, extra: Partial<TextLayer> = {}): TextLayer => ({
  id,
  type: 'text',
  text: 'Hello there',
  font: 'hind',
  size,
  color: '#ffffff',
  align: 'left',
  lineHeight: 1.2,
  x: 0,
  y: 0,
  rotation: 0,
  maxWidth: 500,
  lines: ['Hello there'],
  hidden: false,
  locked: false,
  ...extra,
});

const scene = (layers: Scene['layers']): Scene => ({ version: 1, width: 800, height: 600, layers });
const HEADING = '11111111-1111-4111-8111-111111111111';
const BODY = '22222222-2222-4222-8222-222222222222';
const kit = {
  headingFontId: HEADING,
  bodyFontId: BODY,
  colors: [
    { name: 'Navy', hex: '#0a3d62' },
    { name: 'Sun', hex: '#f6b93b' },
    { name: 'Text', hex: '#111111' },
  ],
};

describe('Apply brand', () => {
  it('sets the largest text in the heading font, the others in the body font, and the marked colours', () => {
    const branded = applyBrand(
      scene([
        {
          id: 'bg',
          type: 'background',
          color: '#000000',
          brandColor: 'primary',
          hidden: false,
          locked: true,
        },
        text('small', 30, { brandColor: 'text' }),
        text('title', 80, { brandColor: 'secondary' }),
        text('plain', 40),
      ]),
      measurer,
      kit,
    );
    const [bg, small, title, plain] = branded.layers as [
      { color: string },
      TextLayer,
      TextLayer,
      TextLayer,
    ];
    expect(bg.color).toBe('#0a3d62');
    expect(title).toMatchObject({ font: brandFontRef(HEADING), color: '#f6b93b' });
    // A colour named for its role wins over the kit's order.
    expect(small).toMatchObject({ font: brandFontRef(BODY), color: '#111111' });
    expect(plain).toMatchObject({ font: brandFontRef(BODY), color: '#ffffff' });
  });

  it('changes only fonts in a template with no brandable colours, and leaves locked texts', () => {
    const before = scene([text('a', 50), text('locked', 90, { locked: true })]);
    const after = applyBrand(before, measurer, kit);
    expect(after.layers[0]).toMatchObject({ font: brandFontRef(HEADING), color: '#ffffff' });
    expect(after.layers[1]).toBe(before.layers[1]);
  });

  it('finds a role by name, else by place, else none', () => {
    expect(kitColorFor(kit, 'primary')).toBe('#0a3d62');
    expect(kitColorFor(kit, 'accent')).toBe('#111111');
    expect(kitColorFor({ colors: [kit.colors[0]!] }, 'secondary')).toBeUndefined();
    expect(kitColorFor({ colors: [{ name: 'Accent', hex: '#123456' }] }, 'accent')).toBe('#123456');
  });
});

import { describe, expect, it } from 'vitest';
import { sceneSchema, type SceneInput } from './scene-schema';
import { sceneTexts } from './scene-texts';

const text = (id: string, hidden = false) => ({
  id,
  type: 'text' as const,
  text: id,
  font: 'hind' as const,
  size: 64,
  color: '#ffffff',
  x: 100,
  y: 100,
  maxWidth: 600,
  lines: [id],
  hidden,
});

const scene = (layers: SceneInput['layers']) =>
  sceneSchema.parse({ version: 1, width: 1920, height: 1080, layers });

describe('the texts a render of an upload burns in', () => {
  it('are the visible text layers alone, in their order, at the comp size', () => {
    const texts = sceneTexts(
      scene([
        { id: 'background', type: 'background', color: '#000000' },
        {
          id: 'photo',
          type: 'image',
          uploadId: null,
          box: { x: 0, y: 0, width: 960, height: 540 },
        },
        text('headline'),
        { id: 'overlay', type: 'overlay', window: { x: 0, y: 0, width: 960, height: 540 } },
        text('hidden', true),
        text('band-title'),
      ]),
    );
    expect(texts).toMatchObject({ width: 1920, height: 1080 });
    expect(texts?.layers.map((layer) => layer.id)).toEqual(['headline', 'band-title']);
  });

  it('are nothing for a scene without visible text, so such a render draws no layer', () => {
    expect(sceneTexts(scene([{ id: 'background', type: 'background', color: '#000000' }]))).toBe(
      null,
    );
    expect(sceneTexts(scene([text('hidden', true)]))).toBe(null);
  });
});

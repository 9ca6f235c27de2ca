import { describe, expect, it } from 'vitest';
import { compSizeOf } from './comp-size';
import { SCENE_MAX_LAYERS, SCENE_TEXT_MAX_LENGTH, SceneMessage } from './scene-limits';
import { sceneSchema, type SceneInput } from './scene-schema';
import { templateScene } from './template-scene';

const title = {
  id: 'title',
  type: 'text' as const,
  text: 'Happy Diwali, नमस्ते',
  font: 'hind' as const,
  size: 64,
  color: '#ffffff',
  x: 100,
  y: 100,
  maxWidth: 600,
  lines: ['Happy Diwali,', 'नमस्ते'],
};

const scene = (layers: SceneInput['layers']): SceneInput => ({
  version: 1,
  width: 1080,
  height: 1920,
  layers,
});

const messagesOf = (input: unknown) =>
  sceneSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the scene document', () => {
  it('accepts a template with a photo slot and text, filling in the defaults', () => {
    const parsed = sceneSchema.parse(
      scene([
        { id: 'bg', type: 'background', color: '#102030' },
        {
          id: 'photo',
          type: 'image',
          uploadId: '7c8e2f0e-4a1b-4c7d-9f0a-2b3c4d5e6f70',
          box: { x: 0, y: 0, width: 1080, height: 1080 },
        },
        { id: 'frame', type: 'overlay', window: { x: 0, y: 0, width: 1080, height: 1080 } },
        title,
      ]),
    );
    expect(parsed.layers.map((layer) => layer.type)).toEqual([
      'background',
      'image',
      'overlay',
      'text',
    ]);
    expect(parsed.layers[3]).toMatchObject({ align: 'left', lineHeight: 1.2, hidden: false });
  });

  it('refuses text over the limit, naming the limit', () => {
    const text = 'a'.repeat(SCENE_TEXT_MAX_LENGTH + 1);
    expect(messagesOf(scene([{ ...title, text, lines: [text] }]))).toContain(
      SceneMessage.textTooLong,
    );
  });

  it('refuses a font that is not bundled', () => {
    expect(messagesOf(scene([{ ...title, font: 'Comic Sans MS' as 'hind' }]))).toEqual([
      SceneMessage.unknownFont,
    ]);
  });

  it('refuses a layer entirely off the canvas, even when turned', () => {
    expect(messagesOf(scene([{ ...title, x: 1100 }]))).toEqual([SceneMessage.offCanvas('title')]);
    // Turned a quarter about its centre, a wide box just below the bottom edge reaches back in.
    expect(messagesOf(scene([{ ...title, y: 1930, maxWidth: 1000 }]))).toHaveLength(1);
    expect(messagesOf(scene([{ ...title, y: 1930, maxWidth: 1000, rotation: 90 }]))).toEqual([]);
  });

  it('refuses more layers than the limit', () => {
    const layers = Array.from({ length: SCENE_MAX_LAYERS + 1 }, (_, index) => ({
      ...title,
      id: `t${index}`,
    }));
    expect(messagesOf(scene(layers))).toContain(SceneMessage.tooManyLayers);
  });

  it('refuses a scene larger than the size limit', () => {
    // Within every other limit: lines padded with spaces, which laying out would have dropped.
    const long = 'word '.repeat(99);
    const layers = Array.from({ length: 5 }, (_, index) => ({
      ...title,
      id: `t${index}`,
      text: long,
      lines: long.split(' ').map((word) => word.padEnd(SCENE_TEXT_MAX_LENGTH)),
    }));
    expect(messagesOf(scene(layers))).toEqual([SceneMessage.tooLarge]);
  });

  it('refuses lines that are not the text laid out', () => {
    expect(messagesOf(scene([{ ...title, lines: ['Something else'] }]))).toEqual([
      SceneMessage.linesDoNotMatch('title'),
    ]);
  });

  it('refuses two layers with one id', () => {
    expect(messagesOf(scene([title, title]))).toEqual([SceneMessage.duplicateId('title')]);
  });
});

describe('the comp size', () => {
  it('comes from the template JSON, as text or stored object', () => {
    expect(compSizeOf('{"width":1080,"height":1920}')).toEqual({ width: 1080, height: 1920 });
    expect(compSizeOf({ width: 1080, height: 1080 })).toEqual({ width: 1080, height: 1080 });
  });

  it('falls back to 1920×1080 when the JSON does not parse or gives no usable size', () => {
    for (const broken of ['{width:', 'null', '[]', { width: -5, height: 10 }, undefined]) {
      expect(compSizeOf(broken)).toEqual({ width: 1920, height: 1080 });
    }
  });
});

describe('the scene a template starts from', () => {
  it('is its described layers when they form a valid scene', () => {
    const json = { width: 1080, height: 1920, layers: [title] };
    expect(templateScene(json).layers).toMatchObject([{ id: 'title', lines: title.lines }]);
  });

  it('is its backdrop and overlay window when it describes none', () => {
    const start = templateScene(
      '{"width":1080,"height":1080,"window":{"x":10,"y":10,"width":500,"height":500}}',
    );
    expect(start).toMatchObject({ width: 1080, height: 1080 });
    expect(start.layers.map((layer) => [layer.type, layer.locked])).toEqual([
      ['background', true],
      ['overlay', true],
    ]);
  });
});

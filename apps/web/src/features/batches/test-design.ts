import { sceneSchema, type Scene } from '@frameshop/contract';

/** A text layer of the tests' designs: one line in a 400 px box, Hind in white. */
export function testText(id: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'text',
    text,
    font: 'hind',
    size: 40,
    color: '#ffffff',
    x: 500,
    y: 100,
    maxWidth: 400,
    lines: [text],
    ...extra,
  };
}

/** A photo slot of the tests' designs, empty. */
export function testSlot(id: string) {
  return { id, type: 'image', uploadId: null, box: { x: 0, y: 0, width: 400, height: 400 } };
}

/** A 1000×500 design over a black background. */
export function testDesign(layers: Record<string, unknown>[]): Scene {
  return sceneSchema.parse({
    version: 1,
    width: 1000,
    height: 500,
    layers: [{ id: 'background', type: 'background', color: '#000000', locked: true }, ...layers],
  });
}

/** Every character half as wide as the font is tall: enough to see text shrink to fit. */
export const testMeasurer = {
  font: '',
  measureText(text: string) {
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
    return { width: [...text].length * size * 0.5 };
  },
};

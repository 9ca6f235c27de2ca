import { sceneSchema, type Scene } from '@frameshop/contract';

/** Every character 10 px wide: enough to see where lines break. */
export const testMeasurer = {
  font: '',
  measureText: (text: string) => ({ width: text.length * 10 }),
};

/** A 1000×500 scene for the editor's tests: a black background under `layers`. */
export function testScene(layers: Record<string, unknown>[]): Scene {
  return sceneSchema.parse({
    version: 1,
    width: 1000,
    height: 500,
    layers: [{ id: 'background', type: 'background', color: '#000000', locked: true }, ...layers],
  });
}

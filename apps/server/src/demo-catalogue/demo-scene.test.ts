import { sceneSchema, templateScene } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { templateRow } from './demo-catalogue';
import { TITLE_BAND } from './demo-look';
import { BAND_TITLE_ID, BAND_TITLE_PLACEHOLDER } from './demo-scene';
import { DEMO_TEMPLATES } from './demo-templates';

const rows = DEMO_TEMPLATES.filter((demo) => demo.kind !== 'direct-sell').map((demo) => ({
  demo,
  row: templateRow(demo, { poster: 'public/demo/poster.png' }),
}));

describe('the demo templates’ scenes', () => {
  it('give every image template’s title band placeholder words of the buyer’s, not its own name', () => {
    for (const { demo, row } of rows.filter(({ demo }) => demo.kind === 'image')) {
      const scene = templateScene(row.templateJson);
      const band = scene.layers.find((layer) => layer.id === BAND_TITLE_ID);
      expect(band, demo.name).toMatchObject({
        type: 'text',
        text: BAND_TITLE_PLACEHOLDER,
        locked: false,
      });
      expect(JSON.stringify(scene.layers), demo.name).not.toContain(demo.name);
    }
  });

  it('give every video template’s title band its name as the buyer’s text, no longer part of its video', () => {
    for (const { demo, row } of rows.filter(({ demo }) => demo.kind === 'video')) {
      const band = templateScene(row.templateJson).layers.find(
        (layer) => layer.id === BAND_TITLE_ID,
      );
      expect(band, demo.name).toMatchObject({
        type: 'text',
        text: demo.name,
        lines: [demo.name],
        locked: false,
      });
    }
  });

  it('keep the title on one line inside the band at the foot of the picture, drawn over the overlay', () => {
    for (const { demo, row } of rows) {
      const scene = templateScene(row.templateJson);
      const band = scene.layers.at(-1);
      if (band?.type !== 'text') throw new Error(`${demo.name} has no title on its band`);
      expect(band.id, demo.name).toBe(BAND_TITLE_ID);
      expect(band.lines, demo.name).toHaveLength(1);
      const top = scene.height * (1 - TITLE_BAND);
      expect(band.y, demo.name).toBeGreaterThanOrEqual(top);
      expect(band.y + band.size * band.lineHeight, demo.name).toBeLessThanOrEqual(scene.height);
    }
  });

  it('are valid scenes the editors start from, with a photo slot under the overlay', () => {
    for (const { demo, row } of rows) {
      const described = (row.templateJson as { layers: unknown }).layers;
      const scene = sceneSchema.parse({
        version: 1,
        width: row.width,
        height: row.height,
        layers: described,
      });
      expect(templateScene(row.templateJson), demo.name).toEqual(scene);
      expect(
        scene.layers.slice(0, 3).map((layer) => layer.type),
        demo.name,
      ).toEqual(['background', 'image', 'overlay']);
      // The photo fills the window, so a video's export never shows its green screen there.
      const { window } = row.templateJson as { window: unknown };
      expect(scene.layers[1], demo.name).toMatchObject({ box: window });
    }
  });

  it('give several templates of each kind text laid out in the bundled fonts', () => {
    for (const kind of ['image', 'video'] as const) {
      const withText = rows.filter(
        ({ demo, row }) =>
          demo.kind === kind &&
          templateScene(row.templateJson).layers.some(
            (layer) => layer.type === 'text' && layer.lines.length > 0,
          ),
      );
      expect(withText.length, kind).toBeGreaterThanOrEqual(3);
    }
  });

  it('keep the captions inside the window, on the buyer’s photo or clip', () => {
    for (const { demo, row } of rows) {
      const { window } = row.templateJson as {
        window: { x: number; y: number; width: number; height: number };
      };
      for (const layer of templateScene(row.templateJson).layers) {
        if (layer.type !== 'text' || layer.id === BAND_TITLE_ID) continue;
        const height = layer.lines.length * layer.size * layer.lineHeight;
        expect(layer.y, demo.name).toBeGreaterThanOrEqual(window.y);
        expect(layer.y + height, demo.name).toBeLessThanOrEqual(window.y + window.height);
      }
    }
  });
});

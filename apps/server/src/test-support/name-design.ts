import { DEFAULT_COMP_SIZE, type SceneInput } from '@frameshop/contract';
import { layoutText } from '@frameshop/scene-renderer';
import { createCanvas } from '@napi-rs/canvas';
import { useSceneFonts } from '../modules/scene-export';

/** A video template's design with one text layer, `name`, which each batch row's name fills. */
export function oneNameDesign(): SceneInput {
  useSceneFonts();
  const fields = { text: 'Name', font: 'hind' as const, size: 96, maxWidth: 1200 };
  return {
    version: 1,
    ...DEFAULT_COMP_SIZE,
    layers: [
      {
        id: 'name',
        type: 'text',
        ...fields,
        color: '#ffffff',
        x: 100,
        y: 100,
        lines: layoutText(createCanvas(1, 1).getContext('2d'), fields),
      },
    ],
  };
}

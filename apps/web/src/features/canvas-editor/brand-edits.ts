import {
  brandFontRef,
  type BrandColorRole,
  type BrandKit,
  type Scene,
  type TextLayer,
} from '@frameshop/contract';
import type { TextMeasurer } from '@frameshop/scene-renderer';
import { laidOut } from './scene-edits';

/** Where a role's colour is found in a kit when no colour is named for it: the kit's order. */
const ROLE_ORDER: readonly BrandColorRole[] = ['primary', 'secondary', 'accent', 'text'];

/** The kit's colour for a role: the one named for it ("Primary"), else the one in its place. */
export function kitColorFor(kit: Pick<BrandKit, 'colors'>, role: BrandColorRole) {
  const named = kit.colors.find((color) => color.name.trim().toLowerCase() === role);
  return (named ?? kit.colors[ROLE_ORDER.indexOf(role)])?.hex;
}

/**
 * Apply brand (ADR 60): the design's largest text in the kit's heading font and every other in its
 * body font (either standing in for the other when only one is chosen), laid out anew; and each
 * colour the template marked brandable set to the kit's colour of its role. A template with no
 * brandable colours changes only fonts; locked layers are left as they are.
 */
export function applyBrand(
  scene: Scene,
  measurer: TextMeasurer,
  kit: Pick<BrandKit, 'colors' | 'headingFontId' | 'bodyFontId'>,
): Scene {
  const texts = scene.layers.filter(
    (layer): layer is TextLayer => layer.type === 'text' && !layer.locked,
  );
  const heading = texts.reduce<TextLayer | undefined>(
    (largest, layer) => (largest && largest.size >= layer.size ? largest : layer),
    undefined,
  );
  const headingId = kit.headingFontId ?? kit.bodyFontId;
  const bodyId = kit.bodyFontId ?? kit.headingFontId;
  const colorOf = (role: BrandColorRole | undefined, color: string) =>
    (role && kitColorFor(kit, role)) ?? color;
  return {
    ...scene,
    layers: scene.layers.map((layer) => {
      if (layer.locked && layer.type !== 'background') return layer;
      if (layer.type === 'background') {
        return { ...layer, color: colorOf(layer.brandColor, layer.color) };
      }
      if (layer.type !== 'text') return layer;
      const fontId = layer === heading ? headingId : bodyId;
      const font = fontId ? brandFontRef(fontId) : layer.font;
      const next = { ...layer, font, color: colorOf(layer.brandColor, layer.color) };
      return font === layer.font ? next : laidOut(measurer, next);
    }),
  };
}

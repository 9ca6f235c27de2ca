import type { SceneLayer } from '@frameshop/contract';

const MAX_NAME = 28;

/** The id a brand kit's logo is placed under (`addLogoLayer`): `logo-1`, `logo-2`… */
export const LOGO_ID_PREFIX = 'logo';

/** A brand kit's logo, placed as a photo under an id of its own. */
export const isLogoLayer = (layer: SceneLayer) =>
  layer.type === 'image' && layer.id.startsWith(`${LOGO_ID_PREFIX}-`);

/** What the layer list calls a layer: its text, or what it is. */
export function layerName(layer: SceneLayer): string {
  switch (layer.type) {
    case 'background':
      return 'Background';
    case 'overlay':
      return 'Template design';
    case 'image':
      if (isLogoLayer(layer)) return 'Logo';
      return layer.uploadId ? 'Photo' : 'Photo slot (empty)';
    case 'text': {
      const text = layer.text.replace(/\s+/g, ' ').trim() || 'Empty text';
      return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1)}…` : text;
    }
  }
}

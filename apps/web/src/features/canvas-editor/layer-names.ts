import type { SceneLayer } from '@frameshop/contract';

const MAX_NAME = 28;

/** What the layer list calls a layer: its text, or what it is. */
export function layerName(layer: SceneLayer): string {
  switch (layer.type) {
    case 'background':
      return 'Background';
    case 'overlay':
      return 'Template design';
    case 'image':
      // A brand kit's logo is placed as a photo under an id of its own (`addLogoLayer`).
      if (layer.id.startsWith('logo-')) return 'Logo';
      return layer.uploadId ? 'Photo' : 'Photo slot (empty)';
    case 'text': {
      const text = layer.text.replace(/\s+/g, ' ').trim() || 'Empty text';
      return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1)}…` : text;
    }
  }
}

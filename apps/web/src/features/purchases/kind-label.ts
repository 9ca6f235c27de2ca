import type { TemplateKind } from '@frameshop/contract';

/** What each kind is called in the owned library and on its certificates. */
export const kindLabel: Record<TemplateKind, string> = {
  video: 'Video template',
  image: 'Image template',
  'direct-sell': 'Ready-made video',
};

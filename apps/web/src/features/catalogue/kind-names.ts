import type { TemplateKind } from '@frameshop/contract';

/** How the store names each kind: a heading, and a count of them ("3 image templates"). */
export const KIND_NAMES: Record<TemplateKind, { heading: string; one: string; many: string }> = {
  video: { heading: 'Video templates', one: 'video template', many: 'video templates' },
  image: { heading: 'Image templates', one: 'image template', many: 'image templates' },
  'direct-sell': {
    heading: 'Ready-made videos',
    one: 'ready-made video',
    many: 'ready-made videos',
  },
};

const countText = new Intl.NumberFormat('en-IN');

/** "1 image template", "3 ready-made videos". */
export function countOfKind(kind: TemplateKind, count: number): string {
  const names = KIND_NAMES[kind];
  return `${countText.format(count)} ${count === 1 ? names.one : names.many}`;
}

import type { LikedSort, LikedTemplate } from '@frameshop/contract';

export const LIKED_SORT_LABELS: Record<LikedSort, string> = {
  recent: 'Recently liked',
  name: 'Name',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
};

const byName = (a: LikedTemplate, b: LikedTemplate) =>
  a.templateName.localeCompare(b.templateName, undefined, { sensitivity: 'base' });

const orders: Record<LikedSort, (a: LikedTemplate, b: LikedTemplate) => number> = {
  // ISO dates sort as text; ties fall back to the name, so the order never jumps.
  recent: (a, b) => b.likedAt.localeCompare(a.likedAt) || byName(a, b),
  name: byName,
  'price-low': (a, b) => a.price - b.price || byName(a, b),
  'price-high': (a, b) => b.price - a.price || byName(a, b),
};

/**
 * The liked templates the search and sort leave. The spec's search: trimmed, case-insensitive,
 * over name, description and every category; an empty search keeps them all.
 */
export function orderLiked(
  templates: readonly LikedTemplate[],
  search: string,
  sort: LikedSort,
): LikedTemplate[] {
  const term = search.trim().toLowerCase();
  const matching = term
    ? templates.filter((template) =>
        [template.templateName, template.templateDescription, ...template.templateCategory].some(
          (text) => text.toLowerCase().includes(term),
        ),
      )
    : [...templates];
  return matching.sort(orders[sort]);
}

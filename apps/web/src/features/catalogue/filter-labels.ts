import type { LengthRange, Orientation, PriceRange, SortOption } from '@frameshop/contract';

/** How the list's orders are named in its "Sort by" selector, in its order. */
export const SORT_LABELS: Record<SortOption, string> = {
  relevance: 'Relevance',
  popularity: 'Popularity',
  'price-low-high': 'Price: Low to High',
  'price-high-low': 'Price: High to Low',
};

export const ORIENTATION_LABELS: Record<Orientation, string> = {
  landscape: 'Landscape',
  portrait: 'Portrait',
  square: 'Square',
};

export const PRICE_LABELS: Record<PriceRange, string> = {
  'under-30': 'Under 30 credits',
  '30-59': '30–59 credits',
  '60-99': '60–99 credits',
  '100-up': '100 credits or more',
};

export const LENGTH_LABELS: Record<LengthRange, string> = {
  'under-15': 'Under 15 seconds',
  '15-29': '15–29 seconds',
  '30-59': '30–59 seconds',
  '60-up': 'A minute or more',
};

import type {
  LengthRange,
  Orientation,
  PriceRange,
  SortOption,
  TemplateKind,
} from '@frameshop/contract';

/** What narrows a list: the search text, the section chip and the filters beside the chips. */
export interface ListScope {
  q: string;
  section: string;
  orientation: Orientation | undefined;
  price: PriceRange | undefined;
  length: LengthRange | undefined;
}

/** What a list shows: its scope, and the order chosen (undefined: the list's own order). */
export interface ListFilters extends ListScope {
  sort: SortOption | undefined;
}

/** Every catalogue query key starts with 'catalogue', so the whole catalogue can be refreshed at once. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (kind: TemplateKind, filters: ListFilters) =>
    [...catalogueKeys.all, kind, 'list', filters] as const,
  filterCounts: (kind: TemplateKind, scope: ListScope) =>
    [...catalogueKeys.all, kind, 'filter-counts', scope] as const,
  /** Suggestions of one kind's list, or of every kind ('every', the header's box). */
  searchSuggestions: (kind: TemplateKind | 'every', typed: string) =>
    [...catalogueKeys.all, kind, 'search-suggestions', typed] as const,
  storeSearch: (q: string) => [...catalogueKeys.all, 'store-search', q] as const,
  detail: (kind: TemplateKind, templateId: string) =>
    [...catalogueKeys.all, kind, 'detail', templateId] as const,
  suggestions: (templateId: string) => [...catalogueKeys.all, 'suggestions', templateId] as const,
  videoUrl: (templateId: string, owned: boolean) =>
    [...catalogueKeys.all, 'video-url', templateId, owned ? 'film' : 'preview'] as const,
  geo: ['geo'] as const,
};

/** The list's scope as the API's query parameters: only what narrows it. */
export function scopeParams(scope: ListScope): URLSearchParams {
  const query = new URLSearchParams();
  if (scope.q) query.set('q', scope.q);
  if (scope.section) query.set('section', scope.section);
  if (scope.orientation) query.set('orientation', scope.orientation);
  if (scope.price) query.set('price', scope.price);
  if (scope.length) query.set('length', scope.length);
  return query;
}

/** The list's scope alone, without its order: what the filters' counts depend on. */
export const scopeOf = ({ q, section, orientation, price, length }: ListScope): ListScope => ({
  q,
  section,
  orientation,
  price,
  length,
});

/** The signed-in user's liked templates, under their scope ('me') so signing out drops the list. */
export const likedTemplatesKey = ['me', 'liked-templates'] as const;

import type { SortOption, TemplateKind } from '@frameshop/contract';

/** What a list shows: the search text, the section chip and the sort order. */
export interface ListFilters {
  q: string;
  section: string;
  sort: SortOption;
}

/** Every catalogue query key starts with 'catalogue', so the whole catalogue can be refreshed at once. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (kind: TemplateKind, filters: ListFilters) =>
    [...catalogueKeys.all, kind, 'list', filters] as const,
  detail: (kind: TemplateKind, templateId: string) =>
    [...catalogueKeys.all, kind, 'detail', templateId] as const,
  suggestions: (templateId: string) => [...catalogueKeys.all, 'suggestions', templateId] as const,
  videoUrl: (templateId: string, owned: boolean) =>
    [...catalogueKeys.all, 'video-url', templateId, owned ? 'film' : 'preview'] as const,
  geo: ['geo'] as const,
};

/** The signed-in user's liked templates, under their scope ('me') so signing out drops the list. */
export const likedTemplatesKey = ['me', 'liked-templates'] as const;

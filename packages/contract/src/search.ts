import { z } from 'zod';
import { templateSummarySchema } from './catalogue';
import { defineEndpoints } from './endpoint';
import { text } from './fields';
import {
  lengthRangeSchema,
  listFilterFields,
  orientationSchema,
  priceRangeSchema,
  searchFieldSchema,
} from './list-filters';
import { templateKindSchema } from './template-kind';

/**
 * Search beyond the spec's substring match (ADR 35): the whole store's search, the filters beside
 * the section chips with their counts and suggestions as people type. The owner's synonyms and search figures are
 * admin-search.ts, so that a list's start-up builds none of the dashboard's schemas.
 */

export const searchFiltersQuerySchema = z.object({
  kind: templateKindSchema,
  q: searchFieldSchema.optional(),
  section: text().trim().max(100).optional(),
  ...listFilterFields,
});

const countOf = <T extends z.ZodType>(value: T) =>
  z.object({ value, count: z.number().int().nonnegative() });

/**
 * What a list would hold under each filter's choices: each filter counted with the search, the
 * section and the other filters as chosen, but not its own choice, so every choice says what
 * picking it would show.
 */
export const searchFiltersResponseSchema = z.object({
  /** Templates the list holds as filtered now. */
  total: z.number().int().nonnegative(),
  orientation: z.array(countOf(orientationSchema)),
  price: z.array(countOf(priceRangeSchema)),
  /** Empty for image templates, which have no length. */
  length: z.array(countOf(lengthRangeSchema)),
});
export type SearchFiltersResponse = z.infer<typeof searchFiltersResponseSchema>;

/** Suggestions under the search box: at most this many template names and sections. */
export const SUGGESTED_TEMPLATES = 5;
export const SUGGESTED_SECTIONS = 3;
/** Suggestions start from this many letters typed. */
export const SUGGEST_FROM_LENGTH = 2;

/** Suggestions under the header's search box: at most this many template names of each kind. */
export const SUGGESTED_TEMPLATES_PER_KIND = 3;

export const searchSuggestionsQuerySchema = z.object({
  /** A list's kind; without it, names of every kind (the header's search box), none of sections. */
  kind: templateKindSchema.optional(),
  q: searchFieldSchema,
});

export const suggestedTemplateSchema = z.object({
  templateId: z.string(),
  kind: templateKindSchema,
  templateName: z.string(),
  posterUrl: z.string(),
});
export type SuggestedTemplate = z.infer<typeof suggestedTemplateSchema>;

export const searchSuggestionsResponseSchema = z.object({
  /**
   * Names that match what is typed, the most popular first: of every kind in the store's order
   * of kinds when no kind was asked for.
   */
  templates: z.array(suggestedTemplateSchema),
  /** Sections of the kind whose name matches what is typed; none without a kind. */
  sections: z.array(z.string()),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

/** The whole store's search: how many of its first templates each kind's section shows. */
export const STORE_SEARCH_TEMPLATES_PER_KIND = 4;

export const storeSearchQuerySchema = z.object({
  q: searchFieldSchema.min(1, 'Type a word to search for'),
});

export const storeSearchSectionSchema = z.object({
  kind: templateKindSchema,
  /** Every template of the kind the search finds: what the kind's list holds for it. */
  count: z.number().int().nonnegative(),
  /** The kind's first templates for the search, by relevance, as its list orders them. */
  templates: z.array(templateSummarySchema),
});
export type StoreSearchSection = z.infer<typeof storeSearchSectionSchema>;

/** A search of the whole store: a section per kind, in the store's order of kinds. */
export const storeSearchResponseSchema = z.object({
  /** The search as the store compares it (trimmed, lower case). */
  query: z.string(),
  sections: z.array(storeSearchSectionSchema),
  /** A better spelling that finds something, when some word of the search found nothing. */
  didYouMean: z.string().nullable(),
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

export const searchEndpoints = defineEndpoints({
  everything: {
    method: 'GET',
    path: '/api/search',
    querystring: storeSearchQuerySchema,
    response: { 200: storeSearchResponseSchema },
  },
  suggestions: {
    method: 'GET',
    path: '/api/search/suggestions',
    querystring: searchSuggestionsQuerySchema,
    response: { 200: searchSuggestionsResponseSchema },
  },
  filters: {
    method: 'GET',
    path: '/api/search/filters',
    querystring: searchFiltersQuerySchema,
    response: { 200: searchFiltersResponseSchema },
  },
});

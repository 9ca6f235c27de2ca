import { z } from 'zod';
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
 * Search beyond the spec's substring match (ADR 35): the filters beside the section chips with
 * their counts and suggestions as people type. The owner's synonyms and search figures are
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

export const searchSuggestionsQuerySchema = z.object({
  kind: templateKindSchema,
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
  /** Names that match what is typed, the most popular first. */
  templates: z.array(suggestedTemplateSchema),
  /** Sections of the kind whose name matches what is typed. */
  sections: z.array(z.string()),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

export const searchEndpoints = defineEndpoints({
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

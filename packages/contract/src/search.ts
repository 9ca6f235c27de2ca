import { z } from 'zod';
import { adminPeriodQuerySchema, adminPeriodRangeSchema } from './admin';
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
 * their counts, suggestions as people type, and the owner's synonyms and search figures.
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

export const SearchMessage = {
  synonymWord: 'A synonym is one word of letters and digits',
  synonymSelf: 'A word cannot be a synonym of itself',
  synonymTwice: (term: string, synonym: string) => `${term} → ${synonym} is listed twice`,
  tooManySynonyms: 'At most 500 synonyms',
} as const;

/** The most synonyms the owner keeps. */
export const MAX_SYNONYMS = 500;

const synonymWord = text()
  .trim()
  .toLowerCase()
  .min(1, SearchMessage.synonymWord)
  .max(40, 'A synonym has at most 40 letters')
  .regex(/^[\p{L}\p{N}\p{M}]+$/u, SearchMessage.synonymWord);

/** "bday → birthday": a search for the term also finds the synonym; both ways when `twoWay`. */
export const searchSynonymSchema = z
  .object({ term: synonymWord, synonym: synonymWord, twoWay: z.boolean() })
  .refine((entry) => entry.term !== entry.synonym, {
    message: SearchMessage.synonymSelf,
    path: ['synonym'],
  });
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

export const searchSynonymsSchema = z
  .object({
    synonyms: z.array(searchSynonymSchema).max(MAX_SYNONYMS, SearchMessage.tooManySynonyms),
  })
  .superRefine(({ synonyms }, context) => {
    const seen = new Set<string>();
    synonyms.forEach((entry, index) => {
      const directions = entry.twoWay
        ? [
            [entry.term, entry.synonym],
            [entry.synonym, entry.term],
          ]
        : [[entry.term, entry.synonym]];
      for (const [from, to] of directions) {
        const key = `${from}\u0000${to}`;
        if (seen.has(key)) {
          context.addIssue({
            code: 'custom',
            message: SearchMessage.synonymTwice(from!, to!),
            path: ['synonyms', index, 'synonym'],
          });
        }
        seen.add(key);
      }
    });
  });
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;

export const searchQueryFiguresSchema = z.object({
  query: z.string(),
  kind: templateKindSchema,
  searches: z.number().int(),
  /** What the query found when last answered; null when it was only ever answered from memory. */
  results: z.number().int().nullable(),
});
export type SearchQueryFigures = z.infer<typeof searchQueryFiguresSchema>;

/** The Search tab: the most searched queries, and those that found nothing. */
export const adminSearchQueriesResponseSchema = z.object({
  range: adminPeriodRangeSchema,
  searches: z.number().int(),
  /** Searches whose answer was empty. */
  foundNothing: z.number().int(),
  topQueries: z.array(searchQueryFiguresSchema),
  unfoundQueries: z.array(searchQueryFiguresSchema),
});
export type AdminSearchQueriesResponse = z.infer<typeof adminSearchQueriesResponseSchema>;

/** Rows of each of the Search tab's tables. */
export const SEARCH_QUERIES_SHOWN = 50;

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

export const adminSearchEndpoints = defineEndpoints({
  synonyms: {
    method: 'GET',
    path: '/api/admin/search/synonyms',
    response: { 200: searchSynonymsSchema },
  },
  saveSynonyms: {
    method: 'PUT',
    path: '/api/admin/search/synonyms',
    body: searchSynonymsSchema,
    response: { 200: searchSynonymsSchema },
  },
  queries: {
    method: 'GET',
    path: '/api/admin/search/queries',
    querystring: adminPeriodQuerySchema,
    response: { 200: adminSearchQueriesResponseSchema },
  },
});

import { z } from 'zod';
import { adminPeriodQuerySchema, adminPeriodRangeSchema } from './admin';
import { defineEndpoints } from './endpoint';
import { text } from './fields';
import { templateKindSchema } from './template-kind';

/** The owner's side of search (ADR 35): the synonyms and the Search tab's figures. */

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

/**
 * The Search tab: the most searched queries, those that found nothing, and how many searches were
 * left out as personal data.
 */
export const adminSearchQueriesResponseSchema = z.object({
  range: adminPeriodRangeSchema,
  searches: z.number().int(),
  /** Searches whose answer was empty. */
  foundNothing: z.number().int(),
  /**
   * Searches not counted above because they looked like personal data (an email, a phone or card
   * number, a password): their text was never kept.
   */
  personalLeftOut: z.number().int(),
  topQueries: z.array(searchQueryFiguresSchema),
  unfoundQueries: z.array(searchQueryFiguresSchema),
});
export type AdminSearchQueriesResponse = z.infer<typeof adminSearchQueriesResponseSchema>;

/** Rows of each of the Search tab's tables. */
export const SEARCH_QUERIES_SHOWN = 50;

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

import { z } from 'zod';
import { text } from './fields';

/**
 * The filters a list takes beside its search and section (ADR 35), apart from the rest of search:
 * every page's start-up builds the catalogue's schemas, which take these, and the rest of search
 * brings the dashboard's with it.
 */

export const orientationSchema = z.enum(['landscape', 'portrait', 'square']);
export type Orientation = z.infer<typeof orientationSchema>;

/** A range of whole numbers: `from` included, `below` excluded; null for no upper end. */
export interface NumberRange {
  from: number;
  below: number | null;
}

/** Price ranges in credits (the visitor's regional price), cheapest first. */
export const PRICE_RANGES = {
  'under-30': { from: 0, below: 30 },
  '30-59': { from: 30, below: 60 },
  '60-99': { from: 60, below: 100 },
  '100-up': { from: 100, below: null },
} as const satisfies Record<string, NumberRange>;
export const priceRangeSchema = z.enum(['under-30', '30-59', '60-99', '100-up']);
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** Lengths of a video in seconds, shortest first (video and direct-sell templates). */
export const LENGTH_RANGES = {
  'under-15': { from: 0, below: 15 },
  '15-29': { from: 15, below: 30 },
  '30-59': { from: 30, below: 60 },
  '60-up': { from: 60, below: null },
} as const satisfies Record<string, NumberRange>;
export const lengthRangeSchema = z.enum(['under-15', '15-29', '30-59', '60-up']);
export type LengthRange = z.infer<typeof lengthRangeSchema>;

/** The filters a list and its counts take, besides the search and the section. */
export const listFilterFields = {
  orientation: orientationSchema.optional(),
  price: priceRangeSchema.optional(),
  length: lengthRangeSchema.optional(),
};

export const searchFieldSchema = text().trim().max(100, 'Search at most 100 characters');

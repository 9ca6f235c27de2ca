import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/**
 * The credit statement: every change of a user's balance, newest first, from the ledger itself,
 * so it adds up to the balance the profile and the dashboard show.
 */

/** Entries per page of the statement. */
export const CREDIT_STATEMENT_PAGE_SIZE = 25;

/**
 * What a change was: credits bought with a pack, spent on a template, held for a render order
 * still running (or given back below), returned, awarded by the store's rules, or adjusted by an admin.
 */
export const creditStatementKindSchema = z.enum([
  'bought',
  'spent',
  'held',
  'refunded',
  'awarded',
  'adjusted',
]);
export type CreditStatementKind = z.infer<typeof creditStatementKindSchema>;

export const creditStatementEntrySchema = z.object({
  /** The ledger row's id: what a page continues before. */
  id: z.number().int().positive(),
  at: z.string(),
  kind: creditStatementKindSchema,
  /** Credits added (positive) or taken (negative). */
  delta: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  /** What the change was for, in words ("Credit pack", "Neon Intro and 2 more"…). */
  description: z.string(),
  /** A bought pack's receipt. */
  receiptNumber: z.number().int().positive().nullable(),
});
export type CreditStatementEntry = z.infer<typeof creditStatementEntrySchema>;

export const creditStatementQuerySchema = z.object({
  /** The entries older than this one (the previous page's `nextBefore`); the newest without it. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const creditStatementSchema = z.object({
  entries: z.array(creditStatementEntrySchema),
  /** Where the next, older page starts; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type CreditStatement = z.infer<typeof creditStatementSchema>;

export const creditStatementEndpoints = defineEndpoints({
  creditStatement: {
    method: 'GET',
    path: '/api/credit-statement',
    querystring: creditStatementQuerySchema,
    response: { 200: creditStatementSchema },
  },
});

import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';
import { text } from './fields';

/**
 * Credit packs (catalogue-and-commerce spec, sections 2, 3 and 9): the owner's to price in the
 * dashboard, sold in Indian rupees. The server orders a pack at its current price and never trusts
 * an amount or credit count a browser sends; an order made keeps its own credits and amount.
 */

export const CREDIT_PACK_CURRENCY = 'INR';

/** The most credits one pack may hold, and the most it may cost in whole rupees. */
export const CREDIT_PACK_CREDITS_MAX = 1_000_000;
export const CREDIT_PACK_PRICE_INR_MAX = 1_000_000;
export const SAVINGS_LABEL_MAX = 40;

export const creditPackSchema = z.object({
  /** Stable once made ('pack-500'): orders name the pack they were made for by it. */
  id: z.string(),
  credits: z.number().int().positive(),
  /** Whole rupees. */
  priceInr: z.number().int().positive(),
  popular: z.boolean(),
  /** "20% savings"; null when the pack makes no claim (the base rate). */
  savingsLabel: z.string().nullable(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/** The packs on sale, in the owner's order. */
export const creditPacksResponseSchema = z.object({ packs: z.array(creditPackSchema) });

/**
 * The spec's four packs: what the store opens with (the credit_packs migration inserts exactly
 * these) until the owner changes them. Nothing prices an order from this list; tests and the
 * browser journeys read it as the packs a fresh store sells.
 */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'pack-100', credits: 100, priceInr: 1, popular: false, savingsLabel: null },
  { id: 'pack-500', credits: 500, priceInr: 399, popular: true, savingsLabel: '20% savings' },
  { id: 'pack-1000', credits: 1000, priceInr: 699, popular: false, savingsLabel: '30% savings' },
  { id: 'pack-2500', credits: 2500, priceInr: 1499, popular: false, savingsLabel: '40% savings' },
];

// ── The owner's side ─────────────────────────────────────────────────────────────────────────────

export const CreditPackAdminMessage = {
  notFound: 'Credit pack not found',
  creditsWhole: 'Credits must be a whole number, such as 500',
  creditsPositive: 'Credits must be more than 0',
  creditsMax: 'A pack can hold at most 1,000,000 credits',
  priceWhole: 'The price must be a whole number of rupees, such as 399',
  pricePositive: 'The price must be at least ₹1',
  priceMax: 'The price can be at most ₹1,000,000',
  labelMax: `Keep the savings label to ${SAVINGS_LABEL_MAX} characters`,
  lastOnSale: 'Keep at least one pack on sale, or nobody can buy credits.',
  creditsTaken: (credits: string) =>
    `There is already a pack of ${credits} credits; change that one instead.`,
  orderUnknown: (packIds: string) =>
    `The new order names ${packIds}, which the store does not have; list only its packs.`,
  orderRepeated: (packIds: string) =>
    `The new order lists ${packIds} more than once; list every pack once.`,
  orderMissing: (packIds: string) =>
    `The new order leaves out ${packIds}; list every pack once, on sale or not.`,
} as const;

const wholeNumber = (messages: { whole: string; positive: string; max: string }, max: number) =>
  z
    .number({ error: messages.whole })
    .int({ error: messages.whole })
    .positive({ error: messages.positive })
    .max(max, { error: messages.max });

/** What the owner sets on a pack, new or old; a blank savings label is none. */
export const creditPackFieldsSchema = z
  .object({
    credits: wholeNumber(
      {
        whole: CreditPackAdminMessage.creditsWhole,
        positive: CreditPackAdminMessage.creditsPositive,
        max: CreditPackAdminMessage.creditsMax,
      },
      CREDIT_PACK_CREDITS_MAX,
    ),
    priceInr: wholeNumber(
      {
        whole: CreditPackAdminMessage.priceWhole,
        positive: CreditPackAdminMessage.pricePositive,
        max: CreditPackAdminMessage.priceMax,
      },
      CREDIT_PACK_PRICE_INR_MAX,
    ),
    popular: z.boolean(),
    savingsLabel: text()
      .trim()
      .max(SAVINGS_LABEL_MAX, { error: CreditPackAdminMessage.labelMax })
      .nullable()
      .transform((label) => (label === '' ? null : label)),
    active: z.boolean(),
  })
  .strict();
export type CreditPackFields = z.output<typeof creditPackFieldsSchema>;
export type CreditPackFieldsInput = z.input<typeof creditPackFieldsSchema>;

export const adminCreditPackSchema = creditPackSchema.extend({
  /** On sale: listed on the pricing and Buy Credits pages and orderable. */
  active: z.boolean(),
  /** Where it stands in the list; a new pack goes last. */
  position: z.number().int(),
  updatedAt: z.string(),
  /** What the owner should know, such as a savings label the prices contradict. */
  warnings: z.array(z.string()),
});
export type AdminCreditPack = z.infer<typeof adminCreditPackSchema>;

/** A pack's id as the owner's calls name it (in a path, or in the order). */
const packIdSchema = text().trim().min(1).max(40);

/**
 * The packs' new order, first to last: every pack, on sale or not, once. The server checks the
 * list against the packs it has (a pack added meanwhile is missing from it), so an order is never
 * half applied.
 */
export const creditPackOrderSchema = z.object({ packIds: z.array(packIdSchema) }).strict();

export const adminCreditPacksResponseSchema = z.object({ packs: z.array(adminCreditPackSchema) });

export const creditPackEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/credit-packs',
    response: { 200: creditPacksResponseSchema },
  },
});

export const adminCreditPackEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/admin/credit-packs',
    response: { 200: adminCreditPacksResponseSchema },
  },
  add: {
    method: 'POST',
    path: '/api/admin/credit-packs',
    body: creditPackFieldsSchema,
    response: { 201: adminCreditPackSchema },
  },
  // Beside `save`'s `:packId` without a clash: the router prefers the fixed path, and the server
  // names every pack `pack-<credits>`.
  reorder: {
    method: 'PUT',
    path: '/api/admin/credit-packs/order',
    body: creditPackOrderSchema,
    response: { 200: adminCreditPacksResponseSchema },
  },
  save: {
    method: 'PUT',
    path: '/api/admin/credit-packs/:packId',
    params: z.object({ packId: packIdSchema }),
    body: creditPackFieldsSchema,
    response: { 200: adminCreditPackSchema, 409: apiErrorSchema },
  },
});

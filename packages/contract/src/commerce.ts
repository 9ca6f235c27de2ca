import { z } from 'zod';
import { templateIdSchema, templateKindSchema, templateSummarySchema } from './catalogue';
import { defineEndpoints, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { fieldLabel, text } from './fields';

/**
 * Spending credits (accounts-and-credits spec, sections 2–9; catalogue-and-commerce spec, the
 * direct-sell detail): likes, the cart and its checkout, buying and downloading a template, and the
 * owned library with its licences. Prices are credits at the caller's region, decided by the server;
 * a template is paid for once, and every later download of it is free.
 */

/** Licences per cart line (the spec's "repeats mean quantity"). */
export const CART_MAX_QUANTITY = 99;
/** Category tags shown per cart line before '+N more'. */
export const CART_TAGS_SHOWN = 3;
/** The direct-sell processing overlay shows for 2 s, the Download Complete one hides after 3 s. */
export const DOWNLOAD_PROCESSING_MS = 2000;
export const DOWNLOAD_COMPLETE_MS = 3000;
/** How long a download link works; a new one is free to ask for, so it can be short. */
export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;

/** A retried purchase, download or checkout carrying the same key answers the first answer again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Visible ASCII, as the IETF draft allows: a UUID is the usual value. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const CommerceMessage = {
  purchaseNeedsSignIn: 'User must be authenticated to purchase templates',
  downloadNeedsSignIn: 'User must be authenticated to download templates',
  notEnoughCredits: 'Not enough credits',
  purchased: 'Template purchased successfully',
  alreadyPurchased: 'Template already purchased',
  failedToPurchase: 'Failed to purchase template',
  templateNotFound: 'Template not found',
  /** A retired template: its owners keep it, nobody buys or orders it again. */
  notForSale: 'This template is no longer sold.',
  failedToProcessDownload: 'Failed to process payment for download',
  loginToDownload: 'Please log in to download this template',
  failedToDownloadVideo: 'Failed to download video. Please try again.',
  paymentNetworkError: 'Failed to process payment due to a network error',
  insufficientCredits:
    "You don't have enough credits to download this template. Purchase more credits to continue.",
  loginToLike: 'Please log in to like this template',
  alreadyLiked: 'You have already liked this template',
  failedToLike: 'Failed to add template to liked list',
  failedToUpdateLike: 'Failed to update like status',
  liked: 'Template added to liked list successfully!',
  unliked: 'Template removed from liked list',
  noLikedTemplates: 'No liked templates yet',
  cartEmpty: 'Your cart is empty',
  notInCart: 'That template is not in your cart.',
  cartLineFull: `A cart line holds at most ${CART_MAX_QUANTITY} licences.`,
  checkedOut: 'Checkout complete',
  priceChanged: 'The price of this template has changed. Please check the new price and try again.',
  totalChanged: 'Your cart total has changed. Please check the new total and try again.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  licenceNotFound: 'Licence not found',
  fileUnavailable: 'The file of this template is not available right now. Please try again later.',
} as const;

/** 'Payment successful! Credits used: {n}, Remaining: {n}' (direct-sell Pay to Download). */
export function paymentSuccessText(creditsUsed: number, remaining: number): string {
  return `Payment successful! Credits used: ${creditsUsed}, Remaining: ${remaining}`;
}

/** 'Failed to process payment: {error}' for a download refused with any other server error. */
export function paymentFailedText(error: string): string {
  return `Failed to process payment: ${error}`;
}

const cartQuantityError = (issue: { path?: PropertyKey[] }) =>
  `${fieldLabel(issue.path)} must be a whole number from 1 to ${CART_MAX_QUANTITY}`;
/** Licences on one cart line: a whole number from 1 to 99 (JSON numbers only, never strings). */
export const cartQuantitySchema = z
  .number({ error: cartQuantityError })
  .int({ error: cartQuantityError })
  .min(1, { error: cartQuantityError })
  .max(CART_MAX_QUANTITY, { error: cartQuantityError });

const creditsError = (issue: { path?: PropertyKey[] }) =>
  `${fieldLabel(issue.path)} must be a whole number of credits`;
export const creditAmountSchema = z
  .number({ error: creditsError })
  .int({ error: creditsError })
  .min(0, { error: creditsError })
  .max(1_000_000_000, { error: creditsError });

// ── Likes ──────────────────────────────────────────────────────────────────────────────────────

export const likeRequestSchema = z.object({ templateId: templateIdSchema });
export const likeResponseSchema = z.object({
  liked: z.boolean(),
  /** True when the template was liked before this call; liking twice stores one like. */
  alreadyLiked: z.boolean(),
  message: z.string(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const likedTemplateSchema = templateSummarySchema.extend({ likedAt: z.string() });
export type LikedTemplate = z.infer<typeof likedTemplateSchema>;
export const likedTemplatesResponseSchema = z.object({ templates: z.array(likedTemplateSchema) });

/** The Liked page's sort options (accounts-and-credits spec, section 2). */
export const likedSortSchema = z.enum(['recent', 'name', 'price-low', 'price-high']);
export type LikedSort = z.infer<typeof likedSortSchema>;

// ── Cart ───────────────────────────────────────────────────────────────────────────────────────

export const cartLineSchema = z.object({
  template: templateSummarySchema,
  /** The caller's regional price of one licence, in credits. */
  unitPrice: z.number().int().nonnegative(),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
  lineTotal: z.number().int().nonnegative(),
  /** The caller owns this template already: the line buys extra licences only. */
  owned: z.boolean(),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Licences in the cart, for the navbar's count. */
  itemCount: z.number().int().nonnegative(),
  subtotal: z.number().int().nonnegative(),
  /** No tax on credits: shown as '-'. */
  tax: z.null(),
  /** Equals the subtotal. */
  total: z.number().int().nonnegative(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartRequestSchema = z.object({
  templateId: templateIdSchema,
  quantity: cartQuantitySchema.default(1),
});
export const updateCartQuantityRequestSchema = z.object({
  templateId: templateIdSchema,
  /** Added to the line's quantity; a result of 0 or less removes the line. */
  delta: z
    .number({ error: (issue) => `${fieldLabel(issue.path)} must be a whole number` })
    .int({ error: (issue) => `${fieldLabel(issue.path)} must be a whole number` })
    .min(-CART_MAX_QUANTITY, {
      error: `delta must be from -${CART_MAX_QUANTITY} to ${CART_MAX_QUANTITY}`,
    })
    .max(CART_MAX_QUANTITY, {
      error: `delta must be from -${CART_MAX_QUANTITY} to ${CART_MAX_QUANTITY}`,
    }),
});

export const checkoutRequestSchema = z.object({
  /** The total the buyer was shown; a different server total answers 409 and charges nothing. */
  expectedTotal: creditAmountSchema.optional(),
});

export const grantedLicenceSchema = z.object({
  licenceId: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  creditsPaid: z.number().int().nonnegative(),
});

export const checkoutResponseSchema = z.object({
  message: z.string(),
  licences: z.array(grantedLicenceSchema),
  creditsCharged: z.number().int().nonnegative(),
  remainingCredits: z.number().int().nonnegative(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// ── Purchase and download ──────────────────────────────────────────────────────────────────────

export const templateActionRequestSchema = z.object({
  templateId: templateIdSchema,
  /** The spec's default is "video"; the server knows each template's kind, so this is a hint. */
  templateType: templateKindSchema.default('video'),
  /** Sent by older clients; the server decides the region from the client address (DESIGN.md). */
  isIndianUser: z.boolean().optional(),
  /** The price the buyer was shown; a different server price answers 409 and charges nothing. */
  expectedPrice: creditAmountSchema.optional(),
});
export type TemplateActionRequest = z.input<typeof templateActionRequestSchema>;

export const purchaseResponseSchema = z.object({
  message: z.string(),
  alreadyPurchased: z.boolean(),
  creditsCharged: z.number().int().nonnegative(),
  remainingCredits: z.number().int().nonnegative(),
  licenceId: z.string(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

export const downloadResponseSchema = z.object({
  /** True when this call paid for the template (its first download); later ones are free. */
  charged: z.boolean(),
  creditsCharged: z.number().int().nonnegative(),
  remainingCredits: z.number().int().nonnegative(),
  /** A signed link that expires; ask again for a fresh one, free. */
  downloadUrl: z.string(),
  /** What the browser should save the file as. */
  fileName: z.string(),
  licenceId: z.string(),
});
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;

// ── The owned library ──────────────────────────────────────────────────────────────────────────

export const licenceSummarySchema = z.object({
  licenceId: z.string(),
  creditsPaid: z.number().int().nonnegative(),
  purchasedAt: z.string(),
});
export const ownedTemplateSchema = z.object({
  template: templateSummarySchema,
  /** Newest first; the first one bought is the last. */
  licences: z.array(licenceSummarySchema),
  creditsPaid: z.number().int().nonnegative(),
  lastPurchasedAt: z.string(),
});
export type OwnedTemplate = z.infer<typeof ownedTemplateSchema>;
export const purchasesResponseSchema = z.object({ purchases: z.array(ownedTemplateSchema) });

export const licenceIdSchema = text()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Licence not found')
  .transform((value) => value.toLowerCase());
export const licenceParamsSchema = z.object({ licenceId: licenceIdSchema });

/** The licence certificate: what was bought, by whom, when, for how much, and its ledger entry. */
export const licenceCertificateSchema = z.object({
  licenceId: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  templateKind: templateKindSchema,
  ownerName: z.string(),
  ownerEmail: z.string(),
  purchasedAt: z.string(),
  creditsPaid: z.number().int().nonnegative(),
  /** The credit ledger row that paid for it; null for a licence that cost nothing. */
  ledgerId: z.string().nullable(),
});
export type LicenceCertificate = z.infer<typeof licenceCertificateSchema>;

const templateIdParams = z.object({ templateId: templateIdSchema });

export const commerceEndpoints = defineEndpoints({
  addToLiked: postEndpoint('/api/add-to-liked', likeRequestSchema, {
    200: likeResponseSchema,
    404: apiErrorSchema,
  }),
  unlikeTemplate: {
    method: 'DELETE',
    path: '/api/unlike-template/:templateId',
    params: templateIdParams,
    response: { 200: likeResponseSchema },
  },
  likedTemplates: {
    method: 'GET',
    path: '/api/liked-templates',
    response: { 200: likedTemplatesResponseSchema },
  },
  cart: { method: 'GET', path: '/api/cart', response: { 200: cartSchema } },
  addToCart: postEndpoint('/api/add-to-cart', addToCartRequestSchema, {
    200: cartSchema,
    404: apiErrorSchema,
  }),
  updateCartQuantity: postEndpoint('/api/update-cart-quantity', updateCartQuantityRequestSchema, {
    200: cartSchema,
    404: apiErrorSchema,
  }),
  removeFromCart: {
    method: 'DELETE',
    path: '/api/cart/:templateId',
    params: templateIdParams,
    response: { 200: cartSchema },
  },
  checkout: postEndpoint('/api/checkout', checkoutRequestSchema, {
    200: checkoutResponseSchema,
    402: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
  }),
  purchaseTemplate: postEndpoint('/api/purchase-template', templateActionRequestSchema, {
    200: purchaseResponseSchema,
    402: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
  }),
  downloadTemplate: postEndpoint('/api/download-template', templateActionRequestSchema, {
    200: downloadResponseSchema,
    402: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
  }),
  purchases: { method: 'GET', path: '/api/purchases', response: { 200: purchasesResponseSchema } },
  licence: {
    method: 'GET',
    path: '/api/licences/:licenceId',
    params: licenceParamsSchema,
    response: { 200: licenceCertificateSchema },
  },
});

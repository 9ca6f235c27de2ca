import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';
import { text, wholeNumber } from './fields';
import { listFilterFields, searchFieldSchema } from './list-filters';
import { templateKindSchema, type TemplateKind } from './template-kind';

/**
 * The catalogue: three kinds of templates, their lists and detail pages (catalogue-and-commerce spec,
 * sections 2–9). Field names follow the spec (templateName, templatePriceIND…). Prices are integer
 * credits; `price` is the caller's regional price, decided by the server.
 */

export const LIST_PAGE_SIZE = 8;
export const LIST_MAX_PAGE_SIZE = 100;
export const LOAD_MORE_DELAY_MS = 500;
export const LIST_SCROLL_MARGIN_PX = 20;
export const DETAIL_SCROLL_MARGIN_PX = 100;
export const HOVER_PLAY_DELAY_MS = 50;
export const MEDIA_PRELOAD_ATTEMPTS = 3;
export const MEDIA_PRELOAD_WAITS_MS = [1000, 2000] as const;
export const MEDIA_RETRY_LIMIT = 3;
export const MEDIA_RETRY_DELAY_MS = 1000;
export const TEMPLATE_CACHE_MS = 3_600_000;
export const DEFAULT_LAYOUT = '16:9';
export const DEFAULT_CANVAS = { width: 1920, height: 1080 } as const;
/** Suggestion score: points per shared category and per shared section. */
export const SUGGESTION_POINTS = { category: 2, section: 3 } as const;

export { templateKindSchema, type TemplateKind } from './template-kind';

/**
 * The list's orders: the spec's three, and relevance, the order of a search when none is chosen
 * (ADR 35). Without a search, relevance is popularity.
 */
export const sortOptionSchema = z.enum([
  'relevance',
  'popularity',
  'price-low-high',
  'price-high-low',
]);
export type SortOption = z.infer<typeof sortOptionSchema>;

export const CatalogueMessage = {
  noResults: 'No templates found matching your criteria.',
  templateNotFound: 'Template not found',
  imageTemplateNotFound: 'Image template not found',
  directSellNotFound: 'Direct sell template not found',
  failedToLoadTemplates: 'Failed to load templates',
  failedToLoadImageTemplates: 'Failed to load image templates',
  failedToLoadDirectSell: 'Failed to load direct sell templates',
  failedToLoadDetails: 'Failed to load template details',
  failedToLoadTemplateData: 'Failed to load template data',
  failedToLoadImageTemplateData: 'Failed to load image template data',
  failedToLoadDirectSellData: 'Failed to load direct sell template data',
  mediaLoadingError: 'Media Loading Error',
  videoUnavailable: 'Video unavailable',
  videoFileMissing: 'This video is not available right now.',
  /** On a retired template's page, which stays for those who own it. */
  templateRetired:
    'This template is no longer sold. Everything you bought stays yours to download.',
} as const;

/** Ids are digit strings unique across all kinds, so `/{id}-template` resolves to one template. */
export const TEMPLATE_ID_PATTERN = /^\d{1,18}$/;
/** Links such as the cart's point at `/{templateId}-template`; the suffix is not part of the id. */
export const TEMPLATE_ID_SUFFIX = '-template';

export const templateIdSchema = text()
  .trim()
  .transform((value) =>
    value.endsWith(TEMPLATE_ID_SUFFIX) ? value.slice(0, -TEMPLATE_ID_SUFFIX.length) : value,
  )
  .pipe(z.string().regex(TEMPLATE_ID_PATTERN, 'A template id is a number'));

export const catalogueListQuerySchema = z.object({
  q: searchFieldSchema.optional(),
  section: text().trim().max(100).optional(),
  ...listFilterFields,
  /** Relevance for a search, popularity otherwise, when not given. */
  sort: sortOptionSchema.optional(),
  limit: wholeNumber(1, LIST_MAX_PAGE_SIZE).default(LIST_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: text().max(200).optional(),
});

export const templateSummarySchema = z.object({
  templateId: z.string(),
  kind: templateKindSchema,
  templateName: z.string(),
  templateDescription: z.string(),
  templateCategory: z.array(z.string()),
  templateSection: z.array(z.string()),
  templateCompatibility: z.array(z.string()),
  /** Global price in credits. */
  templatePrice: z.number().int().nonnegative(),
  /** India price in credits, when set. */
  templatePriceIND: z.number().int().nonnegative().nullable(),
  /** What this visitor pays, in credits: the India price for visitors in India when set. */
  price: z.number().int().nonnegative(),
  purchaseCount: z.number().int().nonnegative(),
  videoLayout: z.string(),
  /** Composition size from the template JSON (1920x1080 when it has none). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Length of the video in seconds; null for image templates. */
  durationSeconds: z.number().nonnegative().nullable(),
  /** Still frame shown before anything plays. */
  posterUrl: z.string(),
  /** Short animated preview (video and direct-sell); null for image templates. */
  previewUrl: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateDetailSchema = templateSummarySchema.extend({
  greenScreenLayout: z.string(),
  /** "1920x1080" */
  videoDimensions: z.string(),
  greenScreenDimensions: z.string().nullable(),
  /** The transparent overlay PNG of an image template. */
  overlayUrl: z.string().nullable(),
  /** Whether the customer's media shows through a green-screen window (video templates). */
  hasGreenScreen: z.boolean(),
  /**
   * The window's grey-scale mask (white where the customer's media shows), the same picture the
   * render composes through, for the editors' live preview; null without a green-screen window.
   */
  maskUrl: z.string().nullable(),
  /** False once the template is retired: its page stays for those who own it. */
  onSale: z.boolean(),
  /**
   * What a shared link of the page shows, SHARE_PICTURE_SIZE (1200×630); null for a template
   * whose media were made before share pictures, whose link preview is its poster.
   */
  sharePictureUrl: z.string().nullable(),
  /** When the template first went on sale (ISO 8601); null for a draft never published. */
  publishedAt: z.string().nullable(),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const catalogueListResponseSchema = z.object({
  items: z.array(templateSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Sorted unique section names of this kind, for the filter chips. */
  sections: z.array(z.string()),
  /** How many templates the search found, on its first page; null for a list without a search. */
  total: z.number().int().nonnegative().nullable(),
  /**
   * A better spelling of the search ("logo reveal" for "logp reveal") when some word of it found
   * nothing and the better spelling finds templates; null otherwise.
   */
  didYouMean: z.string().nullable(),
  /**
   * How many templates of each other kind the search finds, on its first page (kinds finding
   * none left out), so a list that finds nothing can say where the search does find something.
   * Empty for a list without a search and for a later page.
   */
  elsewhere: z.array(z.object({ kind: templateKindSchema, count: z.number().int().positive() })),
});
export type CatalogueListResponse = z.infer<typeof catalogueListResponseSchema>;

export const suggestionsQuerySchema = z.object({
  limit: wholeNumber(1, LIST_MAX_PAGE_SIZE).default(LIST_PAGE_SIZE),
  offset: wholeNumber(0, 10_000).default(0),
});
export const suggestionsResponseSchema = z.object({
  items: z.array(templateSummarySchema),
  nextOffset: z.number().int().nullable(),
});

export const templateIdParamsSchema = z.object({ templateId: templateIdSchema });

const templateList = {
  method: 'GET',
  querystring: catalogueListQuerySchema,
  response: { 200: catalogueListResponseSchema },
} as const;
/**
 * A detail call's 404. For a template of another kind (an image template asked for as a video
 * template's page), `templateKind` names its kind, so the page can send the visitor to its own.
 */
export const templateNotFoundSchema = apiErrorSchema.extend({
  templateKind: templateKindSchema.optional(),
});
export type TemplateNotFound = z.infer<typeof templateNotFoundSchema>;

const templateDetail = {
  method: 'GET',
  params: templateIdParamsSchema,
  response: { 200: templateDetailSchema, 404: templateNotFoundSchema },
} as const;

/** The spec's paths: a list and a detail call for each kind, and the suggestions. */
export const catalogueEndpoints = defineEndpoints({
  videoTemplates: { ...templateList, path: '/api/templates' },
  videoTemplate: { ...templateDetail, path: '/api/template/:templateId' },
  imageTemplates: { ...templateList, path: '/api/image-templates' },
  imageTemplate: { ...templateDetail, path: '/api/image-template/:templateId' },
  directSellTemplates: { ...templateList, path: '/api/direct-sell-templates' },
  directSellTemplate: { ...templateDetail, path: '/api/direct-sell/:templateId' },
  templateSuggestions: {
    method: 'GET',
    path: '/api/template/:templateId/suggestions',
    params: templateIdParamsSchema,
    querystring: suggestionsQuerySchema,
    response: { 200: suggestionsResponseSchema },
  },
});

/** Each kind's list and detail endpoints. */
export const templateEndpointsOf = {
  video: { list: catalogueEndpoints.videoTemplates, detail: catalogueEndpoints.videoTemplate },
  image: { list: catalogueEndpoints.imageTemplates, detail: catalogueEndpoints.imageTemplate },
  'direct-sell': {
    list: catalogueEndpoints.directSellTemplates,
    detail: catalogueEndpoints.directSellTemplate,
  },
} as const satisfies Record<TemplateKind, unknown>;

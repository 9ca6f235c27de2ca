/**
 * The pages anyone may open and a crawler may index, in the footer's order: the footer links to
 * each, and the sitemap lists each (with every published template's page).
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/templates-list',
  '/image-templates',
  '/direct-sell-templates',
  '/pricing',
  '/features',
  '/developers',
  '/faq',
  '/support',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

/** The store's OpenAPI document as JSON: the developers page draws it, programs generate clients from it. */
export const API_DOCUMENT_PATH = '/api/openapi.json';

import type { TemplateKind } from '@frameshop/contract';

/**
 * The API answers each template kind at its own paths with the same query string and the same
 * answers; this is the one place that says which path belongs to which kind.
 */
export const catalogueEndpoints: Record<
  TemplateKind,
  { list: string; detail: (templateId: string) => string }
> = {
  video: {
    list: '/api/templates',
    detail: (templateId) => `/api/template/${encodeURIComponent(templateId)}`,
  },
  image: {
    list: '/api/image-templates',
    detail: (templateId) => `/api/image-template/${encodeURIComponent(templateId)}`,
  },
  'direct-sell': {
    list: '/api/direct-sell-templates',
    detail: (templateId) => `/api/direct-sell/${encodeURIComponent(templateId)}`,
  },
};

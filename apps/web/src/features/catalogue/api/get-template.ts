import { templateDetailSchema } from '@frameshop/contract';
import type { TemplateDetail } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isTemplateId } from '../../../lib/template-id';
import { catalogueKeys } from './query-keys';
import { nullWhenMissing } from './missing-template';
import { loadTemplateWithCache } from './template-cache';

/** One video template, through the one-hour localStorage cache. */
export function getTemplate(templateId: string): Promise<TemplateDetail> {
  // No abort signal: the request may be shared with another screen that still wants the answer.
  return loadTemplateWithCache('video', templateId, () =>
    apiRequest(`/api/template/${encodeURIComponent(templateId)}`, {
      schema: templateDetailSchema,
    }),
  );
}

export function templateQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: catalogueKeys.detail('video', templateId),
    queryFn: () => nullWhenMissing(getTemplate(templateId)),
  });
}

/**
 * Ids that cannot name a template are not asked for; the page shows them as not found, as it does
 * the answer null (no such template).
 */
export function useTemplate(templateId: string) {
  return useQuery({ ...templateQueryOptions(templateId), enabled: isTemplateId(templateId) });
}

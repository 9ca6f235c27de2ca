import { templateDetailSchema } from '@frameshop/contract';
import type { TemplateDetail } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isTemplateId } from '../../../lib/template-id';
import { catalogueKeys } from './query-keys';
import { nullWhenMissing } from './missing-template';
import { loadTemplateWithCache } from './template-cache';

/** One direct-sell template, through the one-hour localStorage cache. */
export function getDirectSellTemplate(templateId: string): Promise<TemplateDetail> {
  // No abort signal: the request may be shared with another screen that still wants the answer.
  return loadTemplateWithCache('direct-sell', templateId, () =>
    apiRequest(`/api/direct-sell/${encodeURIComponent(templateId)}`, {
      schema: templateDetailSchema,
    }),
  );
}

export function directSellTemplateQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: catalogueKeys.detail('direct-sell', templateId),
    queryFn: () => nullWhenMissing(getDirectSellTemplate(templateId)),
  });
}

/**
 * Ids that cannot name a template are not asked for; the page shows them as not found, as it does
 * the answer null (no such template).
 */
export function useDirectSellTemplate(templateId: string) {
  return useQuery({
    ...directSellTemplateQueryOptions(templateId),
    enabled: isTemplateId(templateId),
  });
}

import { templateEndpointsOf } from '@frameshop/contract';
import type { TemplateDetail, TemplateKind } from '@frameshop/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { isTemplateId } from '../../../lib/template-id';
import { catalogueKeys } from './query-keys';
import { templateAnswerOf } from './missing-template';
import { forgetCachedTemplate, loadTemplateWithCache } from './template-cache';

/** One template of any kind, through the one-hour localStorage cache. */
export function getTemplate(kind: TemplateKind, templateId: string): Promise<TemplateDetail> {
  // No abort signal: the request may be shared with another screen that still wants the answer.
  return loadTemplateWithCache(kind, templateId, () =>
    callEndpoint(templateEndpointsOf[kind].detail, { params: { templateId } }),
  );
}

export function templateQueryOptions(kind: TemplateKind, templateId: string) {
  return queryOptions({
    queryKey: catalogueKeys.detail(kind, templateId),
    queryFn: () => templateAnswerOf(getTemplate(kind, templateId)),
  });
}

/**
 * Ids that cannot name a template are not asked for; the page shows them as not found, as it does
 * the answer null (no such template).
 */
export function useTemplate(kind: TemplateKind, templateId: string) {
  return useQuery({ ...templateQueryOptions(kind, templateId), enabled: isTemplateId(templateId) });
}

/**
 * Loads a template again from the server, past the one-hour cache: for when the server says the
 * price on screen is no longer its price.
 */
export function useRefreshTemplate() {
  const queryClient = useQueryClient();
  return useCallback(
    (kind: TemplateKind, templateId: string) => {
      forgetCachedTemplate(kind, templateId);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.detail(kind, templateId) });
    },
    [queryClient],
  );
}

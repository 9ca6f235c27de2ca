import { commerceEndpoints } from '@frameshop/contract';
import type { LikeResponse } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

export function unlikeTemplate(templateId: string): Promise<LikeResponse> {
  return callEndpoint(commerceEndpoints.unlikeTemplate, { params: { templateId } });
}

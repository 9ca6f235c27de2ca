import { commerceEndpoints } from '@frameshop/contract';
import type { LikeResponse } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/** Likes a template; liking one already liked stores one like and says so (`alreadyLiked`). */
export function addToLiked(templateId: string): Promise<LikeResponse> {
  return callEndpoint(commerceEndpoints.addToLiked, { body: { templateId } });
}

import { renderEndpoints } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/** A render's status, progress, queue position and ETA now. */
export function getRender(renderId: string, signal?: AbortSignal): Promise<Render> {
  return callEndpoint(renderEndpoints.getRender, { params: { renderId }, signal });
}

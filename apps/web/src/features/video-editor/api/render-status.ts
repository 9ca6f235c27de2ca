import { renderEndpoints } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/*
 * A stand-in until the renders feature's getRender and cancelRender land: the route hands the
 * editor whichever it has, so swapping is one import in the route.
 */

export function getRender(renderId: string, signal?: AbortSignal): Promise<Render> {
  return callEndpoint(renderEndpoints.getRender, { params: { renderId }, signal });
}

export async function cancelRender(renderId: string): Promise<Render> {
  const { render } = await callEndpoint(renderEndpoints.cancelRender, { params: { renderId } });
  return render;
}

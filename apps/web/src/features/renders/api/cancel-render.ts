import { renderEndpoints } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

export interface CancelRenderAnswer {
  render: Render;
  /** The balance after any held credits came back, for the navbar. */
  remainingCredits: number;
}

/** Stops a queued or processing render; the server refunds what it held. */
export function cancelRender(renderId: string): Promise<CancelRenderAnswer> {
  return callEndpoint(renderEndpoints.cancelRender, { params: { renderId } });
}

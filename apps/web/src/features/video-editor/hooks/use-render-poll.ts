import { ACTIVE_RENDER_STATUSES, RENDER_EVENTS_INTERVAL_MS } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { failureAdvice } from '../../../lib/api-error';
import { getRender } from '../api/render-status';

export interface RenderStatus {
  render: Render | undefined;
  error: string | null;
}

const active = (render: Render | undefined) =>
  render === undefined || (ACTIVE_RENDER_STATUSES as readonly string[]).includes(render.status);

/**
 * A render's state, asked for every second while it is queued or processing. A stand-in with the
 * shape of the renders feature's useRenderStatus (which follows the events stream), for as long as
 * that one has not landed.
 */
export function useRenderPoll(renderId: string | null): RenderStatus {
  const query = useQuery({
    queryKey: ['me', 'render', renderId] as const,
    queryFn: ({ signal }) => getRender(renderId!, signal),
    enabled: renderId !== null,
    refetchInterval: (current) => (active(current.state.data) ? RENDER_EVENTS_INTERVAL_MS : false),
    retry: false,
  });
  return {
    render: renderId === null ? undefined : query.data,
    error: query.isError ? failureAdvice(query.error) : null,
  };
}

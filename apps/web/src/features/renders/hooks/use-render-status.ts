import { RENDER_EVENTS_INTERVAL_MS } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { useEffect, useState } from 'react';
import { failureAdvice, isApiError } from '../../../lib/api-error';
import { followRenderEvents } from '../api/follow-render-events';
import { getRender } from '../api/get-render';
import { isFinalRenderStatus } from '../render-state';

export interface RenderStatus {
  /** The render's latest known state; undefined until the first one arrives. */
  render: Render | undefined;
  /** What went wrong following it, for the person watching; null while all is well. */
  error: string | null;
}

/** The longest wait between polls while the server keeps failing. */
export const RENDER_POLL_MAX_BACKOFF_MS = 30_000;

interface Followed extends RenderStatus {
  renderId: string | null;
}

/** An answer that says retrying cannot help: the render is not there, or the session is over. */
function isHopeless(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Follows a render until it completes, fails or is cancelled: the server's events stream first,
 * and when that cannot be opened or breaks, `GET /api/renders/:id` every RENDER_EVENTS_INTERVAL_MS,
 * waiting twice as long after each failure (up to RENDER_POLL_MAX_BACKOFF_MS). A null id follows
 * nothing. Everything stops when the component unmounts or the id changes.
 */
export function useRenderStatus(renderId: string | null): RenderStatus {
  const [followed, setFollowed] = useState<Followed>({
    renderId: null,
    render: undefined,
    error: null,
  });

  useEffect(() => {
    if (renderId === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    let latest: Render | undefined;
    const publish = (render: Render) => {
      latest = render;
      setFollowed({ renderId, render, error: null });
    };
    const report = (error: unknown) =>
      setFollowed((now) => ({
        renderId,
        render: now.renderId === renderId ? now.render : undefined,
        error: failureAdvice(error),
      }));
    const finished = () => latest !== undefined && isFinalRenderStatus(latest.status);

    const follow = async () => {
      try {
        await followRenderEvents(renderId, publish, signal);
      } catch (error) {
        if (isAbort(error, signal)) return;
        // Not reported: the polling below takes over, and reports what it cannot fix.
      }
      // A stream that ended before a final status (a server restart, a proxy's timeout): poll.
      let delay = RENDER_EVENTS_INTERVAL_MS;
      while (!signal.aborted && !finished()) {
        try {
          publish(await getRender(renderId, signal));
          delay = RENDER_EVENTS_INTERVAL_MS;
        } catch (error) {
          if (isAbort(error, signal)) return;
          report(error);
          if (isHopeless(error)) return;
          delay = Math.min(delay * 2, RENDER_POLL_MAX_BACKOFF_MS);
        }
        if (finished()) return;
        await wait(delay, signal);
      }
    };
    void follow();
    return () => controller.abort();
  }, [renderId]);

  if (renderId === null || followed.renderId !== renderId) {
    return { render: undefined, error: null };
  }
  return { render: followed.render, error: followed.error };
}

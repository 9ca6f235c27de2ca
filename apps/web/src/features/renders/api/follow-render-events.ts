import { endpointPath, ErrorCode, ErrorMessage, errorCodeForStatus } from '@frameshop/contract';
import { RENDER_EVENT, renderEndpoints, renderSchema } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { ApiError } from '../../../lib/api-error';
import { withSession } from '../../../lib/session-headers';
import { createEventStreamParser } from '../event-stream-parser';

/**
 * Follows a render's events stream, calling `onRender` with each state the server pushes. It
 * settles when the server ends the stream (after a final status) and rejects when the stream
 * cannot be opened or breaks, so the caller can fall back to polling.
 *
 * The stream needs the bearer token, which EventSource cannot send: it is read with fetch and a
 * ReadableStream instead, and parsed here.
 */
export async function followRenderEvents(
  renderId: string,
  onRender: (render: Render) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers = withSession(new Headers({ Accept: 'text/event-stream' }));

  let response: Response;
  try {
    response = await fetch(endpointPath(renderEndpoints.renderEvents.path, { renderId }), {
      headers,
      signal,
      // A stream must never be answered from a cache.
      cache: 'no-store',
    });
  } catch (error) {
    throw streamBroken(error, signal);
  }
  if (!response.ok) {
    // The message matters little: the caller polls next, and the poll reports the real error.
    throw new ApiError(response.status, errorCodeForStatus(response.status), ErrorMessage.network);
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.body || !contentType.startsWith('text/event-stream')) {
    // A proxy or an old server answered with something else: not a stream to wait on.
    throw new ApiError(response.status, ErrorCode.InvalidResponse, ErrorMessage.invalidResponse);
  }

  let invalid: unknown = null;
  const parser = createEventStreamParser(({ event, data }) => {
    if (event !== RENDER_EVENT || invalid) return;
    try {
      onRender(renderSchema.parse(JSON.parse(data)));
    } catch (error) {
      invalid = error;
    }
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(value);
      if (invalid) {
        throw new ApiError(
          response.status,
          ErrorCode.InvalidResponse,
          ErrorMessage.invalidResponse,
          {},
          { cause: invalid },
        );
      }
    }
  } catch (error) {
    throw streamBroken(error, signal);
  } finally {
    // Stops the download when the loop left early (an abort, a bad event).
    reader.cancel().catch(() => {});
  }
}

/** Aborts stay aborts (not failures); our own errors pass; anything else is a lost connection. */
function streamBroken(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted || error instanceof ApiError) return error;
  return new ApiError(0, ErrorCode.Network, ErrorMessage.network, {}, { cause: error });
}

import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { isChunkLoadError } from '../../lib/lazy-screen';
import type { ChunkFailureReason } from '../../lib/lazy-screen';

export interface ErrorDescription {
  /** One or two sentences a visitor can act on. */
  message: string;
  /** Offer a reload: the fix for a screen whose code did not arrive. */
  canReload: boolean;
  /** The raw error text, shown only in development builds. */
  technical?: string;
}

const chunkReasons: Record<ChunkFailureReason, string> = {
  timeout: 'it took too long to download',
  missing: 'its file could not be found, probably because the site was updated since you opened it',
  error: 'something went wrong while loading it',
};

export function describeError(error: unknown): ErrorDescription {
  if (isChunkLoadError(error)) {
    return {
      message: `The "${error.chunk}" screen could not be loaded: ${chunkReasons[error.reason]}. Reloading the page usually fixes this.`,
      canReload: true,
      technical: error.message,
    };
  }
  if (isRouteErrorResponse(error)) {
    return {
      message:
        error.status === 404
          ? 'We could not find the page you asked for.'
          : `The page could not be shown (${error.status}${error.statusText ? ` ${error.statusText}` : ''}).`,
      canReload: error.status >= 500,
    };
  }
  if (isApiError(error)) {
    return { message: error.message, canReload: error.status === 0 || error.status >= 500 };
  }
  return {
    message: 'Something went wrong while showing this page. Please try again in a moment.',
    canReload: true,
    technical: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
}

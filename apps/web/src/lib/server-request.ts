import { createContext, useContext } from 'react';

/** What the server knows of the request while it renders a page. */
export interface ServerRequest {
  /** The Cookie header: a visitor's cookie choices are known to the page's first render. */
  cookies: string;
  /** Answers the page with this HTTP status instead of 200 (e.g. 404 for an unknown template). */
  respondWith(status: number): void;
  /** Answers the page as a permanent redirect to `location` (a template under its kind's page). */
  redirectTo(location: string): void;
}

/** Set only while the server renders a page; null in the browser. */
export const ServerRequestContext = createContext<ServerRequest | null>(null);

/** The request being rendered on the server, or null in the browser. */
export function useServerRequest(): ServerRequest | null {
  return useContext(ServerRequestContext);
}

/**
 * Answers the page being rendered on the server with `status` (its view is the same), or with 200
 * when it is undefined; in the browser, where the status was long sent, it does nothing.
 */
export function useResponseStatus(status: number | undefined): void {
  const request = useContext(ServerRequestContext);
  if (status !== undefined) request?.respondWith(status);
}

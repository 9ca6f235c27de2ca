import { createContext, useContext } from 'react';

/** What the server knows of the request while it renders a page. */
export interface ServerRequest {
  /** The Cookie header: a visitor's cookie choices are known to the page's first render. */
  cookies: string;
}

/** Set only while the server renders a page; null in the browser. */
export const ServerRequestContext = createContext<ServerRequest | null>(null);

/** The request being rendered on the server, or null in the browser. */
export function useServerRequest(): ServerRequest | null {
  return useContext(ServerRequestContext);
}

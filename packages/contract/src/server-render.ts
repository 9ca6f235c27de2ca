/**
 * The web app's server-render entry (apps/web/src/entry-server.tsx), as the API server calls it to
 * answer a page request with HTML the visitor sees before any script runs.
 */
export type ServerRenderResult =
  /** The route table answered with a redirect (an unknown path, a `-template` address). */
  | { kind: 'redirect'; status: number; location: string }
  /**
   * The page: `html` goes inside `<div id="root">`, `head` (its <title> and <meta> tags) into
   * <head>, and `hydrationScript` (the router's state and the API answers the page was rendered
   * with, for the browser to start from) right after the root element.
   */
  | {
      kind: 'page';
      /**
       * The HTTP status of the page: 404 for one that shows that what was asked for does not
       * exist (an unknown template), absent for 200.
       */
      status?: number;
      head: string;
      html: string;
      hydrationScript: string;
    }
  /**
   * Left to the browser: screens behind sign-in (the server cannot see the browser's token) and any
   * route that failed on the server. The plain page is sent and the browser renders it.
   */
  | { kind: 'client-only' };

export interface ServerRenderOptions {
  /**
   * Answers the API calls the page makes while it renders, as if the visitor had made them (their
   * address decides the regional prices); relative URLs such as `/api/templates?limit=8`.
   */
  apiFetch: typeof fetch;
}

/**
 * Where a rendered page's inline script holds a form sent before the app has started (it would
 * otherwise be posted to the page and lost): `{ live, pending }`. The app sets `live` once it has
 * taken the page over, and sends `pending` (`{ form, submitter }`) with what was typed.
 */
export const EARLY_SUBMIT_GLOBAL = '__frameshopEarlySubmit';

export interface ServerRenderEntry {
  render(request: Request, options: ServerRenderOptions): Promise<ServerRenderResult>;
}
